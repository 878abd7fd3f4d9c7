// .najia chart files: round trips, recomputation from the record alone, and clear errors for
// malformed, foreign or newer files — never a crash, never a half-written file.
#include "chart_file.h"
#include "chart_json.h"
#include "casting/coins.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {
ChartRecord sample()
{
    ChartRecord r;
    r.cast = base::parseCast(u"888679"_s).value();
    r.pillars = parsePillars("辛卯年 丙申月 丙子日").value();
    r.question = u"子存亡"_s;
    r.category = u"illness"_s;
    r.notes = u"後及亥月甲辰日，子孫反得平安而歸"_s;
    r.settings.hidden = HiddenMethod::TrigramPairs;
    return r;
}
void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}
} // namespace

class TestChartFile : public QObject {
    Q_OBJECT
private slots:
    void roundTripWithPillars()
    {
        const ChartRecord r = sample();
        const auto back = recordFromJson(recordToJson(r));
        QVERIFY2(back, back ? "" : back.error().c_str());
        QCOMPARE(back->cast, r.cast);
        QCOMPARE(back->pillars, r.pillars);
        QCOMPARE(back->settings, r.settings);
        QCOMPARE(back->question, r.question);
        QCOMPARE(back->category, r.category);
        QCOMPARE(back->notes, r.notes);
        QVERIFY(!back->moment);
    }

    // The question's person and sex travel with the chart, and the reading is recomputed on open:
    // 增刪卜易 飛伏神章, 辛卯年 丙申月 丙子日 占子存亡 觀之萃 — 「世爻未土發動，化出亥水子孫」: no 子孫 on the
    // six lines, the 變爻 before the 伏神.
    void questionAndReading()
    {
        ChartRecord r = sample();
        r.subject = QuestionSubject::Junior;
        r.sex = Sex::Male;
        const QJsonObject json = recordToJson(r);
        QCOMPARE(json[u"subject"_s].toString(), u"junior"_s);
        QCOMPARE(json[u"sex"_s].toString(), u"male"_s);
        QCOMPARE(json[u"reading"_s][u"useful"_s][u"rule"_s].toString(), u"changed"_s);
        const auto back = recordFromJson(json);
        QVERIFY(back);
        QCOMPARE(back->subject, QuestionSubject::Junior);
        QCOMPARE(back->sex, Sex::Male);
        const auto c = compute(*back);
        QVERIFY(c);
        const UsefulPick& p = c->reading.useful.front();
        QCOMPARE(p.relation, Relation::Offspring);
        QCOMPARE(p.line, (LineRef{Layer::Changed, 4}));
        QCOMPARE(p.rule, PickRule::Changed);
        // A file from before the reading: no subject, no sex — the asker himself, sex unstated.
        QJsonObject old = json;
        old.remove(u"subject"_s);
        old.remove(u"sex"_s);
        const auto older = recordFromJson(old);
        QVERIFY(older);
        QCOMPARE(older->subject, QuestionSubject::Self);
        QCOMPARE(older->sex, Sex::Unstated);
        old[u"sex"_s] = u"neither"_s;
        QVERIFY(!recordFromJson(old));
    }

    // With a moment the pillars are recomputed from it: 2024-02-04 16:25 Asia/Shanghai is before
    // 立春 (癸卯年 乙丑月 戊戌日 庚申時, as tst_pillars and the CLI golden test have it).
    void roundTripWithMoment()
    {
        ChartRecord r = sample();
        r.moment = Moment{u"2024-02-04 16:25:00"_s, u"Asia/Shanghai"_s};
        const QJsonObject json = recordToJson(r);
        QCOMPARE(json[u"pillars"_s][u"month"_s].toString(), u"乙丑"_s);
        const auto back = recordFromJson(json);
        QVERIFY(back);
        QCOMPARE(back->moment->civil, r.moment->civil);
        const auto c = compute(*back);
        QVERIFY(c);
        QCOMPARE(QString::fromStdString(name(*c->chart.pillars.year)), u"癸卯"_s);
        QVERIFY(c->boundary && c->boundary->jieSeconds == -128);  // 立春 at 16:27:08
    }

    // The cast's provenance travels with the chart; a file whose provenance gives other lines
    // than it claims is refused.
    void provenanceRoundTripAndMismatch()
    {
        ChartRecord r = sample();
        casting::CoinInputs coins;
        coins.tosses = casting::parseTosses("TTT HHT HHT HHH HTT TTT").value();
        r.cast = casting::castFromTosses(coins.tosses, coins.faces);
        r.provenance.inputs = coins;
        r.provenance.source = casting::RandomSourceKind::OsEntropy;
        QJsonObject json = recordToJson(r);
        const auto back = recordFromJson(json);
        QVERIFY2(back, back ? "" : back.error().c_str());
        QCOMPARE(back->provenance.inputs, r.provenance.inputs);
        QCOMPARE(back->cast, r.cast);
        QJsonObject cast = json[u"cast"_s].toObject();
        cast[u"lines"_s] = u"777777"_s;
        json[u"cast"_s] = cast;
        const auto bad = recordFromJson(json);
        QVERIFY(!bad);
        QVERIFY(QString::fromStdString(bad.error()).contains(u"provenance gives other lines"_s));
    }

    // A file naming only a preset reads its settings from the preset; stated settings override.
    void presetSettingsByDefault()
    {
        QJsonObject json = recordToJson(sample());
        QJsonObject settings = json[u"settings"_s].toObject();
        settings.remove(u"analysis"_s);
        settings[u"preset"_s] = u"yimao"_s;
        json[u"settings"_s] = settings;
        const auto r = recordFromJson(json);
        QVERIFY(r);
        QCOMPARE(r->analysis, preset(PresetId::YiMao).analysis);
        settings[u"analysis"_s] = QJsonObject{{u"year-void"_s, u"off"_s}};
        json[u"settings"_s] = settings;
        const auto overridden = recordFromJson(json);
        QVERIFY(overridden);
        QVERIFY(!overridden->analysis.yearVoid);
        QCOMPARE(overridden->analysis.dispersal, preset(PresetId::YiMao).analysis.dispersal);
    }

    void saveAndLoad()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"case.najia"_s);
        QVERIFY(saveRecord(sample(), path));
        const auto back = loadRecord(path);
        QVERIFY(back);
        QCOMPARE(back->cast, sample().cast);
    }

    void badFilesGiveClearErrors_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QTest::newRow("not JSON") << QByteArray("{\"format\": ") << u"not valid JSON"_s;
        QTest::newRow("foreign JSON") << QByteArray("{\"a\": 1}") << u"not a Najia chart file"_s;
        QTest::newRow("newer") << QByteArray(R"({"format":"najia-chart","version":99})") << u"newer Najia"_s;
        QTest::newRow("bad lines") << QByteArray(R"({"format":"najia-chart","version":1,"cast":{"lines":"98767"}})") << u"six digits"_s;
        QTest::newRow("bad pillars") << QByteArray(R"({"format":"najia-chart","version":1,"cast":{"lines":"987677"},"pillars":{"day":"甲丑"}})") << u"pillars"_s;
        QTest::newRow("bad zone") << QByteArray(R"({"format":"najia-chart","version":1,"cast":{"lines":"987677"},"moment":{"civil":"2024-01-01 10:00","zone":"Mars/Olympus"}})") << u"unknown time zone"_s;
        QTest::newRow("out of range") << QByteArray(R"({"format":"najia-chart","version":1,"cast":{"lines":"987677"},"moment":{"civil":"1500-01-01 10:00","zone":"Asia/Shanghai"}})") << u"outside the supported range"_s;
        QTest::newRow("bad setting") << QByteArray(R"({"format":"najia-chart","version":1,"cast":{"lines":"987677"},"settings":{"hidden":"x"}})") << u"settings"_s;
        QTest::newRow("truncated") << QByteArray("\xef\xbb\xbf{\"format\":\"najia-chart\",\"vers") << u"not valid JSON"_s;
    }
    void badFilesGiveClearErrors()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bad.najia"_s);
        writeFile(path, bytes);
        const auto r = loadRecord(path);
        QVERIFY(!r);
        QVERIFY2(QString::fromStdString(r.error()).contains(message), r.error().c_str());
    }

    void missingFile()
    {
        const auto r = loadRecord(u"/nonexistent/x.najia"_s);
        QVERIFY(!r);
        QVERIFY(QString::fromStdString(r.error()).contains(u"cannot open"_s));
    }

    // A save into a directory that does not exist fails cleanly and leaves nothing behind.
    void failedSaveLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"missing/sub/case.najia"_s);
        QVERIFY(!saveRecord(sample(), path));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(TestChartFile)
#include "tst_chart_file.moc"
