// .najia chart files: round trips, recomputation from the record alone, and clear errors for
// malformed, foreign or newer files — never a crash, never a half-written file.
#include "base/document/chart_file.h"
#include "base/json/chart_json.h"
#include "base/io/whole_file.h"
#include "write_failures.h"
#include "engine/casting/coins.h"
#include "engine/reading/reading_terms.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>

#include <set>

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

    // The illness's age (近病, 久病) travels with the chart and reaches the reading's question; it is written
    // only when stated, so that a file of another question (and a casebook's sealed inputs) stay as they were.
    void illnessAge()
    {
        ChartRecord r = sample();
        QVERIFY(!recordToJson(r).contains(u"illness_age"_s));
        r.illness = IllnessAge::Long;
        const QJsonObject json = recordToJson(r);
        QCOMPARE(json[u"illness_age"_s].toString(), u"long"_s);
        QCOMPARE(json[u"reading"_s][u"question"_s][u"illness_age"_s].toString(), u"long"_s);
        const auto back = recordFromJson(json);
        QVERIFY2(back, back ? "" : back.error().c_str());
        QCOMPARE(back->illness, IllnessAge::Long);
        QCOMPARE(questionOf(*back).illness, IllnessAge::Long);
        const auto c = compute(*back);
        QVERIFY(c);
        QCOMPARE(c->reading.question.illness, IllnessAge::Long);
        // Through a file on disk too, and "unstated" written by hand reads as unstated.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"long.najia"_s);
        r.illness = IllnessAge::Recent;
        QVERIFY(saveRecord(r, path));
        const auto loaded = loadRecord(path);
        QVERIFY(loaded);
        QCOMPARE(loaded->illness, IllnessAge::Recent);
        QJsonObject stated = json;
        stated[u"illness_age"_s] = u"unstated"_s;
        QCOMPARE(recordFromJson(stated)->illness, IllnessAge::Unstated);
        // A file from before it: no key, unstated, and no warning.
        QJsonObject old = json;
        old.remove(u"illness_age"_s);
        QStringList warnings;
        const auto older = recordFromJson(old, &warnings);
        QVERIFY(older);
        QCOMPARE(older->illness, IllnessAge::Unstated);
        QVERIFY(warnings.isEmpty());
        // A bad value is refused, the key named.
        for (const QJsonValue& bad : {QJsonValue(u"chronic"_s), QJsonValue(3)}) {
            old[u"illness_age"_s] = bad;
            const auto refused = recordFromJson(old);
            QVERIFY(!refused);
            QVERIFY2(QString::fromStdString(refused.error()).contains(u"illness_age"_s), refused.error().c_str());
        }
    }

    // 後時 (易冒 卷4): the month and day the matter is decided travel with the chart, as pillars are written, and reach
    // the reading's question (its JSON too); written only when given; a year, an hour or words that are no pillars
    // are refused, the key named.
    void decidedTime()
    {
        ChartRecord r = sample();
        QVERIFY(!recordToJson(r).contains(u"decided"_s));
        r.decided = parseDecided(u"巳月 癸亥日"_s).value();
        QCOMPARE(r.decided.month, std::optional(Branch::Si));
        QCOMPARE(r.decided.day, parseGanZhi("癸亥"));
        const QJsonObject json = recordToJson(r);
        QCOMPARE(json[u"decided"_s].toString(), u"巳月 癸亥日"_s);
        QCOMPARE(json[u"reading"_s][u"question"_s][u"decided"_s].toString(), u"巳月 癸亥日"_s);
        QVERIFY(!recordToJson(sample())[u"reading"_s][u"question"_s].toObject().contains(u"decided"_s));
        const auto back = recordFromJson(json);
        QVERIFY2(back, back ? "" : back.error().c_str());
        QCOMPARE(back->decided, r.decided);
        QCOMPARE(questionOf(*back).decidedMonth, std::optional(Branch::Si));
        QCOMPARE(compute(*back)->reading.question.decidedDay, parseGanZhi("癸亥"));
        // A month alone, a full month pillar (its branch is what counts), a day alone; blank is none.
        QCOMPARE(decidedText(parseDecided(u"乙巳月"_s).value()), u"巳月"_s);
        QCOMPARE(decidedText(parseDecided(u" 癸亥日 "_s).value()), u"癸亥日"_s);
        QVERIFY(parseDecided(u"  "_s)->empty());
        for (const QString& bad : {u"甲子年 巳月"_s, u"巳月 子時"_s, u"明年孟夏"_s, u"巳月 午月"_s}) {
            QJsonObject wrong = json;
            wrong[u"decided"_s] = bad;
            const auto refused = recordFromJson(wrong);
            QVERIFY2(!refused, qPrintable(bad));
            QVERIFY2(QString::fromStdString(refused.error()).contains(u"decided"_s), refused.error().c_str());
        }
        QJsonObject number = json;
        number[u"decided"_s] = 5;
        QVERIFY(!recordFromJson(number));
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

    // A coin cast made at 2024-02-04 16:30 in Shanghai, saved with a moment a day later: read, with
    // a warning naming both; the same moment gives no warning.
    void provenanceAgainstMoment()
    {
        ChartRecord r = sample();
        casting::CoinInputs coins;
        coins.tosses = casting::parseTosses("TTT HHT HHT HHH HTT TTT").value();
        r.cast = casting::castFromTosses(coins.tosses, coins.faces);
        r.provenance.inputs = coins;
        r.provenance.instant = calendar::sys_seconds(std::chrono::seconds(1707035400));  // 2024-02-04 08:30 UTC
        r.provenance.zone = "Asia/Shanghai";
        r.moment = Moment{u"2024-02-04 16:30"_s, u"Asia/Shanghai"_s};
        QStringList warnings;
        QVERIFY(recordFromJson(recordToJson(r), &warnings));
        QCOMPARE(warnings, QStringList());
        r.moment->civil = u"2024-02-05 16:30"_s;
        QVERIFY(recordFromJson(recordToJson(r), &warnings));
        QCOMPARE(warnings, QStringList{u"\"cast.provenance\" was cast at 2024-02-04 16:30:00+08:00 (Asia/Shanghai), the \"moment\" is 2024-02-05 16:30 (Asia/Shanghai)"_s});
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
        QTest::newRow("bad zone") << QByteArray(R"({"format":"najia-chart","version":1,"cast":{"lines":"987677"},"moment":{"civil":"2024-01-01 10:00","zone":"Mars/Olympus"}})") << u"\"moment.zone\" must be an IANA zone"_s;
        QTest::newRow("out of range") << QByteArray(R"({"format":"najia-chart","version":1,"cast":{"lines":"987677"},"moment":{"civil":"1500-01-01 10:00","zone":"Asia/Shanghai"}})") << u"outside the supported range"_s;
        QTest::newRow("bad setting") << QByteArray(R"({"format":"najia-chart","version":1,"cast":{"lines":"987677"},"settings":{"hidden":"x"}})") << u"settings"_s;
        QTest::newRow("truncated") << QByteArray("\xef\xbb\xbf{\"format\":\"najia-chart\",\"vers") << u"not valid JSON"_s;
        // The computed parts are skipped unparsed when whole, but still must be objects, and a file that
        // ends inside one is reported on the file itself (offset 63: past the last of these 63 bytes).
        QTest::newRow("chart not an object") << QByteArray(R"({"format":"najia-chart","version":1,"cast":{"lines":"987677"},"chart":5})") << u"\"chart\""_s;
        QTest::newRow("ends inside the reading") << QByteArray(R"({"format":"najia-chart","version":1,"reading":{"useful":[{"a":")")
                                                 << u"not valid JSON (the text ends inside a string at byte 63)"_s;
    }

    // Loading skips the "chart" and "reading" objects without parsing them (an import of 10,000 saved
    // files spent most of its time building them): what they hold does not matter, and a key or brace
    // inside a string is text, not structure.
    void computedPartsAreSkipped()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"skip.najia"_s);
        QJsonObject json = recordToJson(sample());
        json[u"notes"_s] = u"\"chart\": {\"reading\": [} \\ 「財」"_s;
        json[u"question"_s] = u"chart"_s;
        writeFile(path, QJsonDocument(json).toJson());
        const auto whole = loadRecord(path);
        QVERIFY2(whole, whole ? "" : whole.error().c_str());
        QCOMPARE(whole->notes, json[u"notes"_s].toString());
        QCOMPARE(whole->question, u"chart"_s);
        QCOMPARE(recordToJson(*whole), recordToJson(*recordFromJson(json)));
        // Skipped, not unchecked: what JSON refuses inside them ([1} closes with the wrong bracket) refuses
        // the file, as RFC 8259 reads it (issue 37, item 7: it once opened).
        QByteArray bytes = QJsonDocument(json).toJson(QJsonDocument::Compact);
        const qsizetype at = bytes.indexOf("\"reading\":{") + 11;
        bytes.insert(at, "\"x\":[1},");
        writeFile(path, bytes);
        const auto skipped = loadRecord(path);
        QVERIFY(!skipped);
        QVERIFY2(QString::fromStdString(skipped.error()).contains(u"is not valid JSON (',' or ']' expected at byte %1)"_s.arg(at + 6)),
                 skipped.error().c_str());
    }

    // RFC 8259 as Qt's parser does not hold it (issue 37, item 7): each of these opened, read as another
    // file than another program reads (a duplicate key: Qt keeps the last, others the first).
    void strictSyntaxRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const QByteArray head = R"({"format": "najia-chart", "version": 1, "cast": {"lines": "987677"}, )";
        QTest::newRow("duplicate key") << head + R"("question": "a", "question": "b"})" << u"duplicate key \"question\" at byte 86"_s;
        QTest::newRow("duplicate key in chart") << head + R"("chart": {"x": 1, "x": 2}})" << u"duplicate key \"x\" at byte 87"_s;
        QTest::newRow("duplicate by escape") << head + R"("notes": "", "no\u0074es": ""})" << u"duplicate key \"notes\""_s;
        QTest::newRow("escape x") << head + R"("notes": "\x41"})" << u"invalid escape \\\\x at byte 80"_s;
        QTest::newRow("escape u short") << head + R"("notes": "\u41"})" << u"invalid \\\\u escape"_s;
        QTest::newRow("lone surrogate") << head + R"("notes": "\ud800"})" << u"lone high surrogate"_s;
        QTest::newRow("control in string") << head + "\"notes\": \"a\tb\"}" << u"a control character inside a string"_s;
        QTest::newRow("invalid UTF-8") << head + "\"notes\": \"\xC0\xAF\"}" << u"invalid UTF-8 at byte 79"_s;
        QTest::newRow("leading zero") << head + R"("chart": {"n": 01}})" << u"text after|',' or '}' expected"_s;
        QTest::newRow("trailing text") << head + R"("notes": ""} x)" << u"text after the JSON value"_s;
        QTest::newRow("trailing comma") << head + R"("notes": "",})" << u"a name in double quotes expected"_s;
        QTest::newRow("deep") << head + R"("chart": )" + QByteArray(200, '[') + QByteArray(200, ']') + "}" << u"nested more than 128 deep"_s;
    }
    void strictSyntaxRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"strict.najia"_s);
        writeFile(path, bytes);
        const auto r = loadRecord(path);
        QVERIFY2(!r, bytes.constData());
        QVERIFY2(QString::fromStdString(r.error()).contains(QRegularExpression(message)), r.error().c_str());
    }

    // What RFC 8259 allows still opens: a byte order mark (§8.1), escapes of every kind, a surrogate
    // pair, numbers with fraction and exponent.
    void strictSyntaxAllows()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"allowed.najia"_s);
        writeFile(path, "\xEF\xBB\xBF"
                        "{\"format\": \"najia-chart\", \"version\": 1, \"cast\": {\"lines\": \"987677\"}, \"notes\": \"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u8ca1\\ud83d\\ude00\", \"chart\": {\"a\": [1.5e3, -0, 2E-2, true, false, null, {}]}}");
        const auto r = loadRecord(path);
        QVERIFY2(r, r ? "" : r.error().c_str());
        QCOMPARE(r->notes, u"\"\\/\b\f\n\r\t財\U0001F600"_s);
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
        QVERIFY(QString::fromStdString(r.error()).contains(u"cannot read"_s));
    }

    // A save into a directory that does not exist fails cleanly and leaves nothing behind.
    void failedSaveLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"missing/sub/case.najia"_s);
        QVERIFY(!saveRecord(sample(), path));
        QVERIFY(!QFile::exists(path));
    }
    // Saving over a good chart never destroys it: a full disk (a file-size limit here), a
    // read-only file or directory, a missing directory or a directory in the file's place each
    // give an error naming the cause, and the old file stays byte for byte with nothing beside it.
    void failedSaveKeepsTheGoodFile_data()
    {
        QTest::addColumn<int>("failure");
        QTest::addColumn<QString>("cause");
        QTest::newRow("full disk") << int(WriteFailure::FileSizeLimit) << u"File too large"_s;
        QTest::newRow("missing directory") << int(WriteFailure::MissingDirectory) << u"No such file or directory"_s;
        QTest::newRow("target is a directory") << int(WriteFailure::TargetIsDirectory) << u"it is a directory"_s;
        QTest::newRow("read-only directory") << int(WriteFailure::ReadOnlyDirectory) << u"Permission denied"_s;
        QTest::newRow("read-only file") << int(WriteFailure::ReadOnlyFile) << u"not writable"_s;
    }
    void failedSaveKeepsTheGoodFile()
    {
        QFETCH(int, failure);
        QFETCH(QString, cause);
        const auto kind = WriteFailure(failure);
        if (kind == WriteFailure::ReadOnlyDirectory || kind == WriteFailure::ReadOnlyFile)
            if (const QString why = permissionBitsIgnored(); !why.isEmpty()) QSKIP(qPrintable(why));
        QTemporaryDir dir;
        QString path = dir.filePath(u"case.najia"_s);
        ChartRecord bigger = sample();
        bigger.notes = QString(20000, u'記');  // well past the 4 KiB limit below
        QVERIFY(saveRecord(sample(), path));
        const QByteArray good = readWholeFile(path).value();
        std::optional<FileSizeLimit> limit;
        switch (kind) {
        case WriteFailure::FileSizeLimit: limit.emplace(4096); QVERIFY(limit->active()); break;
        case WriteFailure::MissingDirectory: path = dir.filePath(u"missing/case.najia"_s); break;
        case WriteFailure::TargetIsDirectory: path = dir.path(); break;
        case WriteFailure::ReadOnlyDirectory: QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner); break;
        case WriteFailure::ReadOnlyFile: QFile::setPermissions(path, QFile::ReadOwner); break;
        }
        const auto saved = saveRecord(bigger, path);
        limit.reset();
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY(!saved);
        QVERIFY2(QString::fromStdString(saved.error()).contains(cause), saved.error().c_str());
        QCOMPARE(readWholeFile(dir.filePath(u"case.najia"_s)).value(), good);
        QCOMPARE(strayFiles(dir.path(), u"case.najia"_s), QStringList());
    }

    // Reading stops at 16 MiB, and only regular files are read: an endless device is refused at
    // once, a huge file is refused, not swallowed.
    void readingStopsAtTheSizeLimit()
    {
        const auto endless = loadRecord(u"/dev/zero"_s);
        QVERIFY(!endless);
        QVERIFY2(QString::fromStdString(endless.error()).contains(u"it is a character device"_s), endless.error().c_str());
        QTemporaryDir dir;
        QFile big(dir.filePath(u"big.najia"_s));
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(kMaxReadBytes + 1));  // sparse: no disk used
        big.close();
        const auto huge = loadRecord(big.fileName());
        QVERIFY(!huge);
        QVERIFY2(QString::fromStdString(huge.error()).contains(u"larger than 16 MiB"_s), huge.error().c_str());
        QCOMPARE(readWholeFile(big.fileName(), kMaxReadBytes + 1).value().size(), kMaxReadBytes + 1);
    }
    // The strict reader (issue 21's campaign): each of these was once read as another chart or a
    // default without a word. Now each is refused, naming the key and what it must be.
    void strictReaderRefuses_data()
    {
        QTest::addColumn<QByteArray>("settings");
        QTest::addColumn<QByteArray>("rest");
        QTest::addColumn<QString>("message");
        // day_boundary 0 (a number) was read as 23: day pillar 己亥 instead of 戊戌.
        QTest::newRow("day_boundary number") << QByteArray(R"("day_boundary": 0)") << QByteArray() << u"\"settings.day_boundary\" must be one of \"23\", \"0\"; got 0"_s;
        QTest::newRow("hidden number") << QByteArray(R"("hidden": 1)") << QByteArray() << u"\"settings.hidden\" must be one of \"head\", \"head-all\", \"pairs\"; got 1"_s;
        QTest::newRow("body number") << QByteArray(R"("body": 1)") << QByteArray() << u"\"settings.body\""_s;
        QTest::newRow("preset number") << QByteArray(R"("preset": 1)") << QByteArray() << u"\"settings.preset\""_s;
        QTest::newRow("changed_relations number") << QByteArray(R"("changed_relations": 1)") << QByteArray() << u"\"settings.changed_relations\""_s;
        QTest::newRow("settings a number") << QByteArray() << QByteArray(R"("settings": 5)") << u"\"settings\" must be an object"_s;
        QTest::newRow("notes an array") << QByteArray() << QByteArray(R"("notes": ["a"])") << u"\"notes\" must be a string; got an array"_s;
        // An empty, null or numeric zone used the machine's zone: 甲辰年 丙寅月 under TZ=UTC,
        // 癸卯年 乙丑月 under TZ=Asia/Shanghai for the same file.
        for (const char* zone : {R"("")", "null", "8", R"("UTC+15:00")"})
            QTest::addRow("zone %s", zone) << QByteArray() << QByteArray(R"("moment": {"civil": "2024-02-04 16:30", "zone": )") + zone + "}"
                                           << u"\"moment.zone\" must be"_s;
        // Null where the schema allows none was read as absent (issue 37, item 7).
        QTest::newRow("question null") << QByteArray() << QByteArray(R"("question": null)") << u"\"question\" must be a string; got null"_s;
        QTest::newRow("category null") << QByteArray() << QByteArray(R"("category": null)") << u"\"category\" must be one of"_s;
        QTest::newRow("preset null") << QByteArray(R"("preset": null)") << QByteArray() << u"\"settings.preset\" must be one of"_s;
        QTest::newRow("settings null") << QByteArray() << QByteArray(R"("settings": null)") << u"\"settings\" must be an object; got null"_s;
        QTest::newRow("zone in a moment null") << QByteArray() << QByteArray(R"("moment": {"civil": null, "zone": "UTC"})") << u"\"moment.civil\" must be a string; got null"_s;
        // A 16 MB notes field once took 26 s and 1 GB to export (issue 37, item 12): text has a limit.
        QTest::newRow("notes too long") << QByteArray() << "\"notes\": \"" + QByteArray(65537, 'x') + "\""
                                        << u"\"notes\" must be a text of at most 65536 characters"_s;
        QTest::newRow("question too long") << QByteArray() << "\"question\": \"" + QByteArray(1001, 'x') + "\""
                                           << u"\"question\" must be a text of at most 1000 characters"_s;
        // With a moment the pillars were not looked at: any type passed.
        for (const char* value : {"5", "true", "[]", "{}"})
            QTest::addRow("pillars.day %s beside a moment", value)
                << QByteArray() << QByteArray(R"("moment": {"civil": "2024-02-04 16:30", "zone": "Asia/Shanghai"}, "pillars": {"day": )") + value + "}"
                << u"\"pillars.day\" must be a string"_s;
        // The year field supplied the month: 「"year": "丙申月 辛卯"」.
        QTest::newRow("year field with a month") << QByteArray() << QByteArray(R"("pillars": {"year": "丙申月 辛卯"})")
                                                 << u"\"pillars.year\" must be a 干支 or a branch; got \"丙申月 辛卯\""_s;
        // utc_offset was never range-checked: -9223372036854775808 overflowed in hhmm() (UBSan),
        // 9e18 printed +2500000000000000:00 on the sheet.
        for (const char* offset : {"-9223372036854775808", "9e18", "50401"})
            QTest::addRow("utc_offset %s", offset) << QByteArray() << QByteArray(R"("cast": {"lines": "987677", "provenance": {"method": "lines", "inputs": {"lines": "987677"}, "instant": "2024-02-04T08:30:00Z", "zone": "Asia/Shanghai", "utc_offset": )") + offset + R"(, "clock_offset": 28800, "day_boundary": 23, "true_solar": null, "random_source": "none", "seed": null}})"
                                                   << u"cast.utc_offset must be whole seconds within ±14:00"_s;
    }
    void strictReaderRefuses()
    {
        QFETCH(QByteArray, settings);
        QFETCH(QByteArray, rest);
        QFETCH(QString, message);
        QByteArray json = R"({"format": "najia-chart", "version": 1)";
        if (!rest.startsWith(R"("cast")")) json += R"(, "cast": {"lines": "987677"})";
        if (!settings.isEmpty()) json += R"(, "settings": {)" + settings + "}";
        if (!rest.isEmpty()) json += ", " + rest;
        json += "}";
        const QJsonDocument doc = QJsonDocument::fromJson(json);
        QVERIFY2(doc.isObject(), json.constData());
        const auto r = recordFromJson(doc.object());
        QVERIFY2(!r, json.constData());
        QVERIFY2(QString::fromStdString(r.error()).contains(message), r.error().c_str());
    }

    // A year or month given as a branch alone (卯年 丙申月, as 增刪卜易's cases often give them)
    // survives the file; a branch alone for the day is refused, naming the key.
    void branchAlonePillarsRoundTrip()
    {
        ChartRecord r = sample();
        r.pillars = parsePillars("卯年 申月 丙子日").value();
        const auto back = recordFromJson(recordToJson(r));
        QVERIFY2(back, back ? "" : back.error().c_str());
        QCOMPARE(back->pillars.yearBranchOnly, parseTerm<Branch>("卯"));
        QCOMPARE(back->pillars.monthBranchOnly, parseTerm<Branch>("申"));
        QCOMPARE(QString::fromStdString(name(*back->pillars.day)), u"丙子"_s);
        QJsonObject json = recordToJson(r);
        json[u"pillars"_s] = QJsonObject{{u"day"_s, u"子"_s}};
        const auto bad = recordFromJson(json);
        QVERIFY(!bad);
        QVERIFY2(QString::fromStdString(bad.error()).contains(u"\"pillars.day\" must be a 干支"_s), bad.error().c_str());
    }

    // A misspelt key (「"pilars"」) dropped the pillars in silence; now it is named in a warning.
    void unknownKeysAreWarnings()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"case.najia"_s);
        writeFile(path, R"({"format": "najia-chart", "version": 1, "cast": {"lines": "987677"}, "pilars": {"day": "戊戌"}})");
        QStringList warnings;
        QVERIFY(loadRecord(path, &warnings));
        QCOMPARE(warnings, QStringList{path + u": unknown key \"pilars\" ignored"_s});
    }

    // America/New_York 2024-11-03 01:30 occurs twice (EDT, then EST an hour later); a file may
    // say which, and keeps it on saving.
    void momentOverlapRoundTrips()
    {
        ChartRecord r = sample();
        r.moment = Moment{u"2024-11-03 01:30"_s, u"America/New_York"_s, Overlap::Later};
        const QJsonObject json = recordToJson(r);
        QCOMPARE(json[u"moment"_s][u"overlap"_s].toString(), u"later"_s);
        const auto back = recordFromJson(json);
        QVERIFY(back);
        QCOMPARE(back->moment->overlap, Overlap::Later);
        const auto computed = compute(*back);
        QVERIFY(computed && computed->otherOccurrence);
        QCOMPARE(computed->otherOccurrence->time_since_epoch().count(), 1730611800);  // 05:30 UTC, the earlier (EDT)
    }

    // The categories offered are the reading's (issue 36, item 18): each code reads as a distinct
    // QuestionCategory and is named with the engine's own words, so the list cannot offer one kind
    // twice under two names (「功名 Career and exams」 beside 「考試 Examination」; 通占 for 人事).
    void categoriesAreTheReadings()
    {
        std::set<QuestionCategory> seen;
        for (const Category& c : chartCategories()) {
            ChartRecord r;
            r.category = QString::fromUtf8(c.code);
            const QuestionCategory q = questionOf(r).category;
            QVERIFY2(seen.insert(q).second, c.code);
            QCOMPARE(QString::fromUtf8(c.traditional), QString::fromUtf8(name(q, Script::Traditional)));
            QCOMPARE(QString::fromUtf8(c.simplified), QString::fromUtf8(name(q, Script::Simplified)));
        }
        for (const Category& c : chartCategories())
            if (std::string_view(c.code) != "exam") QVERIFY2(!QString::fromUtf8(c.english).contains(u"exam"_s, Qt::CaseInsensitive), c.english);
    }
};

QTEST_GUILESS_MAIN(TestChartFile)
#include "tst_chart_file.moc"
