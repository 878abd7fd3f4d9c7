// Which clauses apply: the facts the conditions look at are gathered once per reading (masks of lines,
// one bit per position, bit 0 = 初爻), then each clause's conditions are bit tests. The catalogue
// itself is in verses_000.cpp and verses_004.cpp.
#include "engine/reading/verses.h"

#include "engine/analysis/void_weight.h"
#include "engine/branch_relations.h"
#include "engine/life_stage.h"
#include "engine/reading/interpretation.h"
#include "engine/shensha/branch_rules.h"

#include <algorithm>

namespace najia {

std::span<const Verse> verses000();
std::span<const Verse> verses004();

namespace {

using Mask = int;  // lines, as LinePos::bit() sets them
template <class E> constexpr int at(E e) { return static_cast<int>(e); }

// What the day, the month and the moving lines do to a line (or to a phase and branch).
struct Acts {
    bool generated = false, controlled = false, dayControls = false, dayGeneratesOrCombines = false, dayPunishes = false,
         dayClashes = false, struck = false, movingGenerates = false, movingControls = false;
};

struct Facts {
    std::array<Mask, kRelationCount> lines{}, moving{};
    std::array<std::uint8_t, kRelationCount> changesTo{};  // bit r2: a moving line of r changes into r2
    std::uint8_t advance = 0, retreat = 0;                 // bit r
    Mask movingLines = 0, voidLines = 0, broken = 0, returned = 0, prosperous = 0, flourishing = 0, weak = 0, dark = 0, tomb = 0;
    std::array<Mask, kSpiritCount> spirit{};
    std::array<Acts, 6> acts{};
    std::array<Element, 6> element{};
    std::array<bool, kRoleCount> roleMoving{}, roleVoid{}, roleThriving{}, roleHurt{}, roleControlled{},
        roleGenerated{}, roleWeak{};
    std::array<Mask, kRoleCount> roleLines{};
    LinePos selfLine, otherLine;  // 世, 應
    bool allStill = false, chaotic = false, bodyVoid = false, bodyBreak = false, usefulHarmony = false;
    // the first 用神
    Element useful = Element::Wood;
    Subject usefulAt{};
    std::optional<LinePos> usefulLine;  // its line when it stands on the 本卦
    PickRule pick = PickRule::Absent;
    std::optional<FeiFu> feiFu;
    bool usefulEmerges = false, usefulVoid = false, usefulTrueVoid = false;
    Acts usefulActs{};
};

Acts actsOn(const Chart& c, Element e, Branch b, std::optional<LinePos> except)
{
    Acts x;
    if (const auto& d = c.pillars.day) {
        const Element de = element(d->branch());
        x.dayControls = controls(de, e);
        x.dayGeneratesOrCombines = generates(de, e) || isSixHarmony(d->branch(), b);
        x.dayPunishes = isPunishment(d->branch(), b);
        x.dayClashes = isClash(d->branch(), b);
        x.generated |= generates(de, e) || de == e;
        x.controlled |= x.dayControls;
        x.struck |= x.dayControls || x.dayPunishes || x.dayClashes || isHarm(d->branch(), b);
    }
    if (const auto m = c.pillars.monthBranch()) {
        const Element me = element(*m);
        x.generated |= generates(me, e);
        x.controlled |= controls(me, e);
        x.struck |= controls(me, e) || isPunishment(*m, b) || isClash(*m, b) || isHarm(*m, b);
    }
    for (const ChartLine& l : c.lines) {
        if (!l.moving() || l.position == except) continue;
        x.movingGenerates |= generates(l.reading.element, e);
        x.movingControls |= controls(l.reading.element, e);
    }
    x.generated |= x.movingGenerates;
    x.controlled |= x.movingControls;
    return x;
}

std::optional<LineReading> readingAt(const Chart& c, Subject s)
{
    const std::optional<LinePos> p = s.line();
    if (s.layer == Layer::Chart || !p) return {};
    const ChartLine& l = c.line(*p);
    if (s.layer == Layer::Primary) return l.reading;
    if (s.layer == Layer::Changed) return l.changed;
    if (l.hidden) return l.hidden->reading;
    return {};
}

bool prosperousSeason(int season) { return season == at(Season::Prosperous) || season == at(Season::Strong); }

void lineFacts(Facts& f, const Chart& c)
{
    for (const ChartLine& l : c.lines) {
        const int r = at(l.reading.relation);
        const Mask m = l.position.bit();
        f.element[l.position.index()] = l.reading.element;
        f.lines[std::size_t(r)] |= m;
        if (l.spirit) f.spirit[std::size_t(at(*l.spirit))] |= m;
        f.acts[l.position.index()] = actsOn(c, l.reading.element, l.reading.branch, l.position);
        if (!l.moving()) continue;
        f.movingLines |= m;
        f.moving[std::size_t(r)] |= m;
        if (l.changed) f.changesTo[std::size_t(r)] |= static_cast<std::uint8_t>(1u << at(l.changed->relation));
    }
}

void findingFacts(Facts& f, const Chart& c, const Analysis& a)
{
    for (const Finding& x : a.findings) {
        const Subject s = x.subject;
        if (s.layer == Layer::Chart) {
            f.allStill |= x.kind == FindingKind::AllStill;
            f.chaotic |= x.kind == FindingKind::ChaoticMoving;
            f.bodyVoid |= x.kind == FindingKind::BodyVoid;
            f.bodyBreak |= x.kind == FindingKind::BodyBreak;
            f.usefulHarmony |= x.kind == FindingKind::ThreeHarmony && x.param<ParamKey::Element>() == f.useful
                && x.param<ParamKey::Complete>() == true;
            continue;
        }
        if (s == f.usefulAt) {
            // A void the school does not count (voidWeight) is not 「空」 to the verses either.
            const bool counted = x.kind == FindingKind::Void && voidWeight(x) != VoidWeight::NotEmpty;
            f.usefulVoid |= counted;
            f.usefulTrueVoid |= counted && x.param<ParamKey::VoidKinds>().value().has(VoidKind::True);
            f.usefulEmerges |= x.kind == FindingKind::HiddenEmerges;
        }
        const std::optional<LinePos> p = s.line();
        if (s.layer != Layer::Primary || !p) continue;
        const Mask m = p->bit();
        const int r = at(c.line(*p).reading.relation);
        switch (x.kind) {
        case FindingKind::Void:
            if (voidWeight(x) != VoidWeight::NotEmpty) f.voidLines |= m;
            break;
        case FindingKind::MonthBreak: f.broken |= m; break;
        case FindingKind::Season: {
            const int season = at(x.param<ParamKey::Season>().value());
            if (prosperousSeason(season)) f.prosperous |= m;
            else f.weak |= m;
            if (season == at(Season::Prosperous)) f.flourishing |= m;
            break;
        }
        case FindingKind::Stage:
            if (x.param<ParamKey::Against>() == Pillar::Day && x.param<ParamKey::Stage>() == LifeStage::Tomb) f.tomb |= m;
            break;
        case FindingKind::ChangesToTomb: f.tomb |= m; break;
        case FindingKind::DarkMove: f.dark |= m; break;
        case FindingKind::Advance: f.advance |= static_cast<std::uint8_t>(1u << r); break;
        case FindingKind::Retreat: f.retreat |= static_cast<std::uint8_t>(1u << r); break;
        case FindingKind::ReturnedControl:
            f.returned |= m;
            f.acts[p->index()].controlled = true;
            break;
        default: break;
        }
    }
}

// The roles' lines: the 用神's chosen line, the others by phase.
void roleFacts(Facts& f, const Analysis& a, const Interpretation& in)
{
    for (const RoleEntry& e : in.roles) f.roleLines[std::size_t(at(e.role))] = e.lines;
    if (f.usefulLine) f.roleLines[std::size_t(at(Role::Useful))] = f.usefulLine->bit();
    for (int r = 0; r < kRoleCount; ++r) {
        for (const LinePos p : linesIn(f.roleLines[std::size_t(r)])) {
            const Acts& x = f.acts[p.index()];
            const bool returned = p.in(f.returned);
            const bool dayHurts = x.dayControls || x.movingControls;
            f.roleMoving[std::size_t(r)] |= p.in(f.movingLines);
            f.roleVoid[std::size_t(r)] |= p.in(f.voidLines);
            f.roleWeak[std::size_t(r)] |= p.in(f.weak);
            f.roleControlled[std::size_t(r)] |= dayHurts;
            f.roleHurt[std::size_t(r)] |= dayHurts || returned;
            f.roleGenerated[std::size_t(r)] |= x.dayGeneratesOrCombines || x.movingGenerates;
            f.roleThriving[std::size_t(r)] |= p.in(f.prosperous) && x.generated;
        }
    }
    // The 用神 off the 本卦 (a 變爻 or a 伏神): its own subject.
    if (f.usefulAt.layer == Layer::Changed || f.usefulAt.layer == Layer::Hidden) {
        const std::size_t u = std::size_t(at(Role::Useful));
        const Acts& x = f.usefulActs;
        f.roleVoid[u] = f.usefulVoid;
        f.roleControlled[u] = x.dayControls || x.movingControls;
        f.roleGenerated[u] = x.dayGeneratesOrCombines || x.movingGenerates;
        const auto season = a.find(FindingKind::Season, f.usefulAt);
        f.roleWeak[u] = season && !prosperousSeason(at(season->param<ParamKey::Season>().value()));
        f.roleThriving[u] = season && prosperousSeason(at(season->param<ParamKey::Season>().value())) && x.generated;
        f.roleHurt[u] = f.roleControlled[u];
    }
}

Facts factsOf(const Chart& c, const Analysis& a, const Interpretation& in)
{
    Facts f;
    f.selfLine = c.primary.self;
    f.otherLine = c.primary.other;
    if (!in.useful.empty()) {
        const UsefulPick& u = in.useful.front();
        f.useful = u.element;
        f.pick = u.rule;
        f.usefulAt = Subject{u.line.layer, u.line.position};
        if (u.line.layer == Layer::Primary) f.usefulLine = u.line.line();
        if (const auto r = readingAt(c, f.usefulAt)) f.usefulActs = actsOn(c, r->element, r->branch, f.usefulLine);
        if (const auto p = u.line.line(); p && u.line.layer == Layer::Hidden) f.feiFu = c.line(*p).hidden->feiFu;
    }
    lineFacts(f, c);
    findingFacts(f, c, a);
    roleFacts(f, a, in);
    return f;
}

SelfOtherBond bondOf(Element self, Element other)
{
    switch (phaseRelation(self, other)) {
    case PhaseRelation::Same: return SelfOtherBond::Same;
    case PhaseRelation::Generates:
    case PhaseRelation::GeneratedBy: return SelfOtherBond::Generate;
    default: break;
    }
    return SelfOtherBond::Control;
}

bool anyRole(const std::array<bool, kRoleCount>& flags, int mask)
{
    for (int r = 0; r < kRoleCount; ++r)
        if ((mask >> r & 1) && flags[std::size_t(r)]) return true;
    return false;
}

// The lines whose phase is that of a role of `mask` (原神 忌神 … by phase; the 用神 by its phase too).
Mask rolePhaseLines(const Facts& f, int mask)
{
    Mask m = 0;
    for (const LinePos p : allLines)
        if (mask >> at(roleOf(f.element[p.index()], f.useful)) & 1) m |= p.bit();
    return m;
}

bool spiritAt(const Chart& c, const Facts& f, LinePos p, SpiritAt where)
{
    const Mask m = p.bit();
    const Element e = f.element[p.index()];
    const bool isVoid = f.voidLines & m;
    const Role role = roleOf(e, f.useful);
    switch (where) {
    case SpiritAt::Any: return true;
    case SpiritAt::Useful: return f.roleLines[std::size_t(at(Role::Useful))] & m;
    case SpiritAt::EnemyOrTaboo: return role == Role::Enemy || role == Role::Taboo;
    case SpiritAt::Taboo: return role == Role::Taboo;
    case SpiritAt::GeneratesUseful: return generates(e, f.useful);
    case SpiritAt::GeneratesSelf: return generates(e, f.element[f.selfLine.index()]);
    case SpiritAt::Officer: return c.line(p).reading.relation == Relation::Officer;
    case SpiritAt::Prosperous: return f.prosperous & m;
    case SpiritAt::Metal: return e == Element::Metal;
    case SpiritAt::Earth: return e == Element::Earth;
    case SpiritAt::TombOrVoid: return isVoid || (f.tomb & m);
    case SpiritAt::MetalOrVoid: return isVoid || e == Element::Metal;
    case SpiritAt::WaterOrVoid: return isVoid || e == Element::Water;
    case SpiritAt::WoodOrVoid: return isVoid || e == Element::Wood;
    case SpiritAt::FireOrVoid: return isVoid || e == Element::Fire;
    case SpiritAt::MetalOnSelf: return e == Element::Metal && p == f.selfLine;
    }
    return false;
}

Mask spiritLines(const Facts& f, int mask)
{
    Mask m = 0;
    for (int s = 0; s < kSpiritCount; ++s)
        if (mask >> s & 1) m |= f.spirit[std::size_t(s)];
    return m;
}

bool bodyHurt(const Chart& c, const Facts& f)
{
    if (f.bodyBreak) return true;
    const auto& d = c.pillars.day;
    if (!d) return false;
    const Branch b = c.body.branch;
    return controls(element(d->branch()), element(b)) || isPunishment(d->branch(), b)
        || lifeStage(element(b), d->branch()) == LifeStage::Extinction;
}

bool holds(const VerseWhen& w, const Chart& c, const Facts& f)
{
    const int a = w.a, b = w.b;
    const std::size_t ra = a >= 0 ? std::size_t(a) : 0;
    const Mask self = f.selfLine.bit(), other = f.otherLine.bit();
    const Relation selfRel = c.lines[f.selfLine.index()].reading.relation;
    const Acts& selfActs = f.acts[f.selfLine.index()];
    switch (w.trigger) {
    case VerseTrigger::None: return true;
    case VerseTrigger::RelationMoving: return f.moving[ra];
    case VerseTrigger::Advances: return f.advance >> a & 1;
    case VerseTrigger::Retreats: return f.retreat >> a & 1;
    case VerseTrigger::ChangesTo: return f.changesTo[ra] >> b & 1;
    case VerseTrigger::BothMoving: return f.moving[ra] && f.moving[std::size_t(b)];
    case VerseTrigger::RelationActive: return f.moving[ra] || (f.lines[ra] & f.dark);
    case VerseTrigger::RelationAbsent: return !f.lines[ra];
    case VerseTrigger::RelationProsperous: return f.lines[ra] & f.prosperous;
    case VerseTrigger::RelationMovingProsperous: return f.moving[ra] & f.prosperous;
    case VerseTrigger::SelfRelation: return at(selfRel) == a;
    case VerseTrigger::OtherRelation: return at(c.lines[f.otherLine.index()].reading.relation) == a;
    case VerseTrigger::SelfOther:
        return at(bondOf(f.element[f.selfLine.index()], f.element[f.otherLine.index()])) == a;
    case VerseTrigger::SelfMoving: return f.movingLines & self;
    case VerseTrigger::OtherMoving: return f.movingLines & other;
    case VerseTrigger::OtherVoid: return f.voidLines & other;
    case VerseTrigger::SelfVoidOrMoving: return (f.voidLines | f.movingLines) & self;
    case VerseTrigger::SelfVoidOrBroken:
        return (f.voidLines | f.broken) & self;
    case VerseTrigger::SelfProsperous: return (a == 1 ? f.flourishing : f.prosperous) & self;
    case VerseTrigger::SelfChangesTo: {
        const auto& ch = c.lines[f.selfLine.index()].changed;
        return (f.movingLines & self) && ch && (a >> at(ch->relation) & 1);
    }
    case VerseTrigger::SelfTomb: return f.tomb & self;
    case VerseTrigger::SelfClashedByDay: return selfActs.dayClashes;
    case VerseTrigger::SelfSpirit: return spiritLines(f, a) & self;
    case VerseTrigger::SelfGeneratedOnly: return selfActs.generated && !selfActs.controlled;
    case VerseTrigger::SelfControlledOnly: return selfActs.controlled && !selfActs.generated;
    case VerseTrigger::SelfStruck: return selfActs.struck;
    case VerseTrigger::SelfAt: return a & self;
    case VerseTrigger::UsefulHelpsSelf: {
        if (!f.usefulLine || *f.usefulLine == f.selfLine) return false;
        const ChartLine& u = c.line(*f.usefulLine);
        const LineReading& s = c.lines[f.selfLine.index()].reading;
        return generates(u.reading.element, s.element) || isSixHarmony(u.reading.branch, s.branch);
    }
    case VerseTrigger::AllStill: return f.allStill;
    case VerseTrigger::ChaoticMoving: return f.chaotic;
    case VerseTrigger::SixClashHexagram: return c.primary.sixClash;
    case VerseTrigger::ReturningSoul: return c.primary.place.generation == Generation::Returning;
    case VerseTrigger::RoleMoving: return f.roleMoving[ra];
    case VerseTrigger::RoleVoid: return anyRole(f.roleVoid, a);
    case VerseTrigger::RoleOnSelfOrOther: return rolePhaseLines(f, a) & (self | other);
    case VerseTrigger::RoleThriving: return f.roleThriving[ra];
    case VerseTrigger::RoleHurt: return f.roleHurt[ra];
    case VerseTrigger::RoleControlled: return f.roleControlled[ra];
    case VerseTrigger::RoleGenerated: return f.roleGenerated[ra];
    case VerseTrigger::RoleWeak: return f.roleWeak[ra];
    case VerseTrigger::UsefulHidden: return f.pick == PickRule::Hidden;
    case VerseTrigger::UsefulFeiFu: return f.pick == PickRule::Hidden && f.feiFu && at(*f.feiFu) == a;
    case VerseTrigger::UsefulEmerges: return f.pick == PickRule::Hidden && f.usefulEmerges;
    case VerseTrigger::MovingGeneratesUseful: return f.usefulAt.layer != Layer::Chart && f.usefulActs.movingGenerates;
    case VerseTrigger::MovingControlsUseful: return f.usefulAt.layer != Layer::Chart && f.usefulActs.movingControls;
    case VerseTrigger::DayControlsUseful:
        return f.usefulAt.layer != Layer::Chart && (f.usefulActs.dayControls || (a == 1 && f.usefulActs.dayPunishes));
    case VerseTrigger::DayGeneratesUseful: return f.usefulAt.layer != Layer::Chart && f.usefulActs.dayGeneratesOrCombines;
    case VerseTrigger::UsefulVoidActive:
        return f.usefulVoid && ((f.usefulLine && f.usefulLine->in(f.movingLines)) || f.usefulActs.dayClashes);
    case VerseTrigger::UsefulVoidStillControlled:
        return f.usefulVoid && !(f.usefulLine && f.usefulLine->in(f.movingLines))
            && (f.usefulActs.dayControls || f.usefulActs.movingControls);
    case VerseTrigger::UsefulTrueVoid: return f.usefulTrueVoid;
    case VerseTrigger::UsefulTrueVoidHurt: return f.usefulTrueVoid && f.usefulActs.movingControls;
    case VerseTrigger::UsefulThreeHarmony: return f.usefulHarmony;
    case VerseTrigger::BodyRelation: return c.body.lines & f.lines[ra];
    case VerseTrigger::BodyRoleSpirit: return c.body.lines & rolePhaseLines(f, a) & spiritLines(f, b);
    case VerseTrigger::BodyHorseMoving:
        return c.pillars.day && (c.body.lines & f.movingLines)
            && c.body.branch == shensha::postHorse(c.pillars.day->branch(), shensha::HorseRule::FourHorses);
    case VerseTrigger::BodyVoid: return f.bodyVoid;
    case VerseTrigger::BodyHurt: return bodyHurt(c, f);
    case VerseTrigger::SpiritMoving: {
        for (const LinePos p : linesIn(spiritLines(f, a) & f.movingLines))
            if (spiritAt(c, f, p, static_cast<SpiritAt>(b))) return true;
        return false;
    }
    case VerseTrigger::SpiritStill: {
        const Mask m = spiritLines(f, a);
        return m && !(m & f.movingLines);
    }
    case VerseTrigger::SpiritControls: {
        const Mask x = f.spirit[ra], y = f.spirit[std::size_t(b)];
        for (const LinePos p : linesIn(x))
            for (const LinePos q : linesIn(y))
                if (controls(f.element[p.index()], f.element[q.index()])) return true;
        return false;
    }
    case VerseTrigger::SpiritOnRelationProsperous: return f.spirit[ra] & f.lines[std::size_t(b)] & f.prosperous;
    }
    return false;
}

// The catalogue with its conditions numbered, and for each question category the clauses that can
// speak of it: many clauses share a condition (「父動」 alone heads twenty), so a reading tests each
// distinct condition at most once and walks a short, compact list instead of every row.
struct Catalogue {
    static constexpr std::uint16_t kNone = 0xFFFF;
    struct Entry {
        std::uint16_t row;
        std::uint8_t subjects;
        std::array<std::uint16_t, 3> conditions;
    };
    std::vector<Verse> rows;
    std::vector<VerseWhen> conditions;
    std::array<std::vector<Entry>, kQuestionCategoryCount> byCategory;
};

std::uint16_t conditionId(std::vector<VerseWhen>& conditions, VerseWhen w)
{
    if (w.trigger == VerseTrigger::None) return Catalogue::kNone;
    const auto it = std::find(conditions.begin(), conditions.end(), w);
    if (it != conditions.end()) return static_cast<std::uint16_t>(it - conditions.begin());
    conditions.push_back(w);
    return static_cast<std::uint16_t>(conditions.size() - 1);
}

const Catalogue& catalogue()
{
    static const Catalogue c = [] {
        Catalogue k;
        k.rows.assign(verses000().begin(), verses000().end());
        k.rows.insert(k.rows.end(), verses004().begin(), verses004().end());
        for (std::size_t i = 0; i < k.rows.size(); ++i) {
            const Verse& v = k.rows[i];
            Catalogue::Entry e{static_cast<std::uint16_t>(i), v.subjects, {}};
            for (std::size_t j = 0; j < v.when.size(); ++j) e.conditions[j] = conditionId(k.conditions, v.when[j]);
            for (int q = 0; q < kQuestionCategoryCount; ++q)
                if (!v.categories || (v.categories >> q & 1)) k.byCategory[std::size_t(q)].push_back(e);
        }
        return k;
    }();
    return c;
}

constexpr std::size_t kMaxConditions = 512;

} // namespace

std::span<const Verse> verses() { return catalogue().rows; }

std::vector<std::uint16_t> versesFor(const Chart& chart, const Analysis& analysis, const Interpretation& reading)
{
    const Catalogue& k = catalogue();
    const Facts f = factsOf(chart, analysis, reading);
    std::array<std::uint8_t, kMaxConditions> memo{};  // 0 untested, 1 false, 2 true
    const auto test = [&](std::uint16_t id) {
        if (id == Catalogue::kNone) return true;
        if (id >= kMaxConditions) return holds(k.conditions[id], chart, f);
        if (!memo[id]) memo[id] = holds(k.conditions[id], chart, f) ? 2 : 1;
        return memo[id] == 2;
    };
    std::vector<std::uint16_t> out;
    out.reserve(64);
    const int subject = static_cast<int>(reading.question.subject);
    for (const Catalogue::Entry& e : k.byCategory[static_cast<std::size_t>(reading.question.category)]) {
        if (e.subjects && !(e.subjects >> subject & 1)) continue;
        if (test(e.conditions[0]) && test(e.conditions[1]) && test(e.conditions[2])) out.push_back(e.row);
    }
    return out;
}

namespace {

// A clause about the 用神: its conditions name the 用神's role, or its relation moving or changing.
bool aboutUseful(const Verse& v, Relation useful)
{
    using T = VerseTrigger;
    for (const VerseWhen& w : v.when) {
        switch (w.trigger) {
        case T::UsefulHidden: case T::UsefulFeiFu: case T::UsefulEmerges: case T::MovingGeneratesUseful:
        case T::MovingControlsUseful: case T::DayControlsUseful: case T::DayGeneratesUseful: case T::UsefulVoidActive:
        case T::UsefulVoidStillControlled: case T::UsefulTrueVoid: case T::UsefulTrueVoidHurt: case T::UsefulThreeHarmony:
        case T::UsefulHelpsSelf: return true;
        case T::RoleMoving: case T::RoleThriving: case T::RoleHurt: case T::RoleControlled: case T::RoleGenerated:
        case T::RoleWeak:
            if (w.a == static_cast<int>(Role::Useful)) return true;
            break;
        case T::RelationMoving: case T::Advances: case T::Retreats: case T::ChangesTo: case T::RelationActive:
            if (w.a == static_cast<int>(useful)) return true;
            break;
        default: break;
        }
    }
    return false;
}

} // namespace

std::vector<std::uint16_t> rankedVerses(const Interpretation& reading)
{
    const auto all = verses();
    const auto rank = [&](std::uint16_t i) {
        const Verse& v = all[i];
        if (v.categories & cat(reading.question.category)) return 0;
        if (!reading.useful.empty() && aboutUseful(v, reading.useful.front().relation)) return 1;
        return 2;
    };
    std::vector<std::uint16_t> out = reading.verses;
    std::stable_sort(out.begin(), out.end(), [&](std::uint16_t a, std::uint16_t b) { return rank(a) < rank(b); });
    return out;
}

} // namespace najia
