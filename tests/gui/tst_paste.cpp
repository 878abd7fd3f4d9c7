// Chart ▸ Paste Chart (issue 40): a book's case header pasted as text is shown field by field and,
// accepted, becomes the chart on screen — 同人之離 against 申月 戊辰日, the question 夫病 (疾病, about
// the husband); a text with no hexagram in it cannot be accepted; Cancel keeps the chart shown.
#include "app/castpanel.h"
#include "app/chartmodel.h"
#include "app/mainwindow.h"
#include "app/pastechartdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTest>
#include <QTimer>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

// Does `act` with the paste dialog once it is open; `seen` gets what its labels say.
void whenOpen(std::function<void(PasteChartDialog*)> act)
{
    auto* timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [=] {
        if (auto* d = qobject_cast<PasteChartDialog*>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            act(d);
        }
    });
    timer->start(10);
}

QStringList labels(QWidget* w)
{
    QStringList out;
    for (const QLabel* l : w->findChildren<QLabel*>()) out << l->text();
    return out;
}

QPushButton* okOf(PasteChartDialog* d) { return d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok); }

QString digits(const Cast& cast)
{
    QString out;
    for (const LineValue v : cast) out += QChar(u'0' + static_cast<int>(v));
    return out;
}

} // namespace

class TestPaste : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"NajiaTestPaste"_s);
        QSettings().clear();
    }

    void aBookHeaderBecomesTheChart()
    {
        MainWindow w;
        w.setScript(Script::Traditional);
        QStringList seen;
        whenOpen([&](PasteChartDialog* d) {
            seen = labels(d);
            QVERIFY(okOf(d)->isEnabled());
            okOf(d)->click();
        });
        QVERIFY(w.pasteChart(u"申月戊辰日，占夫病，得同人之離"_s));
        for (const QString& s : {u"天火同人"_s, u"離為火"_s, u"787797"_s, u"申月 戊辰日"_s, u"夫病"_s})
            QVERIFY2(seen.contains(s), qPrintable(s));
        const base::ChartRecord& r = w.chartModel()->record();
        QCOMPARE(digits(r.cast), u"787797"_s);
        QCOMPARE(r.pillars.day, parsePillars("戊辰日").value().day);
        QCOMPARE(r.question, u"夫病"_s);
        QCOMPARE(r.category, u"illness"_s);
        QCOMPARE(r.subject, QuestionSubject::Husband);
        QVERIFY(w.chartModel()->hasChart());
        QVERIFY(w.isWindowModified());
    }

    // The illness's age in the question (「女占夫久病」) is shown with the asker and carried into the chart, as the
    // asker's sex is.
    void theIllnessAgeIsCarried()
    {
        MainWindow w;
        w.setScript(Script::Traditional);
        QStringList seen;
        whenOpen([&](PasteChartDialog* d) {
            seen = labels(d);
            okOf(d)->click();
        });
        QVERIFY(w.pasteChart(u"申月戊辰日，女占夫久病，得同人之離"_s));
        QVERIFY2(seen.contains(u"久病"_s), qPrintable(seen.join(u' ')));
        QVERIFY(seen.contains(u"女"_s));
        const base::ChartRecord& r = w.chartModel()->record();
        QCOMPARE(r.category, u"illness"_s);
        QCOMPARE(r.sex, Sex::Female);
        QCOMPARE(r.illness, IllnessAge::Long);
        QCOMPARE(w.chartModel()->computedPrimary()->reading.question.illness, IllnessAge::Long);
        QCOMPARE(w.castPanel()->record()->illness, IllnessAge::Long);
    }

    // Pillars without a date, as books give them: the dialog offers the days they fall on; one chosen
    // becomes the cast's moment, whose pillars are those given.
    void aDateIsOfferedForPillars()
    {
        MainWindow w;
        int offered = 0;
        whenOpen([&](PasteChartDialog* d) {
            auto* dates = d->findChild<QComboBox*>(u"pasteDates"_s);
            offered = dates->count() - 1;
            dates->setCurrentIndex(1);
            okOf(d)->click();
        });
        QVERIFY(w.pasteChart(u"申月戊辰日，占夫病，得同人之離"_s));
        QVERIFY(offered >= 50);  // a 申 month (30 days) holds a 戊辰 day (one in 60) about every other year
        const base::ChartRecord& r = w.chartModel()->record();
        QVERIFY(r.moment.has_value());
        const Pillars& p = w.chartModel()->chart()->pillars;
        QCOMPARE(p.day, parsePillars("戊辰日").value().day);
        QCOMPARE(p.month->branch(), Branch::Shen);
    }

    void noHexagramCannotBeAccepted()
    {
        MainWindow w;
        whenOpen([](PasteChartDialog* d) { okOf(d)->click(); });
        QVERIFY(w.pasteChart(u"申月戊辰日，占夫病，得同人之離"_s));
        const auto before = w.chartModel()->record().cast;
        bool enabled = true;
        whenOpen([&](PasteChartDialog* d) {
            enabled = okOf(d)->isEnabled();
            d->reject();
        });
        QVERIFY(!w.pasteChart(u"卜筮正宗 十八問答"_s));
        QVERIFY(!enabled);
        QCOMPARE(w.chartModel()->record().cast, before);
    }
};

QTEST_MAIN(TestPaste)
#include "tst_paste.moc"
