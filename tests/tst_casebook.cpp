// The casebook (src/base/casebook*): storage and its safety (schema steps, read-only for newer or
// damaged files, refusal of foreign ones, backups), the chart facts kept in columns checked against
// the analysis itself, the filter language, script-folded full text, and the statistics.
#include "base/casebook/casebook.h"
#include "base/casebook/casebook_filter.h"
#include "base/casebook/casebook_stale.h"
#include "base/casebook/casebook_schema.h"
#include "base/casebook/casebook_stats.h"
#include "base/json/chart_json.h"
#include "base/json/reading_json.h"

#include "engine/hexagram_names.h"
#include "engine/reading/reading_terms.h"
#include "preset_column.h"
#include "tsv.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

// 風地觀 → 澤地萃 (lines 4 and 6 moving) on 辛卯年 丙申月 丙子日, as tests/tst_chart_file.cpp keeps it
// (the chart of tests/golden/guan_to_cui.txt).
ChartRecord guan()
{
    ChartRecord r;
    r.cast = parseCast(u"888679"_s).value();
    r.pillars = parsePillars("辛卯年 丙申月 丙子日").value();
    r.question = u"求財可得否"_s;
    r.category = u"wealth"_s;
    r.notes = u"財爻伏藏"_s;
    r.useful = Relation::Wealth;
    return r;
}

Case caseOf(ChartRecord r, Outcome o = Outcome::Pending, QStringList tags = {})
{
    Case c;
    c.record = std::move(r);
    c.outcome = o;
    c.tags = std::move(tags);
    if (o != Outcome::Pending) c.settled = QDate(2024, 3, 1);
    return c;
}

// A random chart: six coin lines, a day pillar and a month.
ChartRecord randomRecord(std::mt19937& rng)
{
    ChartRecord r;
    std::uniform_int_distribution<int> line(6, 9), day(0, 59), month(0, 11);
    for (auto& v : r.cast) v = static_cast<LineValue>(line(rng));
    const GanZhi d(day(rng));
    r.pillars.day = d;
    r.pillars.monthBranchOnly = static_cast<Branch>(month(rng));
    r.useful = static_cast<Relation>(std::uniform_int_distribution<int>(0, 4)(rng));
    return r;
}

QByteArray bytesOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCasebook : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    std::unique_ptr<Casebook> filterBook_;
    QString path(const QString& name) const { return dir_.filePath(name); }

private slots:
    void roundTrip()
    {
        auto book = Casebook::open(path(u"round.casebook"_s));
        QVERIFY2(book, book ? "" : book.error().c_str());
        Case c = caseOf(guan(), Outcome::Fulfilled, {u"求財"_s, u"2024"_s});
        c.happened = u"三月得財"_s;
        c.matchedTiming = u"值日"_s;
        c.reading = QJsonObject{{u"verdict"_s, u"吉"_s}};
        const auto id = (*book)->add(c);
        QVERIFY2(id, id ? "" : id.error().c_str());
        const auto back = (*book)->get(*id);
        QVERIFY2(back, back ? "" : back.error().c_str());
        QCOMPARE(back->record.question, c.record.question);
        QCOMPARE(back->record.cast, c.record.cast);
        QCOMPARE(back->outcome, Outcome::Fulfilled);
        QCOMPARE(back->settled, QDate(2024, 3, 1));
        QCOMPARE(back->happened, c.happened);
        QCOMPARE(back->matchedTiming, c.matchedTiming);
        QCOMPARE(back->tags, (QStringList{u"2024"_s, u"求財"_s}));
        QCOMPARE(back->reading->value(u"verdict"_s).toString(), u"吉"_s);
        QVERIFY(back->created.isValid());
        // An edit replaces the outcome and tags, keeps the creation time.
        Case edited = *back;
        edited.outcome = Outcome::Unfulfilled;
        edited.tags = {u"改"_s};
        QVERIFY((*book)->update(edited));
        const auto again = (*book)->get(*id);
        QCOMPARE(again->outcome, Outcome::Unfulfilled);
        QCOMPARE(again->tags, QStringList{u"改"_s});
        QCOMPARE(again->created, back->created);
        QVERIFY(!(*book)->get(*id + 100));
        QVERIFY((*book)->remove(std::vector<qint64>{*id}));
        QCOMPARE(*(*book)->count(), 0);
    }

    // The illness's age travels with the case's document (the .najia inputs), through an edit too.
    void illnessAgeTravels()
    {
        auto book = Casebook::open(path(u"illness.casebook"_s));
        QVERIFY(book);
        ChartRecord r = guan();
        r.category = u"illness"_s;
        r.illness = IllnessAge::Long;
        const auto id = (*book)->add(caseOf(r));
        QVERIFY2(id, id ? "" : id.error().c_str());
        Case back = *(*book)->get(*id);
        QCOMPARE(back.record.illness, IllnessAge::Long);
        back.record.illness = IllnessAge::Recent;
        QVERIFY((*book)->update(back));
        QCOMPARE((*book)->get(*id)->record.illness, IllnessAge::Recent);
    }

    // 觀 is 乾宮 四世 (易隱 卷2's palace listing, tests/data/yiyin_palaces.tsv); 觀 and 萃 are
    // neither 六沖 nor 六合; two lines move; 申 month, 子 day.
    void factsOfGuan()
    {
        const ChartRecord r = guan();
        const auto computed = compute(r);
        QVERIFY(computed);
        const CaseFacts f = factsOf(r, *computed);
        QCOMPARE(f.primary, parseHexagram("觀")->bits());
        QCOMPARE(f.changed, std::optional(parseHexagram("萃")->bits()));
        QCOMPARE(f.palace, static_cast<int>(Trigram::Qian));
        QCOMPARE(f.generation, static_cast<int>(Generation::Fourth));
        QVERIFY(!f.sixClash && !f.sixHarmony);
        QCOMPARE(f.moving, 2);
        QCOMPARE(f.monthBranch, std::optional(index(Branch::Shen)));
        QCOMPARE(f.dayBranch, std::optional(index(Branch::Zi)));
        QCOMPARE(f.useful, std::optional(static_cast<int>(Relation::Wealth)));
    }

    // Issue 36, item 3: the 用神 the reading takes from the question, with none chosen by hand, is
    // filed: 同人之離 asked about a career (功名: 官鬼, 增刪卜易 用神章 「凡占功名…俱以官鬼爻為用神」) on
    // 申月 戊辰日, whose 官鬼亥水 (line 3, 世) is void in the 甲子 旬 (戌亥) — found by useful:官鬼 and by
    // finding:void@useful; a case stored before gets it when rechecked.
    void usefulFromTheQuestion()
    {
        ChartRecord r;
        r.cast = parseCast(u"787797"_s).value();
        r.pillars = parsePillars("申月 戊辰日").value();
        r.category = u"career"_s;
        const auto computed = compute(r);
        QVERIFY(computed);
        QCOMPARE(computed->reading.useful.front().relation, Relation::Officer);
        QCOMPARE(factsOf(r, *computed).useful, std::optional(static_cast<int>(Relation::Officer)));
        auto book = Casebook::open(path(u"useful.casebook"_s));
        QVERIFY(book);
        const auto id = (*book)->add(caseOf(r));
        QVERIFY2(id, id ? "" : id.error().c_str());
        QCOMPARE(*(*book)->ids(u"useful:官鬼"_s), std::vector<qint64>{*id});
        QCOMPARE(*(*book)->ids(u"finding:void@useful"_s), std::vector<qint64>{*id});
        QCOMPARE((*book)->rows({})->front().useful, std::optional(static_cast<int>(Relation::Officer)));
        // A case stored before (no 用神 filed, compared with an older engine) gets it when rechecked.
        QSqlQuery q((*book)->database());
        QVERIFY(q.exec(u"UPDATE cases SET useful = NULL, kinds_useful_0 = 0, kinds_useful_1 = 0, engine = 1"_s));
        QVERIFY((*book)->ids(u"useful:官鬼"_s)->empty());
        QCOMPARE(*(*book)->recheck(10), 1);
        QCOMPARE(*(*book)->ids(u"useful:官鬼"_s), std::vector<qint64>{*id});
        QCOMPARE(*(*book)->ids(u"finding:void@useful"_s), std::vector<qint64>{*id});
    }

    // Every filter on a finding's scope selects exactly the cases whose analysis has that finding
    // there, over 300 random charts (the analysis is the reference; the columns must agree with it).
    void findingFiltersAgreeWithTheAnalysis()
    {
        auto book = Casebook::open(path(u"facts.casebook"_s));
        QVERIFY(book);
        std::mt19937 rng(18);
        std::vector<Case> cases;
        for (int i = 0; i < 300; ++i) cases.push_back(caseOf(randomRecord(rng)));
        const auto ids = (*book)->add(cases);
        QVERIFY2(ids, ids ? "" : ids.error().c_str());
        const FindingKind kinds[] = {FindingKind::Void, FindingKind::DarkMove, FindingKind::MonthBreak,
                                     FindingKind::ReturnedControl, FindingKind::HiddenEmerges, FindingKind::SoleMoving,
                                     // the last kinds, whose bits lie in the second mask column
                                     FindingKind::MonthClashes, FindingKind::ChangedDispersed};
        for (const FindingKind k : kinds) {
            for (const char* scope : {"any", "primary", "changed", "hidden", "useful", "self"}) {
                std::vector<qint64> expected;
                for (std::size_t i = 0; i < cases.size(); ++i) {
                    const auto c = compute(cases[i].record);
                    const Chart& chart = c->chart;
                    bool has = false;
                    for (const Finding& f : c->analysis.findings) {
                        if (f.kind != k) continue;
                        const auto& line = chart.lines[static_cast<std::size_t>(std::max(1, int(f.subject.position)) - 1)];
                        const std::string_view s = scope;
                        // The subject's relation, -1 for none (a std::optional here trips GCC 12's
                        // -Wmaybe-uninitialized at -O3).
                        int rel = -1;
                        if (f.subject.layer == Layer::Primary) rel = int(line.reading.relation);
                        else if (f.subject.layer == Layer::Changed && line.changed) rel = int(line.changed->relation);
                        else if (f.subject.layer == Layer::Hidden && line.hidden) rel = int(line.hidden->reading.relation);
                        const int useful = cases[i].record.useful ? int(*cases[i].record.useful) : -2;
                        has = has || s == "any" || (s == "primary" && f.subject.layer == Layer::Primary)
                            || (s == "changed" && f.subject.layer == Layer::Changed)
                            || (s == "hidden" && f.subject.layer == Layer::Hidden)
                            || (s == "useful" && f.subject.layer != Layer::Chart && rel == useful)
                            || (s == "self" && f.subject.layer == Layer::Primary && f.subject.line() == chart.primary.self);
                    }
                    if (has) expected.push_back((*ids)[i]);
                }
                const QString filter = u"finding:"_s + QString::fromUtf8(kindId(k)) + u'@' + QString::fromUtf8(scope);
                const auto got = (*book)->ids(filter);
                QVERIFY2(got, got ? "" : got.error().c_str());
                QVERIFY2(*got == expected, qPrintable(filter));
            }
        }
        // The hexagram, moving and branch columns against the charts, the same way.
        for (const int moving : {0, 1, 3}) {
            qint64 expected = 0;
            for (const Case& c : cases)
                expected += std::count_if(c.record.cast.begin(), c.record.cast.end(), isMoving) == moving;
            QCOMPARE(*(*book)->count(u"moving:"_s + QString::number(moving)), expected);
        }
        qint64 clash = 0;
        for (const Case& c : cases) clash += compute(c.record)->chart.primary.sixClash;
        QCOMPARE(*(*book)->count(u"is:六沖"_s), clash);
        QCOMPARE(*(*book)->count(u"NOT is:six_clash"_s), 300 - clash);
    }

    void filterLanguage_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<int>("count");
        // Three cases: 觀→萃 wealth fulfilled (tag 甲), 觀 marriage pending, 乾為天 (六沖) wealth unfulfilled (tag 乙).
        QTest::newRow("hexagram by name") << u"hex:觀"_s << 2;
        QTest::newRow("hexagram in simplified") << u"hex:观"_s << 2;
        QTest::newRow("hexagram by number") << u"hex:20"_s << 2;
        QTest::newRow("changed") << u"changed:萃"_s << 1;
        QTest::newRow("no change") << u"changed:none"_s << 2;
        QTest::newRow("palace") << u"palace:乾宮"_s << 3;
        QTest::newRow("generation") << u"generation:四世"_s << 2;
        QTest::newRow("six clash") << u"is:six_clash"_s << 1;
        QTest::newRow("moving >=") << u"moving:>=1"_s << 1;
        QTest::newRow("month and day") << u"month:申 day:子"_s << 3;
        QTest::newRow("category by name") << u"category:求財"_s << 2;
        QTest::newRow("outcome") << u"outcome:應驗"_s << 1;
        QTest::newRow("or") << u"outcome:fulfilled OR outcome:unfulfilled"_s << 2;
        QTest::newRow("not") << u"-outcome:pending"_s << 2;
        QTest::newRow("group") << u"(tag:甲 OR tag:乙) hex:觀"_s << 1;
        QTest::newRow("and spelled") << u"tag:甲 AND category:wealth"_s << 1;
        QTest::newRow("useful") << u"useful:妻財"_s << 3;
        QTest::newRow("preset") << u"preset:general"_s << 3;
        QTest::newRow("dates") << u"from:2000-01-01 to:2999-12-31"_s << 3;
        QTest::newRow("text, other script") << u"求财"_s << 2;
        QTest::newRow("text in notes") << u"伏藏"_s << 1;
        QTest::newRow("text phrase") << u"\"可得\""_s << 1;
        QTest::newRow("text not adjacent") << u"\"財得\""_s << 0;
        QTest::newRow("text and fact") << u"財 is:six_clash"_s << 1;
        QTest::newRow("rule") << u"rule:"_s + QString::fromUtf8(ruleOf(RuleId::Season).code) << 3;
    }
    void filterLanguage()
    {
        QFETCH(QString, filter);
        QFETCH(int, count);
        std::unique_ptr<Casebook>& book = filterBook_;
        if (!book) {
            book = std::move(Casebook::open(path(u"filter.casebook"_s)).value());
            ChartRecord marriage = guan();
            marriage.cast = parseCast(u"888877"_s).value();
            marriage.category = u"marriage"_s;
            marriage.question = u"婚姻可成否"_s;
            marriage.notes.clear();
            ChartRecord qian = guan();
            qian.cast = parseCast(u"777777"_s).value();
            qian.question = u"求財"_s;
            qian.notes.clear();
            const std::vector<Case> cases{caseOf(guan(), Outcome::Fulfilled, {u"甲"_s}), caseOf(marriage),
                                          caseOf(qian, Outcome::Unfulfilled, {u"乙"_s})};
            QVERIFY(book->add(cases));
        }
        const auto n = book->count(filter);
        QVERIFY2(n, n ? "" : n.error().c_str());
        QCOMPARE(*n, count);
    }

    void filterErrors_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown key") << u"colour:red"_s << u"unknown filter key"_s;
        QTest::newRow("unknown hexagram") << u"hex:xyz"_s << u"unknown hexagram"_s;
        QTest::newRow("unclosed quote") << u"\"abc"_s << u"unclosed quote"_s;
        QTest::newRow("unclosed group") << u"(hex:觀"_s << u"without its"_s;
        QTest::newRow("stray or") << u"OR hex:觀"_s << u"unexpected"_s;
        QTest::newRow("bad moving") << u"moving:7"_s << u"moving"_s;
        QTest::newRow("bad scope") << u"finding:void@nowhere"_s << u"unknown scope"_s;
        QTest::newRow("bad date") << u"from:2024-13-01"_s << u"expected a date"_s;
        QTest::newRow("bad verdict") << u"verdict:good"_s << u"unknown verdict"_s;
        QTest::newRow("bad found") << u"found:somewhere"_s << u"found: expected"_s;
        QTest::newRow("bad pick") << u"pick:nearest"_s << u"unknown pick rule"_s;
    }
    void filterErrors()
    {
        QFETCH(QString, filter);
        QFETCH(QString, message);
        const auto f = parseFilter(filter);
        QVERIFY(!f);
        QVERIFY2(QString::fromStdString(f.error()).contains(message), f.error().c_str());
    }

    // A file at schema 1 (before named searches) is backed up, then upgraded in place.
    void migratesForward()
    {
        const QString file = path(u"v1.casebook"_s);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v1"_s);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            for (const char* sql : schemaSteps()[0].sql) QVERIFY2(q.exec(QString::fromUtf8(sql)), sql);
            QVERIFY(q.exec(u"PRAGMA user_version = 1"_s));
            QVERIFY(q.exec(u"PRAGMA application_id = %1"_s.arg(kCasebookApplicationId)));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"v1"_s);
        auto book = Casebook::open(file);
        QVERIFY2(book, book ? "" : book.error().c_str());
        QVERIFY(!(*book)->readOnly());
        QCOMPARE(Casebook::backupsOf(file).size(), 1);
        QVERIFY((*book)->saveSearch(u"六沖"_s, u"is:six_clash"_s));
        QCOMPARE((*book)->searches()->front().second, u"is:six_clash"_s);
        QSqlQuery q((*book)->database());
        QVERIFY(q.exec(u"PRAGMA user_version"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), kCasebookSchema);
    }

    // A file at schema 2 (before the reading's columns) gets them filled from each case's chart.
    void upgradeFillsTheReadingFacts()
    {
        const QString file = path(u"v2.casebook"_s);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v2"_s);
            db.setDatabaseName(file);
            QVERIFY(db.open());
            QSqlQuery q(db);
            for (const SchemaStep& step : schemaSteps().first(2))
                for (const char* sql : step.sql) QVERIFY2(q.exec(QString::fromUtf8(sql)), sql);
            QVERIFY(q.exec(u"PRAGMA user_version = 2"_s));
            QVERIFY(q.exec(u"PRAGMA application_id = %1"_s.arg(kCasebookApplicationId)));
            // One case as schema 2 stored it: every required column, the document that of 風地觀.
            QVERIFY(q.exec(u"PRAGMA table_info(cases)"_s));
            QStringList columns;
            QVariantList values;
            while (q.next()) {
                if (!q.value(3).toBool() || !q.value(4).isNull()) continue;  // nullable or with a default
                const QString name = q.value(1).toString();
                columns << name;
                if (name == u"document"_s) values << QString::fromUtf8(QJsonDocument(documentJson(guan())).toJson(QJsonDocument::Compact));
                else if (q.value(2).toString() == u"TEXT"_s) values << QVariant(u""_s);
                else values << 0;
            }
            QVERIFY(!columns.contains(u"pick"_s));
            QSqlQuery insert(db);
            QVERIFY(insert.prepare(u"INSERT INTO cases (%1) VALUES (%2)"_s.arg(columns.join(u", "_s),
                                                                              QStringList(columns.size(), u"?"_s).join(u", "_s))));
            for (const QVariant& v : values) insert.addBindValue(v);
            QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"v2"_s);
        auto book = Casebook::open(file);
        QVERIFY2(book, book ? "" : book.error().c_str());
        const CaseFacts expected = factsOf(guan(), compute(guan()).value());
        QSqlQuery q((*book)->database());
        QVERIFY(q.exec(u"SELECT pick, strength, rescue, tendency FROM cases"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), expected.pick);
        QCOMPARE(q.value(1).isNull() ? std::optional<int>() : std::optional(q.value(1).toInt()), expected.strength);
        QCOMPARE(q.value(2).isNull() ? std::optional<int>() : std::optional(q.value(2).toInt()), expected.rescue);
        QCOMPARE(q.value(3).isNull() ? std::optional<int>() : std::optional(q.value(3).toInt()), expected.tendency);
        // 風地觀 has 妻財 卯 on lines 3 and 6, the 6th moving: 「舍其靜爻而用動爻」 (增刪卜易 卷一 兩現章).
        QCOMPARE(expected.pick, static_cast<int>(PickRule::Moving));
        QCOMPARE((*book)->ids(u"pick:moving found:primary"_s)->size(), std::size_t(1));
        QCOMPARE((*book)->ids(u"found:hidden"_s)->size(), std::size_t(0));
        // Schema 4: the upgraded case is not yet compared with this engine. Compared, its reading (filled
        // in by the upgrade) matches; the finding masks this test stored as 0 do not: only added ones.
        QCOMPARE(*(*book)->uncheckedCount(), 1);
        QCOMPARE(*(*book)->recheck(10), 1);
        const QJsonObject stale = (*book)->rows({})->front().stale;
        QCOMPARE(stale.keys(), (QStringList{u"findings"_s, u"hexagrams"_s, u"rules"_s}));
        // 觀 is 000011 from the first line up (bits 48), 萃 000110 (24); the row stored 0 and no 變卦.
        QCOMPARE(stale[u"hexagrams"_s].toArray(), (QJsonArray{QJsonArray{0, QJsonValue()}, QJsonArray{48, 24}}));
        QCOMPARE(stale[u"findings"_s].toObject()[u"removed"_s].toArray(), QJsonArray());
        QCOMPARE(stale[u"rules"_s].toObject()[u"removed"_s].toArray(), QJsonArray());
        QVERIFY(!stale[u"findings"_s].toObject()[u"added"_s].toArray().isEmpty());
    }

    // A case saved with its reading (the JSON of `read --json`): words that changed since (a sentence worded anew, a
    // term renamed) do not make it stale; a fact that changed (the 用神's line) does, under "reading".
    void storedReadingComparedByItsFacts()
    {
        auto book = Casebook::open(path(u"words.casebook"_s));
        QVERIFY(book);
        const ComputedChart computed = compute(guan()).value();
        QJsonObject reading = readingToJson(computed.reading, computed.chart, Script::Traditional, computed.castMoment);
        QJsonObject strength = reading[u"strength"_s].toObject();
        QJsonObject verdict = strength[u"verdict"_s].toObject();
        QVERIFY(!verdict[u"sentence"_s].toString().isEmpty());
        verdict[u"sentence"_s] = u"舊的說法。"_s;
        verdict[u"text"_s] = u"舊"_s;
        strength[u"verdict"_s] = verdict;
        reading[u"strength"_s] = strength;
        Case worded = caseOf(guan());
        worded.reading = reading;
        QJsonObject useful = reading[u"useful"_s].toObject();
        useful[u"line"_s] = useful[u"line"_s].toInt() % 6 + 1;
        QJsonObject moved = reading;
        moved[u"useful"_s] = useful;
        Case other = caseOf(guan());
        other.reading = moved;
        const auto ids = (*book)->add(std::vector<Case>{worded, other});
        QVERIFY(ids);
        const auto kept = (*book)->staleness(ids->at(0));
        const auto changed = (*book)->staleness(ids->at(1));
        QVERIFY(kept && changed);
        QCOMPARE(kept->size(), 0);
        QCOMPARE(changed->value(u"reading"_s).toArray(), QJsonArray{u"useful"_s});
    }

    // Issue 18: "a case whose stored reading differs from today's engine is flagged". Two cases stored
    // by this engine match it; then 風地觀's stored verdict is edited (as an older engine might have
    // judged it) and a rule bit added that today's analysis does not produce, and both rows are
    // unstamped. Compared again, 風地觀 is flagged with exactly those two differences, 乾為天 is not.
    void staleReadingsAreFlagged()
    {
        auto book = Casebook::open(path(u"stale.casebook"_s));
        QVERIFY(book);
        ChartRecord qian = guan();
        qian.cast = parseCast(u"777777"_s).value();
        const auto ids = (*book)->add(std::vector<Case>{caseOf(guan()), caseOf(qian)});
        QVERIFY(ids);
        const qint64 a = ids->at(0), b = ids->at(1);
        QCOMPARE(*(*book)->uncheckedCount(), 0);
        QCOMPARE(*(*book)->count(u"is:stale"_s), 0);
        QCOMPARE((*book)->staleness(a)->size(), 0);

        // 風地觀 for 求財 (妻財) on 丙申月 丙子日: today's verdict is 吉 (the 用神 旺, 有救).
        const CaseFacts today = factsOf(guan(), compute(guan()).value());
        QCOMPARE(today.tendency, std::optional(static_cast<int>(Tendency::Favourable)));
        int absent = 0;
        while ((today.rules[static_cast<std::size_t>(absent / kMaskBits)] >> (absent % kMaskBits)) & 1) ++absent;
        const QString absentCode = QString::fromUtf8(kRules[static_cast<std::size_t>(absent)].code);
        QSqlQuery q((*book)->database());
        QVERIFY(q.prepare(u"UPDATE cases SET tendency = ?, rules_%1 = rules_%1 | ? WHERE id = ?"_s.arg(absent / kMaskBits)));
        q.addBindValue(static_cast<int>(Tendency::Unfavourable));
        q.addBindValue(static_cast<qint64>(std::uint64_t{1} << (absent % kMaskBits)));
        q.addBindValue(a);
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        QVERIFY(q.exec(u"UPDATE cases SET engine = NULL"_s));
        QCOMPARE(*(*book)->uncheckedCount(), 2);
        QCOMPARE(*(*book)->recheck(10), 2);
        QCOMPARE(*(*book)->recheck(10), 0);
        QCOMPARE(*(*book)->uncheckedCount(), 0);

        const QJsonObject expected{{u"tendency"_s, QJsonArray{u"unfavourable"_s, u"favourable"_s}},
                                   {u"rules"_s, QJsonObject{{u"added"_s, QJsonArray{}}, {u"removed"_s, QJsonArray{absentCode}}}}};
        QCOMPARE(*(*book)->ids(u"is:stale"_s), std::vector<qint64>{a});
        const auto rows = (*book)->rows({});
        QCOMPARE(rows->at(0).stale, expected);
        QCOMPARE(rows->at(1).stale, QJsonObject());
        QCOMPARE((*book)->get(a)->stale, expected);
        QCOMPARE(*(*book)->staleness(a), expected);  // computed now, nothing stored
        QCOMPARE((*book)->staleness(b)->size(), 0);
        QCOMPARE(staleText(expected, Script::Traditional), u"verdict: 凶 → 吉; rules: −"_s + absentCode);
        QCOMPARE(staleText(expected, Script::English), u"verdict: unfavourable → favourable; rules: −"_s + absentCode);

        // Settling the case keeps the reading as judged, and so the flag; editing its chart judges it anew.
        Case settled = *(*book)->get(a);
        settled.outcome = Outcome::Fulfilled;
        QVERIFY((*book)->update(settled));
        QCOMPARE((*book)->get(a)->stale, expected);
        QCOMPARE((*book)->get(a)->outcome, Outcome::Fulfilled);
        Case edited = *(*book)->get(a);
        edited.record.question = u"再問"_s;
        QVERIFY((*book)->update(edited));
        QCOMPARE((*book)->get(a)->stale, QJsonObject());
        QCOMPARE(*(*book)->count(u"is:stale"_s), 0);
    }

    // The reading stored with a case, and filtered on, is the one issue 17's engine gives: the 31 worked
    // cases of 增刪卜易 (tests/data/reading_cases.tsv, checked against the engine in tst_reading) are
    // found by their pick rule, strength, rescue and verdict, by code and by name.
    void readingFactsOfTheBookCases()
    {
        const QList<test::TsvRow> rows = test::readTsv(u"reading_cases.tsv"_s);
        QCOMPARE(rows.size(), 31);
        auto book = Casebook::open(path(u"reading.casebook"_s));
        QVERIFY(book);
        std::vector<qint64> ids;
        for (const test::TsvRow& row : rows) {
            ChartRecord r;
            r.cast = parseCast(row[u"lines"_s]).value();
            r.pillars = parsePillars(row[u"pillars"_s].toStdString()).value();
            r.category = row[u"category"_s];
            r.subject = parseReadingTerm<QuestionSubject>(row[u"subject"_s].toStdString()).value();
            r.sex = parseReadingTerm<Sex>(row[u"sex"_s].toStdString()).value();
            const auto column = test::presetColumn(row[u"preset"_s]).value();
            r.preset = column.preset;
            r.settings = preset(r.preset).chart;
            r.analysis = column.analysis;
            if (!row[u"given"_s].isEmpty()) r.useful = parseTerm<Relation>(row[u"given"_s].toStdString()).value();
            r.question = row[u"case"_s];
            const auto id = (*book)->add(caseOf(r));
            QVERIFY2(id, id ? "" : id.error().c_str());
            ids.push_back(*id);
        }
        for (std::size_t i = 0; i < ids.size(); ++i) {
            const test::TsvRow& row = rows[static_cast<qsizetype>(i)];
            const QString filter = u"pick:%1 strength:%2 rescue:%3 verdict:%4"_s.arg(row[u"pick"_s], row[u"strength"_s],
                                                                                     row[u"rescue"_s], row[u"tendency"_s]);
            const auto found = (*book)->ids(filter);
            QVERIFY2(found, found ? "" : found.error().c_str());
            QVERIFY2(std::find(found->begin(), found->end(), ids[i]) != found->end(), qPrintable(row[u"case"_s] + u": "_s + filter));
            // The columns hold the codes of the reading's own JSON (najia-cli read --json).
            QSqlQuery q((*book)->database());
            QVERIFY(q.exec(u"SELECT pick, tendency FROM cases WHERE id = %1"_s.arg(ids[i])) && q.next());
            QCOMPARE(QString::fromUtf8(codeOf(static_cast<PickRule>(q.value(0).toInt()))), row[u"pick"_s]);
            QCOMPARE(QString::fromUtf8(codeOf(static_cast<Tendency>(q.value(1).toInt()))), row[u"tendency"_s]);
        }
        // Every case is counted once among the three verdicts, by code and by name in either script.
        qsizetype favourable = 0, mixed = 0, unfavourable = 0;
        for (const test::TsvRow& row : rows) {
            favourable += row[u"tendency"_s] == u"favourable"_s;
            mixed += row[u"tendency"_s] == u"mixed"_s;
            unfavourable += row[u"tendency"_s] == u"unfavourable"_s;
        }
        QCOMPARE((*book)->ids(u"verdict:favourable"_s)->size(), std::size_t(favourable));
        QCOMPARE((*book)->ids(u"verdict:吉凶參半"_s)->size(), std::size_t(mixed));
        QCOMPARE((*book)->ids(u"verdict:凶"_s)->size(), std::size_t(unfavourable));
        QCOMPARE(favourable + mixed + unfavourable, rows.size());
        QCOMPARE((*book)->ids(u"rescue:有救"_s)->size(), (*book)->ids(u"rescue:rescued"_s)->size());
        QCOMPARE(*(*book)->count(u"found:primary OR found:changed OR found:hidden OR found:day OR found:month OR found:absent"_s),
                 qint64(rows.size()));
    }

    void newerSchemaOpensReadOnly()
    {
        const QString file = path(u"newer.casebook"_s);
        {
            auto book = Casebook::open(file);
            QVERIFY(book);
            QVERIFY((*book)->add(caseOf(guan())));
            QSqlQuery q((*book)->database());
            QVERIFY(q.exec(u"PRAGMA user_version = 99"_s));
        }
        auto book = Casebook::open(file);
        QVERIFY(book);
        QVERIFY((*book)->readOnly());
        QVERIFY((*book)->warning().contains(u"newer"_s));
        QCOMPARE(*(*book)->count(), 1);
        const auto add = (*book)->add(caseOf(guan()));
        QVERIFY(!add);
        QVERIFY(QString::fromStdString(add.error()).contains(u"read-only"_s));
    }

    void foreignFilesAreRefusedUntouched()
    {
        const QString text = path(u"notes.txt"_s);
        {
            QFile f(text);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("not a database\n");
        }
        const QString other = path(u"other.sqlite"_s);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"other"_s);
            db.setDatabaseName(other);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"CREATE TABLE t (x)"_s));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"other"_s);
        for (const QString& file : {text, other}) {
            const QByteArray before = bytesOf(file);
            const auto book = Casebook::open(file);
            QVERIFY(!book);
            QVERIFY2(QString::fromStdString(book.error()).contains(u"not a casebook"_s), book.error().c_str());
            QCOMPARE(bytesOf(file), before);
        }
    }

    // Bytes overwritten inside the tables: the check fails, the file opens read-only (or not at all)
    // with the latest backup named, and is not rewritten.
    void damagedFileIsNotRewritten()
    {
        const QString file = path(u"damaged.casebook"_s);
        {
            auto book = Casebook::open(file);
            std::mt19937 rng(7);
            std::vector<Case> cases;
            for (int i = 0; i < 200; ++i) cases.push_back(caseOf(randomRecord(rng)));
            QVERIFY((*book)->add(cases));
            QVERIFY((*book)->backup());
            QSqlQuery q((*book)->database());
            QVERIFY(q.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
        }
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.size() > 16 * 4096);
            for (qint64 page = 3; page < f.size() / 4096; page += 4) {
                f.seek(page * 4096 + 8);
                f.write(QByteArray(64, '\x5a'));
            }
        }
        const QByteArray before = bytesOf(file);
        const auto book = Casebook::open(file);
        const QString message = book ? (*book)->warning() : QString::fromStdString(book.error());
        QVERIFY2(!book || (*book)->readOnly(), qPrintable(message));
        QVERIFY2(message.contains(u"backup"_s), qPrintable(message));
        QCOMPARE(bytesOf(file), before);
    }

    // A clean casebook is opened with the quick check; one whose write-ahead log is still there (its
    // writer killed, or still running as here) with the full integrity check, as `cases check` asks.
    void checkOnOpen()
    {
        const QString file = path(u"check.casebook"_s);
        {
            auto book = Casebook::open(file);
            QVERIFY((*book)->add(caseOf(guan())));
        }
        QVERIFY(!QFile::exists(file + u"-wal"_s));
        auto writer = Casebook::open(file);
        QCOMPARE((*writer)->checked(), Casebook::Check::Quick);
        QVERIFY((*writer)->add(caseOf(guan())));
        QVERIFY(QFile::exists(file + u"-wal"_s));
        {
            const auto second = Casebook::open(file, Casebook::Mode::ReadOnly);
            QCOMPARE((*second)->checked(), Casebook::Check::Full);
            QCOMPARE((*second)->warning(), QString());
        }
        writer->reset();  // the last connection: SQLite checkpoints and removes the log
        QVERIFY(!QFile::exists(file + u"-wal"_s));
        const auto third = Casebook::open(file, Casebook::Mode::ReadOnly);
        QCOMPARE((*third)->checked(), Casebook::Check::Quick);
        QCOMPARE((*Casebook::open(file, Casebook::Mode::ReadOnly, Casebook::Check::Full))->checked(), Casebook::Check::Full);
    }

    void backupsRollAndOpen()
    {
        const QString file = path(u"rolling.casebook"_s);
        auto book = Casebook::open(file);
        QVERIFY((*book)->add(caseOf(guan())));
        QVERIFY((*book)->backup());  // the open made none: the casebook was empty
        for (int i = 0; i < kBackupsKept + 2; ++i) {
            QTest::qWait(2);
            QVERIFY((*book)->backup());
        }
        const QStringList all = (*book)->backups();
        QCOMPARE(all.size(), kBackupsKept);
        auto copy = Casebook::open(all.first(), Casebook::Mode::ReadOnly);
        QVERIFY2(copy, copy ? "" : copy.error().c_str());
        QCOMPARE(*(*copy)->count(), 1);
    }

    // Newcombe (1998), Statistics in Medicine 17:857–872, Table I, method 3 (Wilson score, no
    // continuity correction): 81/263 → 0.2553–0.3662; 15/148 → 0.0624–0.1605; 0/20 → 0–0.1611;
    // 1/29 → 0.0061–0.1718.
    void wilsonInterval_data()
    {
        QTest::addColumn<int>("k");
        QTest::addColumn<int>("n");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::newRow("81/263") << 81 << 263 << 0.2553 << 0.3662;
        QTest::newRow("15/148") << 15 << 148 << 0.0624 << 0.1605;
        QTest::newRow("0/20") << 0 << 20 << 0.0 << 0.1611;
        QTest::newRow("1/29") << 1 << 29 << 0.0061 << 0.1718;
    }
    void wilsonInterval()
    {
        QFETCH(int, k);
        QFETCH(int, n);
        QFETCH(double, low);
        QFETCH(double, high);
        const Interval i = wilson(k, n);
        QVERIFY2(std::abs(i.low - low) < 5e-5, qPrintable(QString::number(i.low, 'f', 5)));
        QVERIFY2(std::abs(i.high - high) < 5e-5, qPrintable(QString::number(i.high, 'f', 5)));
    }

    // Counts per kind over random charts with random outcomes, against a count made from the
    // analysis directly; grouping by category splits them.
    void statisticsCount()
    {
        auto book = Casebook::open(path(u"stats.casebook"_s));
        std::mt19937 rng(99);
        std::vector<Case> cases;
        for (int i = 0; i < 200; ++i) {
            ChartRecord r = randomRecord(rng);
            r.category = i % 2 ? u"wealth"_s : u"illness"_s;
            cases.push_back(caseOf(r, static_cast<Outcome>(std::uniform_int_distribution<int>(0, 3)(rng))));
        }
        QVERIFY((*book)->add(cases));
        const auto stats = statistics(**book, {});
        QVERIFY(stats);
        QCOMPARE(stats->groups.size(), std::size_t{1});
        QCOMPARE(stats->groups[0].cases, 200);
        for (const FindingKind k : {FindingKind::Void, FindingKind::DarkMove, FindingKind::Season, FindingKind::MonthClashes}) {
            int decided = 0, fulfilled = 0, unclear = 0;
            for (const Case& c : cases) {
                const auto a = compute(c.record)->analysis;
                const bool has = std::any_of(a.findings.begin(), a.findings.end(), [&](const Finding& f) { return f.kind == k; });
                if (!has) continue;
                decided += najia::decided(c.outcome);
                fulfilled += c.outcome == Outcome::Fulfilled;
                unclear += c.outcome == Outcome::Unclear;
            }
            const auto row = std::find_if(stats->kinds.begin(), stats->kinds.end(),
                                          [&](const HitRate& h) { return h.key == QString::fromUtf8(kindId(k)); });
            QVERIFY(row != stats->kinds.end());
            QCOMPARE(row->decided, decided);
            QCOMPARE(row->fulfilled, fulfilled);
            QCOMPARE(row->unclear, unclear);
        }
        const auto byCategory = statistics(**book, {}, StatsGroup::Category);
        QCOMPARE(byCategory->groups.size(), std::size_t{2});
        QCOMPARE(byCategory->groups[0].group, u"illness"_s);
        QCOMPARE(byCategory->groups[0].cases + byCategory->groups[1].cases, 200);
    }

    // 一事不問二卦 (issue 36, item 5): the same question, in the other script and with other
    // punctuation, cast another time, is found; the case that is this very cast is not (it would be
    // compared with itself). The days are counted between the cast moments, not from the save.
    void sameQuestionIsFound()
    {
        auto book = Casebook::open(path(u"same.casebook"_s));
        QVERIFY((*book)->add(caseOf(guan())));
        ChartRecord again = guan();
        again.cast = parseCast(u"777777"_s).value();
        again.question = u"求财可得否？"_s;
        QCOMPARE((*book)->sameQuestion(again, 3)->size(), std::size_t{1});
        again.question = u"求財可得"_s;
        QCOMPARE((*book)->sameQuestion(again, 3)->size(), std::size_t{0});
        QCOMPARE((*book)->sameQuestion(guan(), 3)->size(), std::size_t{0});  // itself

        ChartRecord cast = guan();
        cast.question = u"婚姻可成否"_s;
        cast.moment = Moment{u"2024-02-04 16:25:00"_s, u"Asia/Shanghai"_s};
        QVERIFY((*book)->add(caseOf(cast)));
        ChartRecord later = cast;
        later.cast = parseCast(u"777777"_s).value();
        later.moment->civil = u"2024-02-06 09:00:00"_s;
        const auto near = (*book)->sameQuestion(later, 3);
        QCOMPARE(near->size(), std::size_t{1});
        QCOMPARE(near->front().castAt, u"2024-02-04 16:25:00"_s);  // asked then, not when saved
        later.moment->civil = u"2024-03-01 09:00:00"_s;
        QCOMPARE((*book)->sameQuestion(later, 3)->size(), std::size_t{0});
    }

    // The same cast and question is one case (issue 36, item 5): filing it again updates the stored
    // case (document replaced; outcome and tags kept, new tags added); another question, other lines
    // or other pillars are other cases. Duplicates within one call are one case too.
    void sameCastIsUpdated()
    {
        auto book = Casebook::open(path(u"again.casebook"_s));
        const auto first = (*book)->add(caseOf(guan(), Outcome::Fulfilled, {u"甲"_s}));
        QVERIFY(first);
        QCOMPARE(*(*book)->sameCase(guan()), std::optional<qint64>(*first));
        ChartRecord edited = guan();
        edited.question = u"求财可得否 "_s;  // folded alike
        edited.notes = u"再看"_s;
        ChartRecord other = guan();
        other.pillars = parsePillars("辛卯年 丙申月 丁丑日").value();
        ChartRecord asked = guan();
        asked.question = u"求官可得否"_s;
        QCOMPARE(*(*book)->sameCase(other), std::optional<qint64>());
        QCOMPARE(*(*book)->sameCase(asked), std::optional<qint64>());
        const std::vector<Case> files{caseOf(edited, Outcome::Pending, {u"乙"_s}), caseOf(other), caseOf(other)};
        const auto filed = (*book)->file(files);
        QVERIFY2(filed, filed ? "" : filed.error().c_str());
        QCOMPARE(filed->size(), std::size_t{3});
        QCOMPARE(filed->at(0).id, *first);
        QVERIFY(filed->at(0).updated);
        QVERIFY(!filed->at(1).updated);
        QVERIFY(filed->at(2).updated);
        QCOMPARE(filed->at(2).id, filed->at(1).id);
        QCOMPARE(*(*book)->count(), 2);
        const auto kept = (*book)->get(*first);
        QCOMPARE(kept->record.notes, u"再看"_s);
        QCOMPARE(kept->outcome, Outcome::Fulfilled);
        QStringList tags = kept->tags;
        tags.sort();
        QCOMPARE(tags, (QStringList{u"乙"_s, u"甲"_s}));
    }
};

QTEST_GUILESS_MAIN(TestCasebook)
#include "tst_casebook.moc"
