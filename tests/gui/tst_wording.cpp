// The app and the CLI word a chart the same way (issue 13): for every hexagram moving in every line
// pattern tried, under a few pillars and in each script, the app model's heading and line readings
// are the lines and cells of the CLI's text sheet (chartToText), since both come from chart_wording.
#include "base/json/chart_json.h"
#include "base/wording/chart_wording.h"
#include "app/chartmodel.h"
#include "app/mainwindow.h"
#include "base/json/reading_json.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>

#include <QTest>

#include <algorithm>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

class TestWording : public QObject {
    Q_OBJECT
private slots:
    void appAndCliAgree_data()
    {
        QTest::addColumn<QString>("pillars");
        QTest::addColumn<int>("script");
        const char* cases[] = {"辛卯年 丙申月 丙子日", "卯月 戊寅日", "甲辰 丙寅 辛酉 壬子", ""};
        const char* scripts[] = {"繁", "简", "en"};
        for (const char* p : cases)
            for (int s = 0; s < 3; ++s)
                QTest::addRow("%s/%s", *p ? p : "no pillars", scripts[s]) << QString::fromUtf8(p) << s;
    }
    void appAndCliAgree()
    {
        QFETCH(QString, pillars);
        QFETCH(int, script);
        const auto s = static_cast<Script>(script);
        ChartModel model;
        model.setScript(s);
        // 64 hexagrams, each with a different pair of moving lines (and all still for the first).
        for (int bits = 0; bits < 64; ++bits) {
            base::ChartRecord r;
            for (int pos = 0; pos < 6; ++pos) {
                const bool yang = (bits >> pos) & 1;
                const bool moving = bits > 0 && (pos == bits % 6 || pos == (bits / 6) % 6);
                r.cast[std::size_t(pos)] = yang ? (moving ? LineValue::OldYang : LineValue::YoungYang)
                                                : (moving ? LineValue::OldYin : LineValue::YoungYin);
            }
            if (!pillars.isEmpty()) r.pillars = parsePillars(pillars.toStdString()).value();
            model.setRecord(r);
            QVERIFY2(model.hasChart(), qPrintable(model.error()));
            const Chart& c = *model.chart();
            const QStringList sheet = base::chartToText(c, s).split(u'\n');
            const ChartModel::Heading h = model.heading();
            const QString first = h.changed.isEmpty() ? h.primary : h.primary + u"  →  "_s + h.changed;
            QCOMPARE(sheet.value(0), first);
            int next = 1;
            if (!h.pillars.isEmpty()) QCOMPARE(sheet.value(next++), h.pillars);
            // The app adds the moment's 八卦旺相 after the rulers; the rest is the same words.
            QVERIFY2(h.rulers.startsWith(sheet.value(next)), qPrintable(h.rulers + u" vs "_s + sheet.value(next)));
            QVERIFY(sheet.value(next).contains(base::bodyText(c.body, s)));
            for (int row = 0; row < 6; ++row) {
                const QString reading = model.data(model.index(row, ChartModel::Reading)).toString();
                QCOMPARE(reading, base::lineReadingText(c.lines[std::size_t(5 - row)].reading, s));
                // Row 0 of the model is 上爻, the first line of the sheet's table.
                QVERIFY2(sheet.value(next + 2 + row).contains(reading),
                         qPrintable(sheet.value(next + 2 + row) + u" lacks "_s + reading));
            }
        }
    }
    // Copy as Text is the CLI's sheet with what the window shows besides (issue 36, item 18): the
    // question and whom it is about, the reading's 用/原/忌/仇 marks on their lines, and the 神煞.
    // 觀之萃 for 求財: the 用神 is the moving 妻財辛卯木 on the top line (增刪卜易 兩現章
    // 「舍其靜爻而用動爻」).
    void copyHasTheQuestionMarksAndStars()
    {
        MainWindow w;
        w.setScript(Script::Traditional);
        base::ChartRecord r;
        r.cast = base::parseCast(u"888679"_s).value();
        r.pillars = parsePillars("辛卯年 丙申月 丙子日").value();
        r.question = u"求財可得否"_s;
        r.category = u"wealth"_s;
        r.sex = Sex::Male;
        QVERIFY(w.showRecord(r));
        auto* copy = w.findChild<QAction*>(u"actionCopy"_s);
        QVERIFY(copy);
        copy->trigger();
        const QString text = QGuiApplication::clipboard()->text();
        QVERIFY2(text.startsWith(u"求財可得否\n求財 · 自己 · 男\n"_s), qPrintable(text));
        const ChartModel* m = w.chartModel();
        QVERIFY(text.contains(base::chartToTextWithRoles(*m->chart(), m->script(), *m->analysis(), m->computedPrimary()->reading)));
        const QStringList lines = text.split(u'\n');
        const auto top = std::find_if(lines.begin(), lines.end(), [](const QString& l) { return l.contains(u"妻財辛卯木"_s); });
        QVERIFY(top != lines.end());
        QVERIFY2(top->contains(u" 用"_s), qPrintable(*top));
        QVERIFY2(text.contains(u"天乙貴人"_s), qPrintable(text));
    }
};

QTEST_MAIN(TestWording)
#include "tst_wording.moc"
