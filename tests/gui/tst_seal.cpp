// Casebook ▸ Seal Judgment… (issue 39): the selected case's judgment sealed from its dialog — verdict,
// confidence, window, note — is in the casebook as a seal of that case, shown under its outcome; the
// chain checks; Cancel seals nothing.
#include "app/casebookwindow.h"
#include "app/sealdialog.h"
#include "base/casebook/casebook_seals.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

// Answers the seal dialog once it is open.
void whenSealing(std::function<void(SealDialog*)> act)
{
    auto* timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [=] {
        if (auto* d = qobject_cast<SealDialog*>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            act(d);
        }
    });
    timer->start(10);
}

} // namespace

class TestSeal : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"NajiaTestSeal"_s);
    }

    void aJudgmentIsSealedFromTheWindow()
    {
        CasebookWindow w;
        QVERIFY(w.openBook(dir_.filePath(u"seal.casebook"_s)).isEmpty());
        w.importPaths({QStringLiteral(NAJIA_TEST_DATA) + u"/cases/guan.najia"_s});
        w.table()->selectRow(0);
        auto* seal = w.findChild<QPushButton*>(u"sealJudgment"_s);
        QVERIFY(seal && seal->isEnabled());
        whenSealing([](SealDialog* d) { d->reject(); });
        seal->click();
        QCOMPARE(sealsOf(*w.book(), 1).value().size(), std::size_t(0));
        whenSealing([](SealDialog* d) {
            d->findChild<QComboBox*>(u"sealVerdict"_s)->setCurrentIndex(1);
            d->findChild<QSpinBox*>(u"sealConfidence"_s)->setValue(85);
            d->findChild<QLineEdit*>(u"sealNote"_s)->setText(u"亥月應"_s);
            d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        });
        seal->click();
        const auto seals = sealsOf(*w.book(), 1).value();
        QCOMPARE(seals.size(), std::size_t(1));
        QCOMPARE(seals[0].request.verdict, SealVerdict::Unfavourable);
        QCOMPARE(seals[0].request.confidence, 85);
        QCOMPARE(seals[0].request.note, u"亥月應"_s);
        QVERIFY(w.findChild<QLabel*>(u"sealsLabel"_s)->text().contains(u"85 %"_s));
        QCOMPARE(checkSeals(*w.book()).value(), QStringList());
    }
};

QTEST_MAIN(TestSeal)
#include "tst_seal.moc"
