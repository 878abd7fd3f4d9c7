// Whom the question is about and the asker's sex (issue 17), and the illness's age (近病, 久病), are part of
// the document: the panel shows them, a change recomputes the reading, and Save keeps them (they used to be
// dropped: a file with "subject": "junior" came back as the asker himself after a save).
#include "app/castpanel.h"
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "app/mainwindow.h"

#include <QComboBox>
#include <QLineEdit>
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
    r.illness = IllnessAge::Long;
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
        QCOMPARE(shown->illness, IllnessAge::Long);
        // 子孫 is the 用神 of a question about one's child (卜筮正宗 用神分類定例).
        QVERIFY(w.chartModel()->computedPrimary());
        QCOMPARE(w.chartModel()->computedPrimary()->reading.useful.front().relation, Relation::Offspring);
        const QString copy = dir.filePath(u"copy.najia"_s);
        QVERIFY(w.saveFile(copy));
        const auto back = base::loadRecord(copy);
        QVERIFY(back);
        QCOMPARE(back->subject, QuestionSubject::Junior);
        QCOMPARE(back->sex, Sex::Male);
        QCOMPARE(back->illness, IllnessAge::Long);
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

    // The illness's age is offered beside the sex for the questions that read it (illness, medicine, a
    // doctor): greyed and not stated for any other, kept in the box for a return; a choice recomputes the reading.
    void illnessAgeFollowsTheCategory()
    {
        MainWindow w;
        w.castPanel()->setRecord(childIllness());
        QVERIFY(w.showRecord(childIllness()));
        auto* category = w.castPanel()->findChild<QComboBox*>(u"categoryCombo"_s);
        auto* illness = w.castPanel()->findChild<QComboBox*>(u"illnessCombo"_s);
        QVERIFY(illness);
        QVERIFY(illness->isEnabled());
        QCOMPARE(illness->currentData().toInt(), int(IllnessAge::Long));
        const auto choose = [](QComboBox* c, const QVariant& data) {
            c->setCurrentIndex(c->findData(data));
            emit c->activated(c->currentIndex());
        };
        choose(category, u"wealth"_s);
        QVERIFY(!illness->isEnabled());
        QCOMPARE(w.castPanel()->record()->illness, IllnessAge::Unstated);
        QCOMPARE(w.chartModel()->record().illness, IllnessAge::Unstated);
        for (const char* code : {"medicine", "doctor", "illness"}) {
            choose(category, QString::fromUtf8(code));
            QVERIFY2(illness->isEnabled(), code);
            QCOMPARE(w.castPanel()->record()->illness, IllnessAge::Long);
        }
        choose(illness, int(IllnessAge::Recent));
        QCOMPARE(w.chartModel()->record().illness, IllnessAge::Recent);
        QCOMPARE(w.chartModel()->computedPrimary()->reading.question.illness, IllnessAge::Recent);
    }

    // 後時 (易冒 卷4): the time the matter is decided is a field of the question. Typed, it recomputes the reading at
    // once; a file keeps it through Save; what is no month or day is refused and the chart keeps its last reading.
    void decidedTimeIsPartOfTheQuestion()
    {
        QTemporaryDir dir;
        base::ChartRecord r = childIllness();
        r.decided = base::parseDecided(u"巳月"_s).value();
        const QString path = dir.filePath(u"decided.najia"_s);
        QVERIFY(base::saveRecord(r, path));
        MainWindow w;
        QVERIFY(w.openFile(path));
        auto* decided = w.castPanel()->findChild<QLineEdit*>(u"decidedEdit"_s);
        QVERIFY(decided);
        QCOMPARE(decided->text(), u"巳月"_s);
        QCOMPARE(w.chartModel()->computedPrimary()->reading.question.decidedMonth, std::optional(Branch::Si));
        const auto type = [decided](const QString& text) {  // as typed: QTest::keyClicks takes ASCII only
            decided->setText(text);
            emit decided->textEdited(text);
        };
        type(u"巳月 癸亥日"_s);
        QCOMPARE(w.chartModel()->computedPrimary()->reading.question.decidedDay, parseGanZhi("癸亥"));
        type(u"甲子年"_s);
        QVERIFY(!w.castPanel()->record());
        QCOMPARE(w.chartModel()->computedPrimary()->reading.question.decidedDay, parseGanZhi("癸亥"));
        type(u"午月"_s);
        const QString copy = dir.filePath(u"copy.najia"_s);
        QVERIFY(w.saveFile(copy));
        const auto back = base::loadRecord(copy);
        QVERIFY(back);
        QCOMPARE(base::decidedText(back->decided), u"午月"_s);
    }

    // In a Chinese UI the choices are Chinese words only.
    void choicesInTheUiLanguage()
    {
        MainWindow w;
        w.setLanguage(u"zh_CN"_s);
        QApplication::processEvents();
        for (const QString& name : {u"subjectCombo"_s, u"sexCombo"_s, u"illnessCombo"_s, u"usefulCombo"_s}) {
            auto* c = w.castPanel()->findChild<QComboBox*>(name);
            for (int i = 0; i < c->count(); ++i)
                QVERIFY2(!c->itemText(i).contains(QRegularExpression(u"[A-Za-z]"_s)), qPrintable(c->itemText(i)));
        }
        auto* sex = w.castPanel()->findChild<QComboBox*>(u"sexCombo"_s);
        QCOMPARE(sex->itemText(1), u"男"_s);
        auto* illness = w.castPanel()->findChild<QComboBox*>(u"illnessCombo"_s);
        QCOMPARE(illness->itemText(0), u"未言"_s);
        QCOMPARE(illness->itemText(2), u"久病"_s);
        w.setLanguage(u"en"_s);
    }
};

QTEST_MAIN(TestQuestion)
#include "tst_question.moc"
