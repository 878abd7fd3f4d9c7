// 取用: which line of the 用神's relation to read.
//
// Several lines: 增刪卜易 卷一 兩現章 gives the old rule, 「按古法，舍其休囚而用旺相，舍其靜爻而用動爻，
// 舍其月破而用不破，舍其旬空而用不空，舍其被傷而用不傷」, and its author's own practice, 「然余得驗者，多有應乎
// 旬空月破，故常舍其不空而用旬空，舍其不破而用月破」: the setting pick=old-rule|zengshan (the author's order is
// the moving line, then the void, then the broken one, then the old rule; the zengshan preset's default). Rules are tried in order; a rule
// that every candidate passes (or fails) decides nothing. None on the 本卦: a 變爻, then the 伏神
// (卜筮正宗 用神不上卦訣, seed 000 line 198: 「正卦如無變又無，就將首卦六親攻」), then the day or the
// month (易冒 卷4 本無而有) — never a fallback to some line. Where the rules leave several, the one holding the 世 is
// read, as the authors do with two lines alike (觀之渙 「未土父母持世」, 小過 「午火官星持世」, 卜筮正宗 乾之賁
// 「世爻戌土父母為用」); no passage states it, and without a 世 among them the lowest is shown.
#include "engine/reading/reading_detail.h"

#include <algorithm>
#include <span>

namespace najia::detail {

namespace {

bool hurt(const Chart& c, const LineReading& r, std::optional<LinePos> position)
{
    const auto d = dayBranch(c);
    return movingMask(c, r.element, false, position) || (d && controls(element(*d), r.element));
}

constexpr PickRule kOldRule[] = {PickRule::Prosperous, PickRule::Moving, PickRule::NotBroken, PickRule::NotVoid, PickRule::NotHurt};
// 野鶴's cases put the moving line first (月破章: 「神兆機於動 … 既動，則有禍福之基」; 履之兌, 隨之否, 豫之歸妹),
// then the void (兩現章, 風天小畜: the void 辰 over the 未 on the month, 「捨其不空而用旬空」), then the line on the
// month or day ruler (用神元神忌神仇神章第九, 乾之小畜: 「今辰土父母臨月建，卽用辰土爲用神」, over the broken 戌),
// then the broken one.
constexpr PickRule kZengShan[] = {PickRule::Moving, PickRule::Void, PickRule::OnRuler, PickRule::Broken, PickRule::Prosperous, PickRule::NotHurt};

bool onRuler(const Chart& c, const LineReading& r)
{
    const auto d = dayBranch(c);
    const auto m = c.pillars.monthBranch();
    return (d && *d == r.branch) || (m && *m == r.branch);
}

std::span<const PickRule> rulesOf(PickOrder order)
{
    if (order == PickOrder::ZengShan) return kZengShan;
    return kOldRule;
}

bool passes(const Chart& c, const AnalysisSettings& s, LineRef ref, PickRule rule)
{
    const LineReading& r = readingOf(c, ref);
    const ChartLine& l = c.line(LinePos(ref.position));
    switch (rule) {
    case PickRule::Prosperous: return prosperous(c, s, r);
    case PickRule::Moving: return ref.layer == Layer::Primary && l.moving();
    case PickRule::NotBroken: return !monthBroken(c, r);
    case PickRule::NotVoid: return !dayVoid(c, r);
    case PickRule::NotHurt: return !hurt(c, r, ref.layer == Layer::Primary ? ref.line() : std::nullopt);
    case PickRule::Void: return dayVoid(c, r);
    case PickRule::Broken: return monthBroken(c, r);
    case PickRule::OnRuler: return onRuler(c, r);
    default: break;
    }
    return true;
}

} // namespace

UsefulPick pickAmong(const Chart& c, const Analysis& a, std::vector<LineRef> lines, PickRule single)
{
    UsefulPick p{};
    const LineReading& first = readingOf(c, lines.front());
    p.relation = first.relation;
    p.element = first.element;
    p.rule = single;
    std::vector<LineRef> left = lines;
    if (left.size() > 1) {
        p.rule = PickRule::Undecided;
        for (PickRule rule : rulesOf(a.settings.pickOrder)) {
            std::vector<LineRef> pass;
            std::copy_if(left.begin(), left.end(), std::back_inserter(pass),
                         [&](LineRef r) { return passes(c, a.settings, r, rule); });
            if (pass.empty() || pass.size() == left.size()) continue;
            left = pass;
            if (left.size() == 1) {
                p.rule = rule;
                break;
            }
        }
    }
    p.line = left.front();
    const auto self = std::find_if(left.begin(), left.end(), [&c](LineRef r) {
        return r == primaryLine(c.primary.self);
    });
    if (p.rule == PickRule::Undecided && self != left.end()) {
        p.line = *self;
        p.rule = PickRule::OnSelf;
    }
    for (LineRef r : lines)
        if (!(r == p.line)) p.alternatives.push_back(r);
    return p;
}

UsefulPick pickRelation(const Chart& c, const Analysis& a, Relation rel)
{
    std::vector<LineRef> flying, changed, hidden;
    for (const ChartLine& l : c.lines) {
        const LineRef primary = primaryLine(l.position);
        if (l.reading.relation == rel) flying.push_back(primary);
        if (l.changed && l.changed->relation == rel) changed.push_back(LineRef::at(Layer::Changed, l.position));
        if (l.hidden && l.hidden->reading.relation == rel) hidden.push_back(LineRef::at(Layer::Hidden, l.position));
    }
    if (!flying.empty()) return pickAmong(c, a, flying, PickRule::Only);
    if (!changed.empty()) return pickAmong(c, a, changed, PickRule::Changed);
    if (!hidden.empty()) return pickAmong(c, a, hidden, PickRule::Hidden);
    // No line carries it: the day or the month (易冒 本無而有 「察日月臨用神之上者」).
    const Element palace = palaceElement(c.primary.place.palace);
    UsefulPick p{};
    p.relation = rel;
    p.element = elementOfRelation(palace, rel);
    const auto d = dayBranch(c);
    const auto m = c.pillars.monthBranch();
    p.rule = d && element(*d) == p.element ? PickRule::Day : m && element(*m) == p.element ? PickRule::Month : PickRule::Absent;
    return p;
}

} // namespace najia::detail
