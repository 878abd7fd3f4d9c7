// Line analysis: the seeds' worked examples (易冒 卷4, 易隱 卷2), the tables transcribed in tests/data,
// and closed-form properties over all 64 hexagrams, 12 months and 60 days.
#include "engine/analysis/analysis.h"
#include "engine/analysis/analysis_terms.h"
#include "engine/calendar/four_pillars.h"
#include "engine/calendar/trigram_season.h"
#include "engine/calendar/xunkong.h"
#include "engine/hexagram_names.h"
#include "seedtable.h"
#include "engine/shensha/placement.h"
#include "tsv.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <set>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

Cast castOf(const char* digits)  // 初爻 first
{
    Cast c{};
    for (int i = 0; i < 6; ++i) c[std::size_t(i)] = static_cast<LineValue>(digits[i] - '0');
    return c;
}

Pillars pillars(const char* text) { return parsePillars(text).value(); }
Subject primary(int pos) { return {Layer::Primary, static_cast<std::uint8_t>(pos)}; }
Subject primary(LinePos pos) { return Subject::at(Layer::Primary, pos); }
constexpr Subject kChart{};

template <class E> E one(const QString& text)
{
    const auto values = test::row<E>(text.toStdString());
    return values.size() == 1 ? values[0] : E{};
}

GanZhi ganzhi(const char* text) { return parseGanZhi(text).value(); }

Hexagram hexagram(const char* name) { return *parseHexagram(name); }

// Instants given in Beijing time (UTC+8).
std::chrono::sys_seconds beijing(int y, unsigned mo, unsigned d, int h, int mi)
{
    using namespace std::chrono;
    return sys_seconds(sys_days(std::chrono::year(y) / month(mo) / day(d))) + hours(h - 8) + minutes(mi);
}

// The finding of `kind` at chart level on the inner (lines 1–3) or outer trigram.
std::optional<Finding> onTrigram(const Analysis& a, FindingKind kind, bool outer)
{
    for (const Finding& f : a.findings)
        if (f.kind == kind && f.subject == Subject{} && f.param<ParamKey::Lines>() == LineMask(outer ? 0b111000 : 0b000111)) return f;
    return std::nullopt;
}

int count(const Analysis& a, FindingKind kind)
{
    return int(std::count_if(a.findings.begin(), a.findings.end(), [&](const Finding& f) { return f.kind == kind; }));
}

// 易冒's settings, for the tests of its rules (the default preset follows 卜筮正宗).
const AnalysisSettings& yimao() { return preset(PresetId::YiMao).analysis; }

// Whether some finding of `kind` carries parameter K with `value`.
template <ParamKey K> bool any(const Analysis& a, FindingKind kind, ParamValue<K> value)
{
    return std::any_of(a.findings.begin(), a.findings.end(),
                       [&](const Finding& f) { return f.kind == kind && f.param<K>() == value; });
}

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT
private slots:
    void catalogue()
    {
        QVERIFY(ruleCatalogueInOrder());
        std::set<std::string_view> codes, kinds;
        for (const Rule& r : kRules) QVERIFY(codes.insert(r.code).second);
        for (int k = 0; k < kFindingKindCount; ++k) {
            QVERIFY(kinds.insert(kindId(static_cast<FindingKind>(k))).second);
            QVERIFY(!name(static_cast<FindingKind>(k)).empty());
        }
        // The kinds the issue names, spelled as JSON carries them.
        QVERIFY(kindId(FindingKind::Void) == "void");
        QVERIFY(kindId(FindingKind::MonthBreak) == "month_break");
        QVERIFY(kindId(FindingKind::ReturnedCombination) == "returned_combination");
        QVERIFY(kindId(FindingKind::ThreePunishment) == "three_punishment");
    }

    // 海底眼 卷2 生扶 (seed 004 line 103, 眉批), tests/data/haidiyan_season.tsv.
    void seasonTable_data()
    {
        QTest::addColumn<QString>("months");
        QTest::addColumn<QStringList>("phases");
        for (const auto& r : test::readTsv(u"haidiyan_season.tsv"_s))
            QTest::newRow(qPrintable(r[u"season"_s]))
                << r[u"months"_s]
                << QStringList{r[u"prosperous"_s], r[u"strong"_s], r[u"resting"_s], r[u"confined"_s], r[u"dead"_s]};
    }
    void seasonTable()
    {
        QFETCH(QString, months);
        QFETCH(QStringList, phases);
        for (Branch m : test::row<Branch>(months.toStdString()))
            for (int s = 0; s < 5; ++s) {
                const Element e = one<Element>(phases[s]);
                QCOMPARE(seasonOf(e, m, EarthMonths::Earth), static_cast<Season>(s));
                QCOMPARE(seasonOf(e, m, EarthMonths::Season), static_cast<Season>(s));
            }
    }

    // The four earth months: 土 rules them by default (易冒 卷4 line 139: 「若辰戌丑未月，又以水為真空，
    // 盖月建來克」); as a setting they follow the season they close (辰 spring … 丑 winter).
    void seasonEarthMonths()
    {
        for (Branch m : {Branch::Chen, Branch::Xu, Branch::Chou, Branch::Wei}) {
            QCOMPARE(seasonOf(Element::Earth, m), Season::Prosperous);
            QCOMPARE(seasonOf(Element::Metal, m), Season::Strong);
            QCOMPARE(seasonOf(Element::Fire, m), Season::Resting);
            QCOMPARE(seasonOf(Element::Wood, m), Season::Confined);
            QCOMPARE(seasonOf(Element::Water, m), Season::Dead);
        }
        QCOMPARE(seasonOf(Element::Wood, Branch::Chen, EarthMonths::Season), Season::Prosperous);
        QCOMPARE(seasonOf(Element::Fire, Branch::Wei, EarthMonths::Season), Season::Prosperous);
        QCOMPARE(seasonOf(Element::Metal, Branch::Xu, EarthMonths::Season), Season::Prosperous);
        QCOMPARE(seasonOf(Element::Water, Branch::Chou, EarthMonths::Season), Season::Prosperous);
    }

    // 月破定例 (seed 000 line 245), tests/data/bszz_month_break.tsv; then every line of all 64 hexagrams
    // in all 12 months: month_break exactly where the month clashes the line, month_ruler where it is it.
    void monthBreak()
    {
        const auto rows = test::readTsv(u"bszz_month_break.tsv"_s);
        QCOMPARE(rows.size(), qsizetype(12));
        for (const auto& r : rows)
            QCOMPARE(calendar::monthBreak(one<Branch>(r[u"ruler"_s])), one<Branch>(r[u"break"_s]));
        for (int h = 0; h < 64; ++h)
            for (int m = 0; m < 12; ++m) {
                Pillars p;
                p.monthBranchOnly = branchAt(m);
                const Chart c = computeChart(stillCast(Hexagram(h)), p);
                const Analysis a = analyze(c);
                for (const ChartLine& l : c.lines) {
                    QCOMPARE(a.has(FindingKind::MonthBreak, primary(l.position)), isClash(branchAt(m), l.reading.branch));
                    QCOMPARE(a.has(FindingKind::MonthRuler, primary(l.position)), branchAt(m) == l.reading.branch);
                }
            }
    }

    // 易冒 卷4 (seed 002 line 91): 「亥建丙寅日占考秩得萃，官臨月破 … 而在次年孟夏方考，反為月建官爻」 — 萃's 巳
    // 官鬼 is broken by the 亥 month, the 寅 day does not fill it, and the 巳 month repairs it (補過).
    void cuiMonthBreak()
    {
        const Chart c = computeChart(stillCast(*parseHexagram("澤地萃")), pillars("亥月 丙寅日"));
        QCOMPARE(c.lines[1].reading.relation, Relation::Officer);
        QCOMPARE(c.lines[1].reading.branch, Branch::Si);
        auto f = analyze(c, yimao()).find(FindingKind::MonthBreak, primary(2));
        QVERIFY(f);
        QCOMPARE(f->param<ParamKey::Filled>(), false);
        QCOMPARE(f->param<ParamKey::RepairMonth>(), Branch::Si);
        // 實破: 「五月子日則謂實其破而不破」 — a 子 day fills the break of 子 in the 午 month.
        const Chart fu = computeChart(stillCast(*parseHexagram("地雷復")), pillars("午月 甲子日"));
        auto filled = analyze(fu, yimao()).find(FindingKind::MonthBreak, primary(1));
        QVERIFY(filled);
        QCOMPARE(filled->param<ParamKey::Filled>(), true);
        QCOMPARE(filled->rule, RuleId::MonthBreakFilled);
    }

    // 六甲旬空起例 (seed 000 line 242), tests/data/bszz_xunkong.tsv, for all ten days of each 旬; then every
    // line of all 64 hexagrams on all 60 days: a void finding exactly on the void branches, and the day it
    // is filled (出空) is the first day of the next 旬 bearing that branch.
    void voids()
    {
        for (const auto& r : test::readTsv(u"bszz_xunkong.tsv"_s)) {
            const GanZhi head = parseGanZhi(r[u"head"_s].toStdString()).value();
            const auto expected = test::row<Branch>(r[u"void"_s].toStdString());
            for (int d = 0; d < 10; ++d) {
                const auto v = calendar::voidBranches(head + d);
                QCOMPARE(v[0], expected[0]);
                QCOMPARE(v[1], expected[1]);
            }
        }
        for (int h = 0; h < 64; ++h)
            for (int d = 0; d < 60; ++d) {
                Pillars p;
                p.day = GanZhi(d);
                const Chart c = computeChart(stillCast(Hexagram(h)), p);
                const Analysis a = analyze(c);
                for (const ChartLine& l : c.lines) {
                    auto f = a.find(FindingKind::Void, primary(l.position));
                    QCOMPARE(f.has_value(), calendar::isVoid(l.reading.branch, GanZhi(d)));
                    if (!f) continue;
                    const GanZhi fill = f->param<ParamKey::FillDay>().value();
                    QCOMPARE(fill.branch(), l.reading.branch);
                    QCOMPARE(fill.decade(), (GanZhi(d).decade() + 1) % 6);
                    QVERIFY(fill.index() - d == stepsFrom(GanZhi(d).branch(), l.reading.branch) ||
                            fill.index() - d + 60 == stepsFrom(GanZhi(d).branch(), l.reading.branch));
                }
            }
    }

    // 易冒 卷4 日沖 (seed 002 line 159), tests/data/yimao_day_clash.tsv: 辰建卯日 坤 酉子孫 暗動; 午建酉日 離 卯父
    // 暗破; 午建戊辰日 乾 戌世空 全實; 亥建戊子日 艮 午父空 半實.
    void dayClashExamples_data()
    {
        QTest::addColumn<QString>("month");
        QTest::addColumn<QString>("day");
        QTest::addColumn<QString>("hexagram");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("branch");
        QTest::addColumn<QString>("relation");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("fill");
        for (const auto& r : test::readTsv(u"yimao_day_clash.tsv"_s))
            QTest::newRow(qPrintable(r[u"month"_s] + u"建"_s + r[u"day"_s] + u"日 "_s + r[u"hexagram"_s]))
                << r[u"month"_s] << r[u"day"_s] << r[u"hexagram"_s] << r[u"position"_s].toInt() << r[u"branch"_s]
                << r[u"relation"_s] << r[u"kind"_s] << r[u"fill"_s];
    }
    void dayClashExamples()
    {
        QFETCH(QString, month);
        QFETCH(QString, day);
        QFETCH(QString, hexagram);
        QFETCH(int, position);
        QFETCH(QString, branch);
        QFETCH(QString, relation);
        QFETCH(QString, kind);
        QFETCH(QString, fill);
        Pillars p;
        p.monthBranchOnly = one<Branch>(month);
        p.day = parseGanZhi(day.toStdString());
        const Chart c = computeChart(stillCast(*parseHexagram(hexagram.toStdString())), p);
        const ChartLine& l = c.lines[std::size_t(position - 1)];
        QCOMPARE(l.reading.branch, one<Branch>(branch));
        QCOMPARE(l.reading.relation, *parseTerm<Relation>(relation.toStdString()));
        const Analysis a = analyze(c, yimao());
        const std::vector<Finding> found = a.about(primary(position));
        int clashFindings = 0;
        for (const Finding& f : found) {
            if (f.kind != FindingKind::DarkMove && f.kind != FindingKind::DayBreak && f.kind != FindingKind::Filled &&
                f.kind != FindingKind::Dispersed)
                continue;
            ++clashFindings;
            QCOMPARE(QString::fromUtf8(kindId(f.kind)), kind);
            if (f.kind == FindingKind::Filled)
                QCOMPARE(f.param<ParamKey::FillDegree>(),
                         fill == u"full"_s ? FillDegree::Full : FillDegree::Half);
        }
        QCOMPARE(clashFindings, 1);
    }

    // 易冒 卷4 (seed 002 line 163): 墓沖 「不論旺相休囚，靜遇為暗動，空遇為填實」; 絕沖 「縱旺相，靜不能為暗動，
    // 空不能為全實」; a line the day does not strike gets none of these. All 64 still hexagrams × 12 months × 60 days.
    void dayClashClasses()
    {
        for (int h = 0; h < 64; ++h)
            for (int m = 0; m < 12; ++m)
                for (int d = 0; d < 60; ++d) {
                    Pillars p;
                    p.monthBranchOnly = branchAt(m);
                    p.day = GanZhi(d);
                    const Chart c = computeChart(stillCast(Hexagram(h)), p);
                    const Analysis a = analyze(c, yimao());
                    const ClashClass cls = clashClass(GanZhi(d).branch());
                    for (const ChartLine& l : c.lines) {
                        const Subject s = primary(l.position);
                        const bool struck = isClash(GanZhi(d).branch(), l.reading.branch);
                        const int n = int(a.has(FindingKind::DarkMove, s)) + int(a.has(FindingKind::DayBreak, s)) +
                                      int(a.has(FindingKind::Filled, s));
                        const bool monthRuler = branchAt(m) == l.reading.branch;
                        QCOMPARE(n, struck && !(monthRuler && cls == ClashClass::Extinction && !a.has(FindingKind::Void, s)) ? 1 : 0);
                        if (cls == ClashClass::Tomb) QVERIFY(!a.has(FindingKind::DayBreak, s));
                        if (cls == ClashClass::Extinction) {
                            QVERIFY(!a.has(FindingKind::DarkMove, s));
                            if (auto f = a.find(FindingKind::Filled, s))
                                QCOMPARE(f->param<ParamKey::FillDegree>(), FillDegree::Half);
                        }
                    }
                }
    }

    // 沖散: a moving line struck by the day. 易冒 (seed 002 line 159): 「苟非月建，則謂之散」; 海底眼 (seed 004
    // line 107): 「旺相用爻沖必發，休囚沖散」. 乾 with line 3 (辰) moving on a 戌 day: in a 辰 month it is the
    // month ruler (never dispersed); in a 巳 month it is 相 (dispersed by 易冒 only); in a 寅 month 死 (易冒; by standing the 戌 day helps it).
    void dispersal()
    {
        AnalysisSettings anyMoving;
        anyMoving.dispersal = Dispersal::AnyMoving;
        const auto dispersed = [&](const char* p, const AnalysisSettings& s) {
            return analyze(computeChart(castOf("779777"), pillars(p)), s).has(FindingKind::Dispersed, primary(3));
        };
        QVERIFY(!dispersed("辰月 甲戌日", anyMoving));
        QVERIFY(dispersed("巳月 甲戌日", anyMoving));
        QVERIFY(!dispersed("巳月 甲戌日", {}));
        QVERIFY(dispersed("寅月 甲戌日", anyMoving));
        // 增刪卜易 日辰章: standing counts the day's help, and the 戌 day shares 辰's phase: not dispersed.
        QVERIFY(!dispersed("寅月 甲戌日", {}));
        // A 休囚 line is (動散章: 「休囚者，間有沖散」): 乾's 午 (line 4) moving in a 酉 month (囚) on a 子 day,
        // changing to 未 (化泄, not 回頭生).
        const auto wu = analyze(computeChart(castOf("777977"), pillars("酉月 甲子日"))).find(FindingKind::Dispersed, primary(4));
        QVERIFY(wu);
        QCOMPARE(wu->rule, RuleId::ZengShanDispersal);
        // 增刪卜易 disperses none (動散章: 「休囚者，間有沖散，亦千百中之一二耳」): not even that 午.
        QVERIFY(!analyze(computeChart(castOf("777977"), pillars("酉月 甲子日")), preset(PresetId::ZengShan).analysis)
                     .has(FindingKind::Dispersed, primary(4)));
        // 「及動化冲亦散」: a line that changes into its clash (line 反吟) is dispersed by 易冒's rule; the first
        // such line among all casts (a single moving line never does: its trigram must turn to the one across
        // the compass). No month, so it is never the month ruler; a 甲子 day strikes only 午 lines.
        bool checked = false;
        for (int h = 0; h < 64 && !checked; ++h)
            for (int moving = 1; moving < 64 && !checked; ++moving) {
                Cast cast = stillCast(Hexagram(h));
                for (int i = 0; i < 6; ++i)
                    if (moving >> i & 1)
                        cast[std::size_t(i)] = isYang(cast[std::size_t(i)]) ? LineValue::OldYang : LineValue::OldYin;
                const Chart c = computeChart(cast, pillars("甲子日"));
                for (const ChartLine& l : c.lines) {
                    if (l.echo != Echo::Reversal || l.reading.branch == Branch::Wu) continue;
                    QVERIFY(analyze(c, anyMoving).find(FindingKind::Dispersed, primary(l.position))->param<ParamKey::ChangedLines>() ==
                            LineMask(l.position.bit()));
                    QVERIFY(!analyze(c).has(FindingKind::Dispersed, primary(l.position)));
                    checked = true;
                    break;
                }
            }
        QVERIFY(checked);
        // 「他爻發動來冲，若彼強我弱皆散」: 乾 with 子 (line 1) and 午 (line 4) moving in a 子 month: 子 is 旺,
        // 午 死 — the 午 is dispersed by 易冒's rule, the 子 (the month ruler) is not.
        const Chart both = computeChart(castOf("977977"), pillars("子月"));
        QCOMPARE(analyze(both, anyMoving).find(FindingKind::Dispersed, primary(4))->param<ParamKey::Lines>(), LineMask(1 << 0));
        QVERIFY(!analyze(both, anyMoving).has(FindingKind::Dispersed, primary(1)));
        QVERIFY(!analyze(both).has(FindingKind::Dispersed, primary(4)));
        // On a 午 day the 午 is the day ruler: 「日主所臨 … 莫能散之」.
        QVERIFY(!analyze(computeChart(castOf("977977"), pillars("子月 壬午日")), anyMoving).has(FindingKind::Dispersed, primary(4)));
    }

    // 易冒 卷4 (seed 002 line 111): 「午建己巳日占臨產，得姤之鼎，胎空身動 … 亥子絕於巳日，且實其空」 — 姤's 亥
    // (line 2) is void in the 甲子 旬, the 巳 day strikes it (絕沖: only 半實) and 亥 水 is 絕 on a 巳 day.
    void gouToDing()
    {
        const Chart c = computeChart(castOf("877797"), pillars("午月 己巳日"));
        QCOMPARE(c.changed->hexagram, *parseHexagram("火風鼎"));
        QCOMPARE(c.lines[1].reading.branch, Branch::Hai);
        const Analysis a = analyze(c, yimao());
        QVERIFY(a.has(FindingKind::Void, primary(2)));
        auto f = a.find(FindingKind::Filled, primary(2));
        QVERIFY(f);
        QCOMPARE(f->param<ParamKey::FillDegree>(), FillDegree::Half);
        QCOMPARE(f->param<ParamKey::ClashClass>(), ClashClass::Extinction);
        bool extinctByDay = false;
        for (const Finding& s : a.about(primary(2)))
            if (s.kind == FindingKind::Stage && s.param<ParamKey::Against>() == Pillar::Day)
                extinctByDay = s.param<ParamKey::Stage>() == LifeStage::Extinction;
        QVERIFY(extinctByDay);
    }

    // 易冒 卷4's kinds of 旬空 (seed 002 lines 131–143).
    void voidKinds()
    {
        // 建空: 乾's 戌 (line 6) in a 戌 month on a 戊辰 day (甲子旬, 戌亥 void) — and struck by the 辰 day.
        const Analysis built = analyze(computeChart(stillCast(*parseHexagram("乾為天")), pillars("戌月 戊辰日")));
        auto f = built.find(FindingKind::Void, primary(6));
        QVERIFY(f);
        QCOMPARE(f->param<ParamKey::VoidType>(), VoidKind::MonthRuler);
        QCOMPARE(f->param<ParamKey::Effective>(), false);
        // 真空: 「春土」 — the same 戌 in a 寅 month on a 甲子 day: 木 controls 土; the 子 day neither
        // generates nor controls it, so nothing lightens or worsens it.
        const Analysis spring = analyze(computeChart(stillCast(*parseHexagram("乾為天")), pillars("寅月 甲子日")));
        f = spring.find(FindingKind::Void, primary(6));
        QVERIFY(f);
        QCOMPARE(f->param<ParamKey::VoidType>(), VoidKind::True);
        QCOMPARE(f->param<ParamKey::Effective>(), true);
        // 破空: 坤's 亥 (line 5) in a 巳 month (which breaks 亥) on a 甲子 day (甲子旬: 戌亥 void); the 子 day is
        // 水 like 亥, neither generating nor controlling it, and no line moves.
        const Analysis broken = analyze(computeChart(stillCast(*parseHexagram("坤為地")), pillars("巳月 甲子日")));
        f = broken.find(FindingKind::Void, primary(5));
        QVERIFY(f);
        QCOMPARE(f->param<ParamKey::VoidType>(), VoidKind::Broken);
        QVERIFY(f->param<ParamKey::VoidKinds>()->bits & (1 << int(VoidKind::Extinct)));  // 水 is 絕 in 巳
        // 傷空: the same on a 戊辰 day (still 甲子旬): 辰 土 controls 亥 水.
        const Analysis hurt = analyze(computeChart(stillCast(*parseHexagram("坤為地")), pillars("巳月 戊辰日")));
        QCOMPARE(hurt.find(FindingKind::Void, primary(5))->param<ParamKey::VoidType>(), VoidKind::Hurt);
        // 克空 (lighter): on a 壬申 day (甲子旬) 申 金 generates 亥 水.
        const Analysis helped = analyze(computeChart(stillCast(*parseHexagram("坤為地")), pillars("巳月 壬申日")));
        QCOMPARE(helped.find(FindingKind::Void, primary(5))->param<ParamKey::VoidType>(), VoidKind::Controlled);
        // 動空: 坤 with line 5 moving.
        const Analysis moving = analyze(computeChart(castOf("888868"), pillars("巳月 壬申日")));
        QCOMPARE(moving.find(FindingKind::Void, primary(5))->param<ParamKey::VoidType>(), VoidKind::Moving);
        // 真空 by 海底眼's 眉批 (秋水): 坤's 亥 in a 酉 month on a 甲子 day.
        AnalysisSettings note;
        note.trueVoid = TrueVoid::HaiDiYanNote;
        const Chart autumn = computeChart(stillCast(*parseHexagram("坤為地")), pillars("酉月 甲子日"));
        QVERIFY(analyze(autumn, note).find(FindingKind::Void, primary(5))->param<ParamKey::VoidKinds>()->bits &
                (1 << int(VoidKind::True)));
        QVERIFY(!(analyze(autumn).find(FindingKind::Void, primary(5))->param<ParamKey::VoidKinds>()->bits &
                  (1 << int(VoidKind::True))));
    }

    // 真空 tables (tests/data/true_void.tsv): 易冒/卜筮正宗 and 海底眼's 眉批, on a still 坤/乾 … every phase in
    // every month, through the analysis of a line of that phase.
    void trueVoidTable()
    {
        for (const auto& r : test::readTsv(u"true_void.tsv"_s)) {
            AnalysisSettings s;
            s.trueVoid = r[u"school"_s] == u"yimao"_s ? TrueVoid::MonthControls : TrueVoid::HaiDiYanNote;
            const Element truly = one<Element>(r[u"phase"_s]);
            for (Branch m : test::row<Branch>(r[u"months"_s].toStdString()))
                for (int h = 0; h < 64; ++h)
                    for (int d = 0; d < 60; d += 10) {  // one day per 旬: every branch is void in some 旬
                        Pillars p;
                        p.monthBranchOnly = m;
                        p.day = GanZhi(d);
                        const Chart c = computeChart(stillCast(Hexagram(h)), p);
                        const Analysis a = analyze(c, s);
                        for (const ChartLine& l : c.lines)
                            if (auto f = a.find(FindingKind::Void, primary(l.position)))
                                QCOMPARE(bool(f->param<ParamKey::VoidKinds>()->bits & (1 << int(VoidKind::True))),
                                         l.reading.element == truly);
                    }
        }
    }

    // 易隱 卷2 (seed 001 line 91): 「復之謙卦，世下伏未土兄弟，化入辰墓」 — the 世 (子) changes to 辰, the 墓 of
    // 水 and (水土同宮) of the hidden 未 土. And 「益卦世下伏酉金鬼」: 官鬼 is hidden under the 世, nourished by
    // its 辰 土 飛神 (叨生), so by 易冒 卷4 it is there (「用藏伏爻，遇生扶於世動之下」).
    void yiYinHidden()
    {
        const ChartSettings pairs{ChangedRelations::OriginalPalace, HiddenMethod::TrigramPairs, BodyMethod::Month};
        const Chart fu = computeChart(castOf("986888"), {}, pairs);
        QCOMPARE(fu.lines[0].hidden->reading.branch, Branch::Wei);
        const Analysis a = analyze(fu);
        QVERIFY(a.has(FindingKind::ChangesToTomb, primary(1)));
        QCOMPARE(lifeStage(Element::Earth, fu.lines[0].changed->branch), LifeStage::Tomb);
        const Chart yi = computeChart(castOf("788877"), {}, pairs);
        auto p = analyze(yi, {}, Relation::Officer).find(FindingKind::UsefulPresence, kChart);
        QVERIFY(p);
        QCOMPARE(p->param<ParamKey::Presence>(), Presence::Hidden);
        QCOMPARE(p->param<ParamKey::Lines>(), LineMask(1 << 2));  // the 申 under line 5 is hidden too, but not under the 世
    }

    // 易冒 卷4 (seed 002 line 55): 「辛卯年丙申月丙子日，占子存亡，得觀之萃，以為子孫不現 … 而不知丙辛化水 …
    // 亥月值於所變之亥」. 觀 has no 子孫 among its lines; the moving lines 4 and 6 carry 辛, which with the day's
    // 丙 forms 水, the 子孫 of 乾宮; line 4 changes to 亥 水, a 子孫; the 子 day is 水 too.
    void guanToCuiStemCombination()
    {
        const Chart c = computeChart(castOf("888679"), pillars("辛卯年 丙申月 丙子日"));
        const Preset& yimao = preset(PresetId::YiMao);
        auto p = analyze(c, yimao.analysis, Relation::Offspring, yimao.id).find(FindingKind::UsefulPresence, kChart);
        QVERIFY(p);
        const int sources = p->param<ParamKey::PresenceMask>()->bits;
        QVERIFY(!(sources & (1 << int(Presence::Flying))));
        QVERIFY(sources & (1 << int(Presence::StemCombination)));
        QVERIFY(sources & (1 << int(Presence::Changed)));
        QVERIFY(sources & (1 << int(Presence::Day)));
        QCOMPARE(p->param<ParamKey::StemLines>(), LineMask((1 << 3) | (1 << 5)));
        // Without 易冒's setting the stem combination is not sought.
        auto general = analyze(c, {}, Relation::Offspring).find(FindingKind::UsefulPresence, kChart);
        QVERIFY(!(general->param<ParamKey::PresenceMask>()->bits & (1 << int(Presence::StemCombination))));
        // 卯 (line 6) changes to 未, the 墓 of 木.
        QVERIFY(analyze(c).has(FindingKind::ChangesToTomb, primary(6)));
    }

    // 易冒 卷4 (seed 002 line 99): 「辰建甲寅日占會得師，午財生寅當得，而在癸亥日搖會，火絕於亥反不得也」.
    void shiWealth()
    {
        const auto dayStage = [](const char* p) {
            const Chart c = computeChart(stillCast(*parseHexagram("地水師")), pillars(p));
            for (const Finding& f : analyze(c).about(primary(3)))
                if (f.kind == FindingKind::Stage && f.param<ParamKey::Against>() == Pillar::Day)
                    return f.param<ParamKey::Stage>().value();
            return LifeStage::Nurture;
        };
        const Chart c = computeChart(stillCast(*parseHexagram("地水師")), pillars("辰月 甲寅日"));
        QCOMPARE(c.lines[2].reading.branch, Branch::Wu);
        QCOMPARE(c.lines[2].reading.relation, Relation::Wealth);
        QVERIFY(analyze(c).has(FindingKind::DayRuler, primary(1)));  // 寅 on a 寅 day
        QCOMPARE(dayStage("辰月 甲寅日"), LifeStage::Birth);
        QCOMPARE(dayStage("辰月 癸亥日"), LifeStage::Extinction);
    }

    // 易隱 卷2 (seed 001 line 111): 「小滿卜得鼎之旅，昇陽巳火，受世爻亥水動來沖剋」 — the moving 世 (亥, line 2)
    // strikes the 巳 of line 6.
    void dingToLu()
    {
        const Chart c = computeChart(castOf("897787"), pillars("巳月"));
        QCOMPARE(c.changed->hexagram, *parseHexagram("火山旅"));
        QCOMPARE(c.primary.self.number(), 2);
        auto f = analyze(c).find(FindingKind::SixClash, primary(6));
        QVERIFY(f);
        QCOMPARE(f->param<ParamKey::Lines>(), LineMask(1 << 1));
    }

    // 易冒 卷4 (seed 002 line 127): 「己亥生人，自筮壽命，於己未年寅建癸亥日得大畜，當推其七十戊申，乃甲辰旬空
    // 寅卯之類」 — 戊申 lies in the 甲辰 旬, void 寅卯; 大畜 carries 寅 on lines 2 and 6.
    void daXuYearVoid()
    {
        QCOMPARE(ganzhi("己亥") + 69, ganzhi("戊申"));  // 七十 (虛歲) of one born in 己亥
        const auto v = calendar::voidBranches(ganzhi("戊申"));
        QCOMPARE(v[0], Branch::Yin);
        QCOMPARE(v[1], Branch::Mao);
        AnalysisSettings s;
        s.yearVoid = true;
        const Chart c = computeChart(stillCast(*parseHexagram("山天大畜")), pillars("戊申年 寅月 癸亥日"));
        const Analysis a = analyze(c, s);
        QVERIFY(a.has(FindingKind::YearVoid, primary(2)));
        QVERIFY(a.has(FindingKind::YearVoid, primary(6)));
        QCOMPARE(count(a, FindingKind::YearVoid), 2);
        QCOMPARE(count(analyze(c), FindingKind::YearVoid), 0);  // off by default
    }

    // 化進神/化退神 and 回頭 findings over every single moving line of all 64 hexagrams: exactly the
    // phase relation of the line and its 變爻 decides them.
    void movingLines()
    {
        for (int h = 0; h < 64; ++h)
            for (int pos = 1; pos <= 6; ++pos) {
                Cast cast = stillCast(Hexagram(h));
                auto& v = cast[std::size_t(pos - 1)];
                v = v == LineValue::YoungYang ? LineValue::OldYang : LineValue::OldYin;
                const Chart c = computeChart(cast, {});
                const Analysis a = analyze(c);
                const ChartLine& l = c.lines[std::size_t(pos - 1)];
                const PhaseRelation r = phaseRelation(l.reading.element, l.changed->element);
                QCOMPARE(a.has(FindingKind::ReturnedGeneration, primary(pos)), r == PhaseRelation::GeneratedBy);
                QCOMPARE(a.has(FindingKind::ReturnedControl, primary(pos)), r == PhaseRelation::ControlledBy);
                QCOMPARE(a.has(FindingKind::ReturnedClash, primary(pos)), l.echo == Echo::Reversal);
                QCOMPARE(a.has(FindingKind::Repetition, primary(pos)), l.echo == Echo::Repetition);
                const int steps = stepsFrom(l.reading.branch, l.changed->branch);
                const bool same = r == PhaseRelation::Same;
                if (l.reading.element != Element::Earth) {
                    QCOMPARE(a.has(FindingKind::Advance, primary(pos)), same && steps == 1);
                    QCOMPARE(a.has(FindingKind::Retreat, primary(pos)), same && steps == 11);
                }
                QCOMPARE(count(a, FindingKind::SoleMoving), 1);
            }
        // The 土 path: 丑→辰→未→戌 advance; 戌→丑 only with the full cycle.
        AnalysisSettings noWrap;
        noWrap.earthProgress = EarthProgress::NoWrap;
        // 乾's line 6 壬戌 changes to 兌's 丁未: 土 going back along 丑→辰→未→戌 retreats.
        const Chart qian = computeChart(castOf("777779"), {});
        QCOMPARE(qian.lines[5].changed->branch, Branch::Wei);
        QVERIFY(analyze(qian).has(FindingKind::Retreat, primary(6)));
    }

    // 三合局 with the missing member (000 虎易注 line 87: 「三合：如申子辰合成水局」): 乾 with line 1 (子) and
    // line 5 (申) moving forms 申子辰 with the static 辰 of line 3; 三刑 needs all members (000 line 11).
    void threeHarmony()
    {
        const Chart c = computeChart(castOf("977797"), {});
        auto f = analyze(c).find(FindingKind::ThreeHarmony, kChart);
        QVERIFY(f);
        QCOMPARE(f->param<ParamKey::Element>(), Element::Water);
        QCOMPARE(f->param<ParamKey::Complete>(), true);
        QCOMPARE(f->param<ParamKey::Lines>(), LineMask((1 << 0) | (1 << 2) | (1 << 4)));
        // 大有 (火天大有: 子寅辰 酉未巳) with 寅 (line 2) moving: 午 and 戌 are nowhere, so no 火局.
        // (巳 酉 丑 does form, by the static 巳 and 酉 and line 2's 變爻 丑.)
        const Analysis dayou = analyze(computeChart(castOf("797787"), {}));
        QVERIFY(!any<ParamKey::Element>(dayou, FindingKind::ThreeHarmony, Element::Fire));
        QVERIFY(any<ParamKey::Element>(dayou, FindingKind::ThreeHarmony, Element::Metal));
        // 大有 with 寅 (line 2) and 巳 (line 6) moving on a 申 day: 寅巳申 三刑 is complete.
        const Analysis p = analyze(computeChart(castOf("797789"), pillars("壬申日")));
        auto t = p.find(FindingKind::ThreePunishment, kChart);
        QVERIFY(t);
        QCOMPARE(t->param<ParamKey::Punishment>(), PunishmentKind::Power);
        QVERIFY(!any<ParamKey::Punishment>(analyze(computeChart(castOf("797789"), pillars("壬子日"))), FindingKind::ThreePunishment, PunishmentKind::Power));
    }

    // 碎金賦 (seed 000 lines 127–129) on 乾 (金宮: 子 子孫, 寅 妻財, 午 官鬼, 申 兄弟, 辰戌 父母).
    void suiJin()
    {
        // 「兄動克財子動能解」: 申 兄 (line 5) and 子 子孫 (line 1) move — the 兄 generates the 子 and forgets
        // the 財 (貪生忘克, 木 spared); 「若然兄動鬼必遭傷」 — the 子's control of 火 官鬼 is the stronger.
        const Analysis a = analyze(computeChart(castOf("977797"), {}));
        QVERIFY(any<ParamKey::Element>(a, FindingKind::GreedyGeneration, Element::Wood));
        QVERIFY(any<ParamKey::Element>(a, FindingKind::GenerationPassed, Element::Fire));
        QCOMPARE(a.find(FindingKind::GreedyGeneration, kChart)->param<ParamKey::Lines>(), LineMask((1 << 0) | (1 << 4)));
        // 「子動生財不宜父擺」: 子 (line 1) and 辰 父母 (line 3) move — the 子's generation of 木 is cut.
        const Analysis cut = analyze(computeChart(castOf("979777"), {}));
        QVERIFY(any<ParamKey::Element>(cut, FindingKind::GenerationCut, Element::Wood));
        QVERIFY(!any<ParamKey::Element>(cut, FindingKind::GreedyGeneration, Element::Wood));
        // 定間爻歌 (seed 000 line 23): 乾's 間爻 are lines 4 and 5; line 5 moves.
        QCOMPARE(a.find(FindingKind::BetweenMoving, kChart)->param<ParamKey::Lines>(), LineMask(1 << 4));
    }

    // 觀之萃 on 辛卯年丙申月丙子日 (seed 002 line 55): the 伏神 子孫甲子 under line 1 can come out (the 子 day
    // is its own phase); 兄弟壬申 under line 5 is void (申酉) and does not show; the 世 (line 4) moves; the
    // 卦身 酉 is void (卜筮正宗 卦身喜忌訣, seed 000 line 175).
    void guanToCuiChartLevel()
    {
        const Analysis a = analyze(computeChart(castOf("888679"), pillars("辛卯年 丙申月 丙子日")), yimao());
        const Subject h1{Layer::Hidden, 1}, h5{Layer::Hidden, 5};
        QVERIFY(a.find(FindingKind::HiddenEmerges, h1)->param<ParamKey::Cause>()->bits & (1 << int(EmergeCause::DayOrMonthHelps)));
        QVERIFY(!a.has(FindingKind::HiddenEmerges, h5));
        QCOMPARE(a.find(FindingKind::Void, h5)->rule, RuleId::VoidOnHidden);
        QCOMPARE(a.find(FindingKind::SelfOther, kChart)->param<ParamKey::Flags>(), EnumMask<SelfOtherFlag>(1 << int(SelfOtherFlag::SelfMoving)));
        QCOMPARE(a.find(FindingKind::BodyVoid, kChart)->param<ParamKey::Branch>(), Branch::You);
        QVERIFY(!a.has(FindingKind::BetweenMoving, kChart));  // lines 2 and 3 stay
    }

    // 易冒 卷4 (seed 002 line 15): 「如離變乾為墓絕，若午日月或甲子旬，是偽非真，若逢日月填實其乾，則為凶象矣」.
    // 離為火 with line 2 moving: the inner 離 becomes 乾 (火 墓戌 絕亥).
    void hexagramToTomb()
    {
        const auto tomb = [](const char* p) {
            return analyze(computeChart(castOf("767787"), pillars(p))).find(FindingKind::HexagramToTomb, kChart);
        };
        QCOMPARE(tomb("卯月 丙子日")->param<ParamKey::Lines>(), LineMask(0b000111));
        QCOMPARE(tomb("卯月 丙子日")->param<ParamKey::Effective>(), true);  // nothing against it
        QCOMPARE(tomb("午月 丙子日")->param<ParamKey::Effective>(), false);  // 午 month: 本卦臨月
        QCOMPARE(tomb("卯月 丙午日")->param<ParamKey::Effective>(), false);  // 午 day: 本卦臨日
        QCOMPARE(tomb("卯月 乙丑日")->param<ParamKey::Effective>(), false);  // 甲子旬: 戌亥 void
        QCOMPARE(tomb("戌月 丙子日")->param<ParamKey::Effective>(), true);  // the 戌 month fills the 乾
        QCOMPARE(tomb("戌月 丙子日")->param<ParamKey::Filled>(), true);
        QCOMPARE(tomb("辰月 丙子日")->param<ParamKey::Effective>(), false);  // 辰 strikes the 墓 戌
    }

    // Chart level (卜筮正宗 六爻安靜訣, 亂動訣; 世應生克空亡動靜訣) over all 4096 casts' shapes of moving.
    void chartLevel()
    {
        for (int moving = 0; moving < 64; ++moving) {
            Cast cast = stillCast(Hexagram(0));
            for (int i = 0; i < 6; ++i)
                if (moving >> i & 1) cast[std::size_t(i)] = LineValue::OldYin;
            const Analysis a = analyze(computeChart(cast, {}));
            const int n = std::popcount(unsigned(moving));
            QCOMPARE(a.has(FindingKind::AllStill, kChart), n == 0);
            QCOMPARE(a.has(FindingKind::SoleMoving, kChart), n == 1);
            QCOMPARE(a.has(FindingKind::SoleStill, kChart), n == 5);
            QCOMPARE(a.has(FindingKind::ChaoticMoving, kChart), n >= 4);
            QCOMPARE(count(a, FindingKind::SelfOther), 1);
        }
        // 乾: 世 戌 土 (line 6), 應 辰 土 (line 3): 比和.
        auto so = analyze(computeChart(stillCast(Hexagram(63)), {})).find(FindingKind::SelfOther, kChart);
        QCOMPARE(so->param<ParamKey::Phase>(), PhaseRelation::Same);
    }


    // 昇陽/升陰 (易隱 卷2, seed 001 line 109: 「一年十二氣之中，每一氣各有一爻在昇陽或升陰」; the diagram is lost):
    // the rising line of each month is the line by which the month's 消息卦 differs from the previous
    // month's, 陽 rising from 復 (子) to 乾 (巳), 陰 from 姤 (午) to 坤 (亥).
    void risingLineRule()
    {
        const char* sovereign[] = {"地雷復", "地澤臨", "地天泰", "雷天大壯", "澤天夬", "乾為天",
                                   "天風姤", "天山遯", "天地否", "風地觀", "山地剝", "坤為地"};
        for (int k = 0; k < 12; ++k) {
            const Hexagram now = hexagram(sovereign[k]), before = hexagram(sovereign[(k + 11) % 12]);
            const int changed = now.bits() ^ before.bits();
            QCOMPARE(std::popcount(unsigned(changed)), 1);
            const RisingLine r = risingLine(branchAt(k));
            QCOMPARE(r.position.bit(), changed);
            QCOMPARE(r.direction == Rising::Yang, (now.bits() & changed) != 0);
        }
    }

    // 易隱 卷2 (seed 001 line 111): 「小滿卜得鼎之旅，昇陽巳火，受世爻亥水動來沖剋，主四月有喪身之禍」. 小滿 lies in
    // the 巳 month: 昇陽 is 鼎's 上爻 巳 (少陽, in accord), the 世 (line 2, 老陽) is 陽 (in accord), and the moving
    // 世 亥 clashes and controls it. 亥 is also 巳's 驛馬 (巳酉丑馬居亥).
    void dingToLuRising()
    {
        const Analysis a = analyze(computeChart(castOf("897787"), pillars("巳月")));
        const auto r = a.find(FindingKind::RisingLine, kChart);
        QVERIFY(r);
        QCOMPARE(r->rule, RuleId::Rising);
        QCOMPARE(r->param<ParamKey::Direction>(), Rising::Yang);
        QCOMPARE(r->param<ParamKey::Lines>(), LineMask(1 << 5));
        QCOMPARE(r->param<ParamKey::Accord>(), EnumMask<RisingAccord>((1 << int(RisingAccord::SelfAccords)) | (1 << int(RisingAccord::LineAccords))));
        const auto struck = a.find(FindingKind::RisingStruck, primary(6));
        QVERIFY(struck);
        QCOMPARE(struck->rule, RuleId::RisingMoving);
        QCOMPARE(struck->param<ParamKey::Lines>(), LineMask(1 << 1));
        QCOMPARE(struck->param<ParamKey::Strike>(), EnumMask<Strike>((1 << int(Strike::Clash)) | (1 << int(Strike::Control))));
        QCOMPARE(a.find(FindingKind::RisingHorse, primary(6))->param<ParamKey::Branch>(), Branch::Hai);
        QCOMPARE(markOf(*struck)->traditional, std::string_view("升傷"));
    }

    // 易隱 卷2 (seed 001 line 111): 「大暑卜得漸之觀，升陰午火，得申金動，為驛馬，主午申月間有進益，此俱以動爻為斷也」.
    // 漸 (艮宮 歸魂) 丙辰 丙午 丙申 辛未 辛巳 辛卯, 世 on line 3 (申, 老陽) becomes 觀's 乙卯. 大暑 lies in the 未
    // month: 升陰 is line 2 午 (少陰: in accord); the 世 is 陽 (反度); the moving 申 is 午's 驛馬 (寅午戌馬居申) and
    // neither clashes nor controls it. The months of the outcome are the rising branch 午 and the horse 申.
    void jianToGuan()
    {
        const Chart c = computeChart(castOf("889877"), pillars("未月"));
        QCOMPARE(c.primary.hexagram, hexagram("風山漸"));
        QCOMPARE(c.changed->hexagram, hexagram("風地觀"));
        QCOMPARE(c.primary.place.palace, Trigram::Gen);
        QCOMPARE(c.primary.place.generation, Generation::Returning);
        QCOMPARE(c.primary.self.number(), 3);
        const char* branches[] = {"辰", "午", "申", "未", "巳", "卯"};
        for (int pos = 1; pos <= 6; ++pos)
            QCOMPARE(c.lines[std::size_t(pos - 1)].reading.branch, one<Branch>(QString::fromUtf8(branches[pos - 1])));
        QCOMPARE(c.lines[2].changed->branch, Branch::Mao);
        QCOMPARE(c.lines[1].reading.element, Element::Fire);

        const Analysis a = analyze(c);
        const auto r = a.find(FindingKind::RisingLine, kChart);
        QCOMPARE(r->param<ParamKey::Direction>(), Rising::Yin);
        QCOMPARE(r->param<ParamKey::Lines>(), LineMask(1 << 1));
        QCOMPARE(r->param<ParamKey::Accord>(), EnumMask<RisingAccord>((1 << int(RisingAccord::SelfReversed)) | (1 << int(RisingAccord::LineAccords))));
        const auto horse = a.find(FindingKind::RisingHorse, primary(2));
        QVERIFY(horse);
        QCOMPARE(horse->rule, RuleId::RisingMoving);
        QCOMPARE(horse->param<ParamKey::Lines>(), LineMask(1 << 2));
        QCOMPARE(horse->param<ParamKey::Branch>(), Branch::Shen);
        QVERIFY(!a.has(FindingKind::RisingStruck, primary(2)));
        for (int pos : {1, 3, 4, 5, 6}) QVERIFY(!a.has(FindingKind::RisingHorse, primary(pos)));
        QCOMPARE(markOf(*horse)->traditional, std::string_view("升馬"));

        // At 大暑 2024 (22 July, 15:44 Beijing) the pillars give the 未 month and the same findings, and the
        // trigram season (離 旺 from 夏至) is that of the instant.
        const auto reading = calendar::fourPillars(beijing(2024, 7, 23, 10, 0), std::chrono::hours(8), {});
        QCOMPARE(reading->pillars.monthBranch(), Branch::Wei);
        const auto season = calendar::trigramSeasonAt(reading->utc);
        QCOMPARE(season->term, calendar::SolarTerm::DaShu);
        const Analysis at = analyze(computeChart(castOf("889877"), reading->pillars), {}, {}, PresetId::General,
                                    seasonInput(*season));
        QCOMPARE(at.find(FindingKind::RisingHorse, primary(2))->param<ParamKey::Branch>(), Branch::Shen);
        const auto inner = onTrigram(at, FindingKind::TrigramSeason, false);
        QCOMPARE(inner->param<ParamKey::TrigramState>(), calendar::TrigramState::Confined);  // 離旺 … 艮囚
        QCOMPARE(inner->param<ParamKey::Moment>(), true);
    }

    // 昇陽/升陰 over every cast shape of all 64 hexagrams and the 12 months: one finding, the 世 either in
    // accord or reversed, the line in accord only when young (少) of the rising polarity, reversed when of
    // the other polarity (001 line 107).
    void risingAccordExhaustive()
    {
        for (int h = 0; h < 64; ++h)
            for (int moving : {0, 63})
                for (int m = 0; m < 12; ++m) {
                    Cast cast = stillCast(Hexagram(h));
                    if (moving)
                        for (auto& v : cast) v = isYang(v) ? LineValue::OldYang : LineValue::OldYin;
                    const Chart c = computeChart(cast, Pillars{{}, {}, {}, {}, branchAt(m), {}});
                    const Analysis a = analyze(c);
                    QCOMPARE(count(a, FindingKind::RisingLine), 1);
                    const RisingLine r = risingLine(branchAt(m));
                    const bool yang = r.direction == Rising::Yang;
                    const int accord = a.find(FindingKind::RisingLine, kChart)->param<ParamKey::Accord>()->bits;
                    const ChartLine& self = c.line(c.primary.self);
                    const ChartLine& line = c.line(r.position);
                    QCOMPARE(bool(accord & 1 << int(RisingAccord::SelfAccords)), self.yang() == yang);
                    QCOMPARE(bool(accord & 1 << int(RisingAccord::SelfReversed)), self.yang() != yang);
                    QCOMPARE(bool(accord & 1 << int(RisingAccord::LineAccords)), line.yang() == yang && !line.moving());
                    QCOMPARE(bool(accord & 1 << int(RisingAccord::LineReversed)), line.yang() != yang);
                }
        QVERIFY(!analyze(computeChart(castOf("889877"), {})).has(FindingKind::RisingLine, kChart));  // no month
    }

    // 卦 旺相 from the month (易冒 卷4, seed 002 line 27 訣: 「立春歸艮土，春分震木齊，立夏時當巽，夏至本尋離，立秋坤土主，
    // 秋分兌澤奇，立冬乾旺處，冬至坎方宜」): a 節 month lies under one node except 卯 午 酉 子, which a node splits.
    void trigramOfMonth()
    {
        const std::pair<Branch, std::optional<Trigram>> rows[] = {
            {Branch::Yin, Trigram::Gen}, {Branch::Mao, {}}, {Branch::Chen, Trigram::Zhen}, {Branch::Si, Trigram::Xun},
            {Branch::Wu, {}}, {Branch::Wei, Trigram::Li}, {Branch::Shen, Trigram::Kun}, {Branch::You, {}},
            {Branch::Xu, Trigram::Dui}, {Branch::Hai, Trigram::Qian}, {Branch::Zi, {}}, {Branch::Chou, Trigram::Kan}};
        for (const auto& [m, t] : rows) QCOMPARE(prosperousTrigramOfMonth(m), t);
        QVERIFY(!analyze(computeChart(castOf("777777"), pillars("卯月 甲子日"))).has(FindingKind::TrigramSeason, kChart));
    }

    // 易冒 卷4 (seed 002 line 43): 「坎艮旺相三氣，謂旬空而弗空也，震巽胎沒三氣，謂囚而不囚也（如冬至後坎旺艮相，丑建
    // 甲寅旬筮坎，則過旬弗空，復如丑建得震巽，則言胎沒之卦，而弗為克我者囚也）」.
    void trigramVoidAndConfined()
    {
        const Analysis kan = analyze(computeChart(castOf("878878"), pillars("丑月 甲寅日")));  // 坎為水, 甲寅旬 子丑 空
        for (bool outer : {false, true}) {
            QCOMPARE(onTrigram(kan, FindingKind::TrigramSeason, outer)->param<ParamKey::TrigramState>(),
                     calendar::TrigramState::Prosperous);
            const auto v = onTrigram(kan, FindingKind::TrigramVoid, outer);
            QVERIFY(v);
            QCOMPARE(v->rule, RuleId::TrigramVoid);
            QCOMPARE(v->param<ParamKey::Branch>(), Branch::Zi);
            QCOMPARE(v->param<ParamKey::Effective>(), false);  // 旬空而弗空
        }
        // 丑 month: 土 rules, 木 is 囚 by the five phases; 震 胎, 巽 沒: 囚而不囚.
        const Analysis zhen = analyze(computeChart(castOf("788788"), pillars("丑月 甲寅日")));  // 震為雷
        QCOMPARE(onTrigram(zhen, FindingKind::TrigramSeason, false)->param<ParamKey::TrigramState>(), calendar::TrigramState::Embryo);
        QCOMPARE(onTrigram(zhen, FindingKind::TrigramConfined, false)->rule, RuleId::TrigramConfined);
        QCOMPARE(onTrigram(zhen, FindingKind::TrigramConfined, false)->param<ParamKey::Effective>(), false);
        const Analysis xun = analyze(computeChart(castOf("877877"), pillars("丑月 甲寅日")));  // 巽為風
        QCOMPARE(onTrigram(xun, FindingKind::TrigramSeason, true)->param<ParamKey::TrigramState>(), calendar::TrigramState::Sunken);
        QCOMPARE(onTrigram(xun, FindingKind::TrigramConfined, true)->param<ParamKey::Effective>(), false);
        // Against: in the 申 month (坤旺 兌相 乾胎 坎沒 艮死 震囚 巽休 離廢) 火 is 囚 by the phases (金旺 … 火囚) and
        // 離, being 廢, is 囚 indeed.
        const Analysis shen = analyze(computeChart(castOf("787787"), pillars("申月 甲寅日")));  // 離為火
        QCOMPARE(onTrigram(shen, FindingKind::TrigramSeason, false)->param<ParamKey::TrigramState>(), calendar::TrigramState::Discarded);
        QCOMPARE(onTrigram(shen, FindingKind::TrigramConfined, false)->param<ParamKey::Effective>(), true);
        // And a void trigram out of 旺相: 坎 in the 未 month (離旺: 坎死) in the 甲寅 旬.
        QCOMPARE(onTrigram(analyze(computeChart(castOf("878878"), pillars("未月 甲寅日"))), FindingKind::TrigramVoid, false)
                     ->param<ParamKey::Effective>(), true);
    }

    // 易冒 卷4 (seed 002 line 47): 「旺相胎沒，或當日之沖而不云沖，死囚休廢，或當日之建而不云建，此卦候不與爻神同也
    // （若震值旺，遇酉日而不為日破，仍論其旺相，坎值死，遇子日而不為日建，仍論其死囚）」.
    void trigramAndDay()
    {
        const Analysis zhen = analyze(computeChart(castOf("788788"), pillars("辰月 辛酉日")));  // 春分–立夏: 震旺
        QCOMPARE(onTrigram(zhen, FindingKind::TrigramSeason, false)->param<ParamKey::TrigramState>(), calendar::TrigramState::Prosperous);
        const auto clash = onTrigram(zhen, FindingKind::TrigramDayClash, false);
        QCOMPARE(clash->rule, RuleId::TrigramDay);
        QCOMPARE(clash->param<ParamKey::Branch>(), Branch::Mao);
        QCOMPARE(clash->param<ParamKey::Effective>(), false);  // 不為日破
        const Analysis kan = analyze(computeChart(castOf("878878"), pillars("未月 甲子日")));  // 夏至–立秋: 離旺, 坎死
        QCOMPARE(onTrigram(kan, FindingKind::TrigramSeason, true)->param<ParamKey::TrigramState>(), calendar::TrigramState::Dead);
        QCOMPARE(onTrigram(kan, FindingKind::TrigramDayRuler, true)->param<ParamKey::Effective>(), false);  // 不為日建
        QCOMPARE(onTrigram(analyze(computeChart(castOf("878878"), pillars("丑月 甲子日"))), FindingKind::TrigramDayRuler, true)
                     ->param<ParamKey::Effective>(), true);  // 坎旺 on a 子 day
        QCOMPARE(onTrigram(analyze(computeChart(castOf("788788"), pillars("申月 辛酉日"))), FindingKind::TrigramDayClash, false)
                     ->param<ParamKey::Effective>(), true);  // 震囚 struck by 酉
    }

    // 002 line 35: 「卦旺三氣，亦有一候之餘旺（如立春艮旺，至春分後艮尚旺五日，未即廢也）」 — from the instant: three
    // days after 春分 2024 (20 March, 11:06 Beijing) 艮 is still 旺, 震 旺 too; a week after, 艮 is 廢.
    void trigramLingering()
    {
        const auto at = [](std::chrono::sys_seconds t) {
            const auto r = calendar::fourPillars(t, std::chrono::hours(8), {});
            return analyze(computeChart(castOf("887887"), r->pillars), {}, {}, PresetId::General,
                           seasonInput(*calendar::trigramSeasonAt(t)));  // 艮為山
        };
        const auto early = onTrigram(at(beijing(2024, 3, 23, 12, 0)), FindingKind::TrigramSeason, false);
        QCOMPARE(early->param<ParamKey::TrigramState>(), calendar::TrigramState::Prosperous);
        QCOMPARE(early->param<ParamKey::Lingering>(), true);
        QCOMPARE(early->param<ParamKey::Moment>(), true);
        const auto late = onTrigram(at(beijing(2024, 3, 27, 12, 0)), FindingKind::TrigramSeason, false);
        QCOMPARE(late->param<ParamKey::TrigramState>(), calendar::TrigramState::Discarded);
        QCOMPARE(late->param<ParamKey::Lingering>(), false);
    }

    // The trigram rules over all 64 hexagrams, the eight months a node does not split and all 60 days: a
    // trigram void exactly when its sector holds a void branch, in effect unless 旺相; the day's clash in
    // effect only in 死囚休廢, the day's 建 only in 旺相胎沒; 囚 in effect unless 胎沒.
    void trigramRulesExhaustive()
    {
        using calendar::TrigramState;
        for (Branch m : {Branch::Yin, Branch::Chen, Branch::Si, Branch::Wei, Branch::Shen, Branch::Xu, Branch::Hai, Branch::Chou})
            for (int d = 0; d < 60; ++d)
                for (int h = 0; h < 64; ++h) {
                    const Pillars p{{}, {}, GanZhi(d), {}, m, {}};
                    const Analysis a = analyze(computeChart(stillCast(Hexagram(h)), p));
                    for (bool outer : {false, true}) {
                        const Trigram t = outer ? Hexagram(h).upper() : Hexagram(h).lower();
                        const auto state = onTrigram(a, FindingKind::TrigramSeason, outer)->param<ParamKey::TrigramState>().value();
                        QCOMPARE(state, calendar::trigramState(t, *prosperousTrigramOfMonth(m)));
                        const int s = int(state);
                        const auto v = calendar::voidBranches(GanZhi(d));
                        const auto tv = onTrigram(a, FindingKind::TrigramVoid, outer);
                        QCOMPARE(tv.has_value(), sectorHolds(t, v[0]) || sectorHolds(t, v[1]));
                        if (tv) QCOMPARE(tv->param<ParamKey::Effective>(), !(s < 2));
                        if (const auto c = onTrigram(a, FindingKind::TrigramDayClash, outer)) QCOMPARE(c->param<ParamKey::Effective>(), !(s < 4));
                        const auto r = onTrigram(a, FindingKind::TrigramDayRuler, outer);
                        QCOMPARE(r.has_value(), sectorHolds(t, GanZhi(d).branch()));
                        if (r) QCOMPARE(r->param<ParamKey::Effective>(), (s < 4));
                        const auto q = onTrigram(a, FindingKind::TrigramConfined, outer);
                        QCOMPARE(q.has_value(), seasonOf(element(t), m) == Season::Confined);
                        if (q) QCOMPARE(q->param<ParamKey::Effective>(), !(s == 2 || s == 3));
                    }
                }
    }

    // 卜筮正宗 定間爻歌 (seed 000 line 23): 「世應當中兩間爻，忌神發動莫相交，元辰與用當中動，生世扶身事事高」. 乾為天
    // (世 6 戌土, 應 3): the 間爻 are line 4 午火 and line 5 申金, both moving; the 卦身 is 巳 (陽世 from 子).
    void betweenRoles()
    {
        const Chart c = computeChart(castOf("777997"), pillars("卯月 甲子日"));
        QCOMPARE(c.body.branch, Branch::Si);
        // 用 妻財 (木): 申金 controls it — 忌神發動.
        const Analysis wealth = analyze(c, {}, Relation::Wealth);
        QCOMPARE(wealth.find(FindingKind::BetweenTaboo, primary(5))->param<ParamKey::Relation>(), Relation::Sibling);
        QCOMPARE(wealth.find(FindingKind::BetweenTaboo, primary(5))->rule, RuleId::BetweenRoles);
        QVERIFY(!wealth.has(FindingKind::BetweenSource, primary(4)) && !wealth.has(FindingKind::BetweenTaboo, primary(4)));
        // 用 父母 (土): 午火 generates it — 元辰, and generates the 世 戌土 and shares the 卦身 巳's phase.
        const auto source = analyze(c, {}, Relation::Parent).find(FindingKind::BetweenSource, primary(4));
        QCOMPARE(source->param<ParamKey::Role>(), GodRole::Source);
        QCOMPARE(source->param<ParamKey::HelpsSelf>(), true);
        QCOMPARE(source->param<ParamKey::HelpsBody>(), true);
        // 用 兄弟 (金): 申 is the 用神 itself (neither 生世 nor 扶身), 午火 is its 忌神.
        const Analysis sibling = analyze(c, {}, Relation::Sibling);
        const auto useful = sibling.find(FindingKind::BetweenSource, primary(5));
        QCOMPARE(useful->param<ParamKey::Role>(), GodRole::Useful);
        QCOMPARE(useful->param<ParamKey::HelpsSelf>(), false);
        QCOMPARE(useful->param<ParamKey::HelpsBody>(), false);
        QCOMPARE(markOf(*useful)->traditional, std::string_view("間用"));
        QVERIFY(sibling.has(FindingKind::BetweenTaboo, primary(4)));
        // Nothing without a useful god, nor on still 間爻.
        QCOMPARE(count(analyze(c), FindingKind::BetweenTaboo) + count(analyze(c), FindingKind::BetweenSource), 0);
        QCOMPARE(count(analyze(computeChart(castOf("777777"), pillars("卯月 甲子日")), {}, Relation::Wealth), FindingKind::BetweenTaboo), 0);
    }

    // 間爻 roles over all 4096 casts and the five relations: a finding exactly on each moving 間爻 whose
    // phase controls (忌神), generates (元辰) or is (用) the useful god's phase.
    void betweenRolesExhaustive()
    {
        for (int code = 0; code < 4096; ++code) {
            Cast cast{};
            for (int i = 0; i < 6; ++i) cast[std::size_t(i)] = static_cast<LineValue>(6 + (code >> (2 * i) & 3));
            const Chart c = computeChart(cast, {});
            const Element palace = palaceElement(c.primary.place.palace);
            for (int r = 0; r < 5; ++r) {
                const auto useful = static_cast<Relation>(r);
                const Analysis a = analyze(c, {}, useful);
                Element ue = palace;
                for (int e = 0; e < 5; ++e)
                    if (relationTo(palace, elementAt(e)) == useful) ue = elementAt(e);
                const auto between = betweenLines(c.primary.self);
                for (const LinePos pos : allLines) {
                    const ChartLine& l = c.line(pos);
                    const bool on = l.moving() && (pos == between[0] || pos == between[1]);
                    const Element e = l.reading.element;
                    QCOMPARE(a.has(FindingKind::BetweenTaboo, primary(pos)), on && controls(e, ue));
                    QCOMPARE(a.has(FindingKind::BetweenSource, primary(pos)), on && (e == ue || generates(e, ue)));
                }
            }
        }
    }

    // Findings come in subject order (lines 1–6, each primary, changed, hidden; then the chart) for
    // every shape of moving lines of 乾 and 坤 on a full set of pillars.
    void subjectOrder()
    {
        const auto rank = [](Subject s) { return s.layer == Layer::Chart ? 100 : s.position * 4 + int(s.layer); };
        for (int h : {0, 63})
            for (int moving = 0; moving < 64; ++moving) {
                Cast cast = stillCast(Hexagram(h));
                for (int i = 0; i < 6; ++i)
                    if (moving >> i & 1) cast[std::size_t(i)] = h ? LineValue::OldYang : LineValue::OldYin;
                const Analysis a = analyze(computeChart(cast, pillars("辛卯年 丙申月 丙子日")),
                                           preset(PresetId::YiMao).analysis, Relation::Wealth);
                for (std::size_t i = 1; i < a.findings.size(); ++i)
                    QVERIFY(rank(a.findings[i - 1].subject) <= rank(a.findings[i].subject));
            }
    }

    // analyze(into, …) reuses an analysis of another chart, under another preset, and gives what a fresh
    // one gives (najia-cli chart --batch keeps one per block).
    void analyzeIntoReused()
    {
        Analysis reused = analyze(computeChart(castOf("987677"), pillars("甲辰 丙寅 辛酉 壬子")),
                                  preset(PresetId::YiMao).analysis, Relation::Wealth, PresetId::YiMao);
        QVERIFY(!reused.findings.empty());
        for (const PresetId id : {PresetId::General, PresetId::ZengShan, PresetId::YiYin, PresetId::YiMao}) {
            const Chart c = computeChart(castOf("777977"), pillars("辰月 戊申日"));
            const Analysis fresh = analyze(c, preset(id).analysis, {}, id);
            analyze(reused, c, preset(id).analysis, {}, id);
            QVERIFY(reused.findings == fresh.findings);
            QCOMPARE(reused.preset, fresh.preset);
            QVERIFY(reused.settings == fresh.settings);
            QVERIFY(reused.useful == fresh.useful);
        }
    }

    // The day's clash by school (issue 16). 增刪卜易 例1: 辰月戊申日 乾之小畜, line 2 寅 void and struck by 申 —
    // 野鶴 reads it 暗動 (沖起; 日辰章: 「爻遇旬空，日辰沖起而有用，謂之沖空則實」); 易冒 grades 申 a 絕沖: only 半實.
    // 卜筮正宗 十八問答: 子月乙巳日 復 still, line 5 亥 旺 in 子月 struck by 巳 — 暗動; 易冒: 暗破 (絕沖).
    void dayClashBySchool()
    {
        const Chart qian = computeChart(castOf("777977"), pillars("辰月 戊申日"));
        QCOMPARE(qian.lines[1].reading.branch, Branch::Yin);
        for (const PresetId id : {PresetId::General, PresetId::ZengShan}) {
            const Analysis a = analyze(qian, preset(id).analysis, {}, id);
            QCOMPARE(a.find(FindingKind::DarkMove, primary(2))->rule, RuleId::ZengShanVoidStruck);
            QCOMPARE(a.find(FindingKind::Filled, primary(2))->param<ParamKey::FillDegree>(), FillDegree::Full);
            QCOMPARE(a.find(FindingKind::Void, primary(2))->param<ParamKey::Effective>(), false);
        }
        const Analysis qianYiMao = analyze(qian, yimao(), {}, PresetId::YiMao);
        QVERIFY(!qianYiMao.has(FindingKind::DarkMove, primary(2)));
        QCOMPARE(qianYiMao.find(FindingKind::Filled, primary(2))->param<ParamKey::FillDegree>(), FillDegree::Half);

        const Chart fu = computeChart(castOf("788888"), pillars("子月 乙巳日"));
        QCOMPARE(fu.lines[4].reading.branch, Branch::Hai);
        const auto general = analyze(fu).find(FindingKind::DarkMove, primary(5));
        QVERIFY(general);
        QCOMPARE(general->rule, RuleId::ZengShanDayClash);
        QCOMPARE(general->param<ParamKey::Strong>(), true);
        QVERIFY(analyze(fu, yimao()).has(FindingKind::DayBreak, primary(5)));
        QVERIFY(!analyze(fu, yimao()).has(FindingKind::DarkMove, primary(5)));
    }

    // 增刪卜易 星煞章第三十三: 「獨驗貴人祿神驛馬天喜」 — the zengshan preset shows the few the catalogue counts
    // as he does; the others the usual set. The setting reads and writes as shensha=common|zengshan.
    void starsBySchool()
    {
        QCOMPARE(preset(PresetId::ZengShan).analysis.stars, ChartStars::ZengShan);
        for (const PresetId id : {PresetId::General, PresetId::YiYin, PresetId::YiMao})
            QCOMPARE(preset(id).analysis.stars, ChartStars::Common);
        const std::vector<shensha::ShenSha> few(shensha::zengShanSet().begin(), shensha::zengShanSet().end());
        QCOMPARE(few, (std::vector{shensha::ShenSha::TianYiNoble, shensha::ShenSha::Prosperity,
                                   shensha::ShenSha::PostHorse}));
        for (const shensha::ShenSha s : few)
            QVERIFY(std::ranges::find(shensha::commonSet(), s) != shensha::commonSet().end());
        AnalysisSettings s;
        QVERIFY(applySetting(s, "shensha", "zengshan"));
        QCOMPARE(s.stars, ChartStars::ZengShan);
        QVERIFY(!applySetting(s, "shensha", "many"));
        const auto values = settingValues(s);
        const auto written = std::ranges::find(values, std::string_view("shensha"), &SettingValue::key);
        QVERIFY(written != values.end());
        QCOMPARE(written->value, std::string_view("zengshan"));
    }

    // 用神多現 (增刪卜易 卷一 兩現章): the 古法 under every preset but 增刪卜易's, which takes its author's order;
    // the setting reads and writes as pick=old-rule|zengshan, and every setting written reads back.
    void pickOrderBySchool()
    {
        QCOMPARE(preset(PresetId::ZengShan).analysis.pickOrder, PickOrder::ZengShan);
        for (const PresetId id : {PresetId::General, PresetId::YiYin, PresetId::YiMao})
            QCOMPARE(preset(id).analysis.pickOrder, PickOrder::OldRule);
        AnalysisSettings s;
        QVERIFY(applySetting(s, "pick", "zengshan"));
        QCOMPARE(s.pickOrder, PickOrder::ZengShan);
        QVERIFY(!applySetting(s, "pick", "void"));
        for (const Preset& p : presets()) {
            AnalysisSettings back{};
            for (const SettingValue& v : settingValues(p.analysis)) QVERIFY(applySetting(back, v.key, v.value));
            QVERIFY(back == p.analysis);
        }
    }

    // By standing, over all 64 still hexagrams × 12 months × 60 days: a struck still line is exactly one of 暗動
    // (旺相, helped by month or day) and 日破, and a struck void still line is 沖起 — filled and 暗動 — whatever
    // the day branch (寅申巳亥 days strike like the others).
    void dayClashStandingExhaustive()
    {
        for (int h = 0; h < 64; ++h)
            for (int m = 0; m < 12; ++m)
                for (int d = 0; d < 60; ++d) {
                    const Pillars p{{}, {}, GanZhi(d), {}, branchAt(m), {}};
                    const Chart c = computeChart(stillCast(Hexagram(h)), p);
                    const Analysis a = analyze(c);
                    for (const ChartLine& l : c.lines) {
                        const Subject s = primary(l.position);
                        if (!isClash(GanZhi(d).branch(), l.reading.branch)) {
                            QVERIFY(!a.has(FindingKind::DarkMove, s) && !a.has(FindingKind::DayBreak, s));
                            continue;
                        }
                        const Element e = l.reading.element, dayE = element(GanZhi(d).branch());
                        const bool strong = isStrong(seasonOf(e, branchAt(m))) || branchAt(m) == l.reading.branch ||
                                            isSixHarmony(branchAt(m), l.reading.branch) || dayE == e || generates(dayE, e);
                        const bool isVoid = calendar::isVoid(l.reading.branch, GanZhi(d));
                        QCOMPARE(a.has(FindingKind::DarkMove, s), strong || isVoid);
                        QCOMPARE(a.has(FindingKind::DayBreak, s), !strong && !isVoid);
                        QCOMPARE(a.has(FindingKind::Filled, s), isVoid);
                    }
                }
    }

    // Defects found while checking (issue 16). 乾之小畜, 寅月丙辰日, line 1 子: void (甲寅旬), 休 in spring and
    // controlled by the 辰 day — none of 易冒's thirteen kinds applies, so there is no principal kind (it was
    // reported as 建空).
    void voidWithoutKind()
    {
        const Analysis a = analyze(computeChart(castOf("777977"), pillars("寅月 丙辰日")), yimao());
        const auto f = a.find(FindingKind::Void, primary(1));
        QVERIFY(f);
        QCOMPARE(f->param<ParamKey::VoidKinds>(), EnumMask<VoidKind>(0));
        QCOMPARE(f->param<ParamKey::VoidType>(), std::nullopt);
    }

    // 坤為地, 子月己巳日, line 5 亥: 旺 in 子月, void (甲子旬) and struck by 巳 — a 絕沖, 「空不能為全實」: 半實, so
    // the void still counts (it was `effective: false`, as if fully filled). A 墓沖 (戊辰日, same 旬) fills it.
    void halfFillStaysVoid()
    {
        const Analysis a = analyze(computeChart(stillCast(hexagram("坤為地")), pillars("子月 己巳日")), yimao());
        QCOMPARE(a.find(FindingKind::Filled, primary(5))->param<ParamKey::FillDegree>(), FillDegree::Half);
        QCOMPARE(a.find(FindingKind::Void, primary(5))->param<ParamKey::Effective>(), true);
        const Analysis tomb = analyze(computeChart(stillCast(hexagram("乾為天")), pillars("午月 戊辰日")), yimao());
        QCOMPARE(tomb.find(FindingKind::Filled, primary(6))->param<ParamKey::FillDegree>(), FillDegree::Full);
        QCOMPARE(tomb.find(FindingKind::Void, primary(6))->param<ParamKey::Effective>(), false);
    }

    // A year given by its branch alone, as books give it: 「子年 未月 己未日」. 太歲 子 strikes 乾's 午 (line 4).
    void yearAsBranch()
    {
        const auto p = parsePillars("子年 未月 己未日");
        QVERIFY(p);
        QVERIFY(!p->year);
        QCOMPARE(p->yearBranch(), std::optional<Branch>(Branch::Zi));
        QCOMPARE(p->monthBranch(), std::optional<Branch>(Branch::Wei));
        const Analysis a = analyze(computeChart(stillCast(hexagram("乾為天")), *p));
        QVERIFY(a.has(FindingKind::YearBreak, primary(4)));
        QVERIFY(!parsePillars("甲年 未月"));  // a stem alone is no year
    }

    // 旬空 by school. 增刪卜易 旬空章: 「有日建動爻生扶者，亦不為空」 — a moving line's generation counts; 卜筮正宗
    // 旬空論 names 「日辰生扶」 only. 坤 with line 2 (巳) moving in a 申 month on a 乙卯 day (甲寅旬: 子丑 void):
    // line 4 丑 is void, 休 in autumn, not struck, controlled by the 卯 day, and generated by the moving 巳.
    void voidBySchool()
    {
        const Chart c = computeChart(castOf("868888"), pillars("申月 乙卯日"));
        QCOMPARE(c.lines[3].reading.branch, Branch::Chou);
        const auto zs = analyze(c, preset(PresetId::ZengShan).analysis).find(FindingKind::Void, primary(4));
        const auto bs = analyze(c).find(FindingKind::Void, primary(4));
        QCOMPARE(zs->rule, RuleId::ZengShanVoid);
        QCOMPARE(bs->rule, RuleId::BuShiVoid);
        QCOMPARE(zs->param<ParamKey::Effective>(), false);  // 巳 moves and generates 丑
        QCOMPARE(bs->param<ParamKey::Effective>(), true);
    }

    // 月破 by school (增刪卜易 月破章: 「惟而不動又無日辰動爻生助者則到底而破矣」; 卜筮正宗 十八問答 第八問: 「安靜有剋
    // 無生之破爻則到底破矣」). 乾 in a 辰 month: 戌 (line 6) broken. On a 寅 day (木 controls 土) still: 到底破 for both;
    // moving (老陽): 出月不破 for both.
    void monthBreakBySchool()
    {
        const Chart still = computeChart(stillCast(hexagram("乾為天")), pillars("辰月 丙寅日"));
        const Chart moving = computeChart(castOf("777779"), pillars("辰月 丙寅日"));
        for (const PresetId id : {PresetId::General, PresetId::ZengShan}) {
            QCOMPARE(analyze(still, preset(id).analysis).find(FindingKind::MonthBreak, primary(6))->param<ParamKey::Lasting>(), true);
            QCOMPARE(analyze(moving, preset(id).analysis).find(FindingKind::MonthBreak, primary(6))->param<ParamKey::Lasting>(), false);
        }
        // A 午 day generates 戌 (火生土): not 到底破 for either; a 子 day neither generates nor controls it: 到底破
        // for 增刪卜易 (「又無日辰動爻生助者」), not for 卜筮正宗 (「有剋無生」 needs the control).
        const Chart wu = computeChart(stillCast(hexagram("乾為天")), pillars("辰月 庚午日"));
        QCOMPARE(analyze(wu).find(FindingKind::MonthBreak, primary(6))->param<ParamKey::Lasting>(), false);
        QCOMPARE(analyze(wu, preset(PresetId::ZengShan).analysis).find(FindingKind::MonthBreak, primary(6))->param<ParamKey::Lasting>(), false);
        const Chart zi = computeChart(stillCast(hexagram("乾為天")), pillars("辰月 丙子日"));
        QCOMPARE(analyze(zi).find(FindingKind::MonthBreak, primary(6))->param<ParamKey::Lasting>(), false);
        QCOMPARE(analyze(zi, preset(PresetId::ZengShan).analysis).find(FindingKind::MonthBreak, primary(6))->param<ParamKey::Lasting>(), true);
        QCOMPARE(analyze(zi, yimao()).find(FindingKind::MonthBreak, primary(6))->param<ParamKey::Lasting>(), std::nullopt);
    }

    // 日生 日克 日合 日沖 月生 月克 月合 月沖 on every line, 變爻 and 伏神 (增刪卜易 動變生克沖合章), checked against
    // the branch relations over all 64 hexagrams, 12 months and 60 days with every 變爻 of the all-moving cast.
    void dayAndMonthActs()
    {
        for (int h = 0; h < 64; ++h)
            for (int m = 0; m < 12; ++m)
                for (int d = 0; d < 60; d += 7) {
                    Cast cast = stillCast(Hexagram(h));
                    for (auto& v : cast) v = isYang(v) ? LineValue::OldYang : LineValue::OldYin;
                    const Chart c = computeChart(cast, Pillars{{}, {}, GanZhi(d), {}, branchAt(m), {}});
                    const Analysis a = analyze(c);
                    for (const ChartLine& l : c.lines)
                        for (const Layer layer : {Layer::Primary, Layer::Changed, Layer::Hidden}) {
                            const LineReading* r = layer == Layer::Primary ? &l.reading
                                                   : layer == Layer::Changed ? &*l.changed
                                                   : l.hidden ? &l.hidden->reading : nullptr;
                            if (!r) continue;
                            const Subject s = Subject::at(layer, l.position);
                            for (const auto& [b, first] : {std::pair{GanZhi(d).branch(), FindingKind::DayGenerates},
                                                           std::pair{branchAt(m), FindingKind::MonthGenerates}}) {
                                const auto k = [&](int i) { return static_cast<FindingKind>(int(first) + i); };
                                QCOMPARE(a.has(k(0), s), generates(element(b), r->element));
                                QCOMPARE(a.has(k(1), s), controls(element(b), r->element));
                                QCOMPARE(a.has(k(2), s), isSixHarmony(b, r->branch));
                                QCOMPARE(a.has(k(3), s), isClash(b, r->branch));
                            }
                        }
                }
    }

    // 卦身 under 增刪卜易: 「古以身為卦身、身世，余試之不驗」 (各門類題頭總注) — no 卦身 findings. 觀之萃's 卦身 酉 is void.
    void bodyBySchool()
    {
        const Chart c = computeChart(castOf("888679"), pillars("辛卯年 丙申月 丙子日"));
        QVERIFY(analyze(c).has(FindingKind::BodyVoid, kChart));
        QVERIFY(!analyze(c, preset(PresetId::ZengShan).analysis).has(FindingKind::BodyVoid, kChart));
    }

    // Presets: the same cast under two presets gives the differences, and none against itself.
    void presetsCompare()
    {
        QVERIFY(parsePreset("易冒") == PresetId::YiMao);
        QVERIFY(parsePreset("general") == PresetId::General);
        QVERIFY(!parsePreset("nonesuch"));
        const Chart c = computeChart(castOf("779777"), pillars("巳月 甲戌日"));
        const Analysis general = analyze(c);
        const Analysis yimao = analyze(c, preset(PresetId::YiMao).analysis, {}, PresetId::YiMao);
        QVERIFY(compare(general, general).onlyInFirst.empty());
        const AnalysisDifference d = compare(general, yimao);
        // 辰 (line 3, 相 in a 巳 month) struck by the 戌 day: dispersed by 易冒's rule only; 申 (line 5) void in
        // the 甲戌 旬 under each school's 旬空 rule.
        const auto kinds = [](const std::vector<Finding>& v) {
            std::vector<FindingKind> k;
            for (const Finding& f : v) k.push_back(f.kind);
            return k;
        };
        QCOMPARE(kinds(d.onlyInFirst), (std::vector<FindingKind>{FindingKind::Void}));
        QCOMPARE(kinds(d.onlyInSecond), (std::vector<FindingKind>{FindingKind::Dispersed, FindingKind::Void}));
        QCOMPARE(d.onlyInFirst[0].rule, RuleId::BuShiVoid);
        QCOMPARE(d.onlyInSecond[1].rule, RuleId::VoidKinds);
        AnalysisSettings s;
        QVERIFY(applySetting(s, "dispersal", "any"));
        QCOMPARE(s.dispersal, Dispersal::AnyMoving);
        QVERIFY(!applySetting(s, "dispersal", "sometimes"));
        QVERIFY(!applySetting(s, "nonesuch", "on"));
    }
};

QTEST_APPLESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
