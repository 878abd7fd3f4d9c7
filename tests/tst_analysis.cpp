// Line analysis: the seeds' worked examples (易冒 卷4, 易隱 卷2), the tables transcribed in tests/data,
// and closed-form properties over all 64 hexagrams, 12 months and 60 days.
#include "analysis/analysis.h"
#include "analysis/analysis_terms.h"
#include "calendar/xunkong.h"
#include "hexagram_names.h"
#include "seedtable.h"
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
constexpr Subject kChart{};

template <class E> E one(const QString& text)
{
    const auto values = test::row<E>(text.toStdString());
    return values.size() == 1 ? values[0] : E{};
}

GanZhi ganzhi(const char* text) { return parseGanZhi(text).value(); }

int count(const Analysis& a, FindingKind kind)
{
    return int(std::count_if(a.findings.begin(), a.findings.end(), [&](const Finding& f) { return f.kind == kind; }));
}

bool any(const Analysis& a, FindingKind kind, ParamKey key, int value)
{
    return std::any_of(a.findings.begin(), a.findings.end(),
                       [&](const Finding& f) { return f.kind == kind && f.param(key) == value; });
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
        auto f = analyze(c).find(FindingKind::MonthBreak, primary(2));
        QVERIFY(f);
        QCOMPARE(f->param(ParamKey::Filled), 0);
        QCOMPARE(f->param(ParamKey::RepairMonth), index(Branch::Si));
        // 實破: 「五月子日則謂實其破而不破」 — a 子 day fills the break of 子 in the 午 month.
        const Chart fu = computeChart(stillCast(*parseHexagram("地雷復")), pillars("午月 甲子日"));
        auto filled = analyze(fu).find(FindingKind::MonthBreak, primary(1));
        QVERIFY(filled);
        QCOMPARE(filled->param(ParamKey::Filled), 1);
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
                    const GanZhi fill(f->param(ParamKey::FillDay));
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
        const Analysis a = analyze(c);
        const std::vector<Finding> found = a.about(primary(position));
        int clashFindings = 0;
        for (const Finding& f : found) {
            if (f.kind != FindingKind::DarkMove && f.kind != FindingKind::DayBreak && f.kind != FindingKind::Filled &&
                f.kind != FindingKind::Dispersed)
                continue;
            ++clashFindings;
            QCOMPARE(QString::fromUtf8(kindId(f.kind)), kind);
            if (f.kind == FindingKind::Filled)
                QCOMPARE(f.param(ParamKey::FillDegree),
                         int(fill == u"full"_s ? FillDegree::Full : FillDegree::Half));
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
                    const Analysis a = analyze(c);
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
                                QCOMPARE(f->param(ParamKey::FillDegree), int(FillDegree::Half));
                        }
                    }
                }
    }

    // 沖散: a moving line struck by the day. 易冒 (seed 002 line 159): 「苟非月建，則謂之散」; 海底眼 (seed 004
    // line 107): 「旺相用爻沖必發，休囚沖散」. 乾 with line 3 (辰) moving on a 戌 day: in a 辰 month it is the
    // month ruler (never dispersed); in a 巳 month it is 相 (dispersed by 易冒 only); in a 寅 month 死 (both).
    void dispersal()
    {
        AnalysisSettings yimao;
        yimao.dispersal = Dispersal::AnyMoving;
        const auto dispersed = [&](const char* p, const AnalysisSettings& s) {
            return analyze(computeChart(castOf("779777"), pillars(p)), s).has(FindingKind::Dispersed, primary(3));
        };
        QVERIFY(!dispersed("辰月 甲戌日", yimao));
        QVERIFY(dispersed("巳月 甲戌日", yimao));
        QVERIFY(!dispersed("巳月 甲戌日", {}));
        QVERIFY(dispersed("寅月 甲戌日", yimao));
        QVERIFY(dispersed("寅月 甲戌日", {}));
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
                    QVERIFY(analyze(c, yimao).find(FindingKind::Dispersed, primary(l.position))->param(ParamKey::ChangedLines) ==
                            1 << (l.position - 1));
                    QVERIFY(!analyze(c).has(FindingKind::Dispersed, primary(l.position)));
                    checked = true;
                    break;
                }
            }
        QVERIFY(checked);
        // 「他爻發動來冲，若彼強我弱皆散」: 乾 with 子 (line 1) and 午 (line 4) moving in a 子 month: 子 is 旺,
        // 午 死 — the 午 is dispersed by 易冒's rule, the 子 (the month ruler) is not.
        const Chart both = computeChart(castOf("977977"), pillars("子月"));
        QCOMPARE(analyze(both, yimao).find(FindingKind::Dispersed, primary(4))->param(ParamKey::Lines), 1 << 0);
        QVERIFY(!analyze(both, yimao).has(FindingKind::Dispersed, primary(1)));
        QVERIFY(!analyze(both).has(FindingKind::Dispersed, primary(4)));
        // On a 午 day the 午 is the day ruler: 「日主所臨 … 莫能散之」.
        QVERIFY(!analyze(computeChart(castOf("977977"), pillars("子月 壬午日")), yimao).has(FindingKind::Dispersed, primary(4)));
    }

    // 易冒 卷4 (seed 002 line 111): 「午建己巳日占臨產，得姤之鼎，胎空身動 … 亥子絕於巳日，且實其空」 — 姤's 亥
    // (line 2) is void in the 甲子 旬, the 巳 day strikes it (絕沖: only 半實) and 亥 水 is 絕 on a 巳 day.
    void gouToDing()
    {
        const Chart c = computeChart(castOf("877797"), pillars("午月 己巳日"));
        QCOMPARE(c.changed->hexagram, *parseHexagram("火風鼎"));
        QCOMPARE(c.lines[1].reading.branch, Branch::Hai);
        const Analysis a = analyze(c);
        QVERIFY(a.has(FindingKind::Void, primary(2)));
        auto f = a.find(FindingKind::Filled, primary(2));
        QVERIFY(f);
        QCOMPARE(f->param(ParamKey::FillDegree), int(FillDegree::Half));
        QCOMPARE(f->param(ParamKey::ClashClass), int(ClashClass::Extinction));
        bool extinctByDay = false;
        for (const Finding& s : a.about(primary(2)))
            if (s.kind == FindingKind::Stage && s.param(ParamKey::Against) == int(Pillar::Day))
                extinctByDay = s.param(ParamKey::Stage) == int(LifeStage::Extinction);
        QVERIFY(extinctByDay);
    }

    // 易冒 卷4's kinds of 旬空 (seed 002 lines 131–143).
    void voidKinds()
    {
        // 建空: 乾's 戌 (line 6) in a 戌 month on a 戊辰 day (甲子旬, 戌亥 void) — and struck by the 辰 day.
        const Analysis built = analyze(computeChart(stillCast(*parseHexagram("乾為天")), pillars("戌月 戊辰日")));
        auto f = built.find(FindingKind::Void, primary(6));
        QVERIFY(f);
        QCOMPARE(f->param(ParamKey::VoidType), int(VoidKind::MonthRuler));
        QCOMPARE(f->param(ParamKey::Effective), 0);
        // 真空: 「春土」 — the same 戌 in a 寅 month on a 甲子 day: 木 controls 土; the 子 day neither
        // generates nor controls it, so nothing lightens or worsens it.
        const Analysis spring = analyze(computeChart(stillCast(*parseHexagram("乾為天")), pillars("寅月 甲子日")));
        f = spring.find(FindingKind::Void, primary(6));
        QVERIFY(f);
        QCOMPARE(f->param(ParamKey::VoidType), int(VoidKind::True));
        QCOMPARE(f->param(ParamKey::Effective), 1);
        // 破空: 坤's 亥 (line 5) in a 巳 month (which breaks 亥) on a 甲子 day (甲子旬: 戌亥 void); the 子 day is
        // 水 like 亥, neither generating nor controlling it, and no line moves.
        const Analysis broken = analyze(computeChart(stillCast(*parseHexagram("坤為地")), pillars("巳月 甲子日")));
        f = broken.find(FindingKind::Void, primary(5));
        QVERIFY(f);
        QCOMPARE(f->param(ParamKey::VoidType), int(VoidKind::Broken));
        QVERIFY(f->param(ParamKey::VoidKinds) & (1 << int(VoidKind::Extinct)));  // 水 is 絕 in 巳
        // 傷空: the same on a 戊辰 day (still 甲子旬): 辰 土 controls 亥 水.
        const Analysis hurt = analyze(computeChart(stillCast(*parseHexagram("坤為地")), pillars("巳月 戊辰日")));
        QCOMPARE(hurt.find(FindingKind::Void, primary(5))->param(ParamKey::VoidType), int(VoidKind::Hurt));
        // 克空 (lighter): on a 壬申 day (甲子旬) 申 金 generates 亥 水.
        const Analysis helped = analyze(computeChart(stillCast(*parseHexagram("坤為地")), pillars("巳月 壬申日")));
        QCOMPARE(helped.find(FindingKind::Void, primary(5))->param(ParamKey::VoidType), int(VoidKind::Controlled));
        // 動空: 坤 with line 5 moving.
        const Analysis moving = analyze(computeChart(castOf("888868"), pillars("巳月 壬申日")));
        QCOMPARE(moving.find(FindingKind::Void, primary(5))->param(ParamKey::VoidType), int(VoidKind::Moving));
        // 真空 by 海底眼's 眉批 (秋水): 坤's 亥 in a 酉 month on a 甲子 day.
        AnalysisSettings note;
        note.trueVoid = TrueVoid::HaiDiYanNote;
        const Chart autumn = computeChart(stillCast(*parseHexagram("坤為地")), pillars("酉月 甲子日"));
        QVERIFY(analyze(autumn, note).find(FindingKind::Void, primary(5))->param(ParamKey::VoidKinds) &
                (1 << int(VoidKind::True)));
        QVERIFY(!(analyze(autumn).find(FindingKind::Void, primary(5))->param(ParamKey::VoidKinds) &
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
                                QCOMPARE(bool(f->param(ParamKey::VoidKinds) & (1 << int(VoidKind::True))),
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
        QCOMPARE(p->param(ParamKey::Presence), int(Presence::Hidden));
        QCOMPARE(p->param(ParamKey::Lines), 1 << 2);  // the 申 under line 5 is hidden too, but not under the 世
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
        const int sources = p->param(ParamKey::PresenceMask);
        QVERIFY(!(sources & (1 << int(Presence::Flying))));
        QVERIFY(sources & (1 << int(Presence::StemCombination)));
        QVERIFY(sources & (1 << int(Presence::Changed)));
        QVERIFY(sources & (1 << int(Presence::Day)));
        QCOMPARE(p->param(ParamKey::StemLines), (1 << 3) | (1 << 5));
        // Without 易冒's setting the stem combination is not sought.
        auto general = analyze(c, {}, Relation::Offspring).find(FindingKind::UsefulPresence, kChart);
        QVERIFY(!(general->param(ParamKey::PresenceMask) & (1 << int(Presence::StemCombination))));
        // 卯 (line 6) changes to 未, the 墓 of 木.
        QVERIFY(analyze(c).has(FindingKind::ChangesToTomb, primary(6)));
    }

    // 易冒 卷4 (seed 002 line 99): 「辰建甲寅日占會得師，午財生寅當得，而在癸亥日搖會，火絕於亥反不得也」.
    void shiWealth()
    {
        const auto dayStage = [](const char* p) {
            const Chart c = computeChart(stillCast(*parseHexagram("地水師")), pillars(p));
            for (const Finding& f : analyze(c).about(primary(3)))
                if (f.kind == FindingKind::Stage && f.param(ParamKey::Against) == int(Pillar::Day))
                    return static_cast<LifeStage>(f.param(ParamKey::Stage));
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
        QCOMPARE(c.primary.self, 2);
        auto f = analyze(c).find(FindingKind::SixClash, primary(6));
        QVERIFY(f);
        QCOMPARE(f->param(ParamKey::Lines), 1 << 1);
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
        QCOMPARE(f->param(ParamKey::Element), int(Element::Water));
        QCOMPARE(f->param(ParamKey::Complete), 1);
        QCOMPARE(f->param(ParamKey::Lines), (1 << 0) | (1 << 2) | (1 << 4));
        // 大有 (火天大有: 子寅辰 酉未巳) with 寅 (line 2) moving: 午 and 戌 are nowhere, so no 火局.
        // (巳 酉 丑 does form, by the static 巳 and 酉 and line 2's 變爻 丑.)
        const Analysis dayou = analyze(computeChart(castOf("797787"), {}));
        QVERIFY(!any(dayou, FindingKind::ThreeHarmony, ParamKey::Element, int(Element::Fire)));
        QVERIFY(any(dayou, FindingKind::ThreeHarmony, ParamKey::Element, int(Element::Metal)));
        // 大有 with 寅 (line 2) and 巳 (line 6) moving on a 申 day: 寅巳申 三刑 is complete.
        const Analysis p = analyze(computeChart(castOf("797789"), pillars("壬申日")));
        auto t = p.find(FindingKind::ThreePunishment, kChart);
        QVERIFY(t);
        QCOMPARE(t->param(ParamKey::Punishment), int(PunishmentKind::Power));
        QVERIFY(!any(analyze(computeChart(castOf("797789"), pillars("壬子日"))), FindingKind::ThreePunishment,
                     ParamKey::Punishment, int(PunishmentKind::Power)));
    }

    // 碎金賦 (seed 000 lines 127–129) on 乾 (金宮: 子 子孫, 寅 妻財, 午 官鬼, 申 兄弟, 辰戌 父母).
    void suiJin()
    {
        // 「兄動克財子動能解」: 申 兄 (line 5) and 子 子孫 (line 1) move — the 兄 generates the 子 and forgets
        // the 財 (貪生忘克, 木 spared); 「若然兄動鬼必遭傷」 — the 子's control of 火 官鬼 is the stronger.
        const Analysis a = analyze(computeChart(castOf("977797"), {}));
        QVERIFY(any(a, FindingKind::GreedyGeneration, ParamKey::Element, int(Element::Wood)));
        QVERIFY(any(a, FindingKind::GenerationPassed, ParamKey::Element, int(Element::Fire)));
        QCOMPARE(a.find(FindingKind::GreedyGeneration, kChart)->param(ParamKey::Lines), (1 << 0) | (1 << 4));
        // 「子動生財不宜父擺」: 子 (line 1) and 辰 父母 (line 3) move — the 子's generation of 木 is cut.
        const Analysis cut = analyze(computeChart(castOf("979777"), {}));
        QVERIFY(any(cut, FindingKind::GenerationCut, ParamKey::Element, int(Element::Wood)));
        QVERIFY(!any(cut, FindingKind::GreedyGeneration, ParamKey::Element, int(Element::Wood)));
        // 定間爻歌 (seed 000 line 23): 乾's 間爻 are lines 4 and 5; line 5 moves.
        QCOMPARE(a.find(FindingKind::BetweenMoving, kChart)->param(ParamKey::Lines), 1 << 4);
    }

    // 觀之萃 on 辛卯年丙申月丙子日 (seed 002 line 55): the 伏神 子孫甲子 under line 1 can come out (the 子 day
    // is its own phase); 兄弟壬申 under line 5 is void (申酉) and does not show; the 世 (line 4) moves; the
    // 卦身 酉 is void (卜筮正宗 卦身喜忌訣, seed 000 line 175).
    void guanToCuiChartLevel()
    {
        const Analysis a = analyze(computeChart(castOf("888679"), pillars("辛卯年 丙申月 丙子日")));
        const Subject h1{Layer::Hidden, 1}, h5{Layer::Hidden, 5};
        QVERIFY(a.find(FindingKind::HiddenEmerges, h1)->param(ParamKey::Cause) & (1 << int(EmergeCause::DayOrMonthHelps)));
        QVERIFY(!a.has(FindingKind::HiddenEmerges, h5));
        QCOMPARE(a.find(FindingKind::Void, h5)->rule, RuleId::VoidOnHidden);
        QCOMPARE(a.find(FindingKind::SelfOther, kChart)->param(ParamKey::Flags), 1 << int(SelfOtherFlag::SelfMoving));
        QCOMPARE(a.find(FindingKind::BodyVoid, kChart)->param(ParamKey::Branch), index(Branch::You));
        QVERIFY(!a.has(FindingKind::BetweenMoving, kChart));  // lines 2 and 3 stay
    }

    // 易冒 卷4 (seed 002 line 15): 「如離變乾為墓絕，若午日月或甲子旬，是偽非真，若逢日月填實其乾，則為凶象矣」.
    // 離為火 with line 2 moving: the inner 離 becomes 乾 (火 墓戌 絕亥).
    void hexagramToTomb()
    {
        const auto tomb = [](const char* p) {
            return analyze(computeChart(castOf("767787"), pillars(p))).find(FindingKind::HexagramToTomb, kChart);
        };
        QCOMPARE(tomb("卯月 丙子日")->param(ParamKey::Lines), 0b000111);
        QCOMPARE(tomb("卯月 丙子日")->param(ParamKey::Effective), 1);  // nothing against it
        QCOMPARE(tomb("午月 丙子日")->param(ParamKey::Effective), 0);  // 午 month: 本卦臨月
        QCOMPARE(tomb("卯月 丙午日")->param(ParamKey::Effective), 0);  // 午 day: 本卦臨日
        QCOMPARE(tomb("卯月 乙丑日")->param(ParamKey::Effective), 0);  // 甲子旬: 戌亥 void
        QCOMPARE(tomb("戌月 丙子日")->param(ParamKey::Effective), 1);  // the 戌 month fills the 乾
        QCOMPARE(tomb("戌月 丙子日")->param(ParamKey::Filled), 1);
        QCOMPARE(tomb("辰月 丙子日")->param(ParamKey::Effective), 0);  // 辰 strikes the 墓 戌
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
        QCOMPARE(so->param(ParamKey::Phase), int(PhaseRelation::Same));
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
        QVERIFY(d.onlyInFirst.empty());
        QCOMPARE(int(d.onlyInSecond.size()), 1);
        QCOMPARE(d.onlyInSecond[0].kind, FindingKind::Dispersed);
        AnalysisSettings s;
        QVERIFY(applySetting(s, "dispersal", "any"));
        QCOMPARE(s.dispersal, Dispersal::AnyMoving);
        QVERIFY(!applySetting(s, "dispersal", "sometimes"));
        QVERIFY(!applySetting(s, "nonesuch", "on"));
    }
};

QTEST_APPLESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
