// Whom the question is about and the asker's sex (issue 17) are part of the document: the panel
// shows them, a change recomputes the reading, and Save keeps them (they used to be dropped: a
// file with "subject": "junior" came back as the asker himself after a save).
#include "app/castpanel.h"
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "app/mainwindow.h"

#include <QComboBox>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {
base::ChartRecord childIllness()
{
    base::ChartRecord r;
    r.cast = base::parseCast(u"888679"_s).value();
    r.pillars = parsePillars("辛卯年 丙申月 丙子日").value();
    r.question = u"子存亡"_s;
    r.category = u"illness"_s;
    r.subject = QuestionSubject::Junior;
    r.sex = Sex::Male;
    return r;
}
} // namespace

class TestQuestion : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"NajiaTestQuestion"_s);
        QSettings().clear();
    }

    void saveKeepsSubjectAndSex()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"child.najia"_s);
        QVERIFY(base::saveRecord(childIllness(), path));
        MainWindow w;
        QVERIFY(w.openFile(path));
        const auto shown = w.castPanel()->record();
        QVERIFY(shown);
        QCOMPARE(shown->subject, QuestionSubject::Junior);
        QCOMPARE(shown->sex, Sex::Male);
        // 子孫 is the 用神 of a question about one's child (卜筮正宗 用神分類定例).
        QVERIFY(w.chartModel()->computedPrimary());
        QCOMPARE(w.chartModel()->computedPrimary()->reading.useful.front().relation, Relation::Offspring);
        const QString copy = dir.filePath(u"copy.najia"_s);
        QVERIFY(w.saveFile(copy));
        const auto back = base::loadRecord(copy);
        QVERIFY(back);
        QCOMPARE(back->subject, QuestionSubject::Junior);
        QCOMPARE(back->sex, Sex::Male);
    }

    // Choosing whom the question is about recomputes the reading at once.
    void subjectRecomputesTheReading()
    {
        MainWindow w;
        QVERIFY(w.showRecord(childIllness()));
        auto* subject = w.castPanel()->findChild<QComboBox*>(u"subjectCombo"_s);
        subject->setCurrentIndex(subject->findData(int(QuestionSubject::Elder)));
        emit subject->activated(subject->currentIndex());
        QCOMPARE(w.chartModel()->computedPrimary()->reading.useful.front().relation, Relation::Parent);
    }

    // In a Chinese UI the choices are Chinese words only.
    void choicesInTheUiLanguage()
    {
        MainWindow w;
        w.setLanguage(u"zh_CN"_s);
        QApplication::processEvents();
        for (const QString& name : {u"subjectCombo"_s, u"sexCombo"_s, u"usefulCombo"_s}) {
            auto* c = w.castPanel()->findChild<QComboBox*>(name);
            for (int i = 0; i < c->count(); ++i)
                QVERIFY2(!c->itemText(i).contains(QRegularExpression(u"[A-Za-z]"_s)), qPrintable(c->itemText(i)));
        }
        auto* sex = w.castPanel()->findChild<QComboBox*>(u"sexCombo"_s);
        QCOMPARE(sex->itemText(1), u"男"_s);
        w.setLanguage(u"en"_s);
    }
};

QTEST_MAIN(TestQuestion)
#include "tst_question.moc"
