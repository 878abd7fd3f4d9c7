// The question's own rules (docs/reading.md, "The question's own rules"): passages that settle the verdict of one
// kind of question whatever the 用神's strength. Each adds a factor to the 用神's; weigh() lets a deciding factor
// set the tendency when no other deciding factor points the other way.
#include "engine/reading/reading_detail.h"

#include <algorithm>

namespace najia::detail {

namespace {

bool has(const std::vector<Factor>& fs, FactorKind k)
{
    return std::any_of(fs.begin(), fs.end(), [k](const Factor& f) { return f.kind == k; });
}

// The 變卦's palace controls the 本卦's (卦化克, 化來: 「他來克我」).
bool turnsOnItself(const Chart& c)
{
    return c.changed && controls(palaceElement(c.changed->place.palace), palaceElement(c.primary.place.palace));
}

// 增刪卜易 升選候補章: 「子孫持世，休望榮蔭」 — the 子孫 on the asker's line controls the rank he asks for. A void
// 子孫 does not control it yet (「子孫尚未出空不克官也」): whether the matter ends before it leaves the void the
// chart does not say, so the factor is neutral and the weighing decides. An official under review reads the same of
// his 世 (面聖上書章 「子孫持世 … 皆主罷職休官」), whichever line is read.
void offspringOnSelf(const Chart& c, const Analysis& a, const Question& q, const LineReading& useful, std::vector<Factor>& out)
{
    const bool review = q.category == QuestionCategory::Impeachment && q.subject == QuestionSubject::Self;
    if (!review && (q.category != QuestionCategory::Career || useful.relation != Relation::Officer)) return;
    if (c.line(c.primary.self).reading.relation != Relation::Offspring) return;
    const bool empty = a.find(FindingKind::Void, Subject::at(Layer::Primary, c.primary.self)).has_value();
    const auto rule = review ? ReadingRuleId::OffspringOnSelfUnderReview : ReadingRuleId::OffspringOnSelf;
    out.push_back({FactorKind::OffspringOnSelf, empty ? Effect::Neutral : Effect::Hurts, sourceOf(rule)});
}

// 增刪卜易 援例章: 「不宜世臨月破，破而被克者，有官不能享也」 — in a matter of the asker's own rank read from another
// line, a 世 the month breaks and the day, a moving line or its own change controls holds no rank, whatever the 官.
// A moving line the day controls strikes nothing (as in the weighing).
void selfBrokenStruck(const Chart& c, const Analysis& a, const Question& q, LineRef line, std::vector<Factor>& out)
{
    if (q.category != QuestionCategory::Career || q.subject != QuestionSubject::Self) return;
    const LineRef self = primaryLine(c.primary.self);
    if (line == self) return;
    const Subject s = subjectOf(self);
    if (!a.has(FindingKind::MonthBreak, s)) return;
    const auto d = dayBranch(c);
    bool struck = a.has(FindingKind::DayControls, s) || a.has(FindingKind::ReturnedControl, s);
    for (const LinePos pos : linesIn(movingMask(c, c.line(c.primary.self).reading.element, false, c.primary.self)))
        struck = struck || !(d && controls(element(*d), c.line(pos).reading.element));
    if (struck) out.push_back({FactorKind::SelfBrokenStruck, Effect::Hurts, sourceOf(ReadingRuleId::SelfBrokenStruck)});
}

// 增刪卜易 疾病章: a 六沖 (of the 本卦 or the 變卦) cures a recent illness and ends a long one 「不論用神之衰旺」,
// unless the hexagram changes into the one that controls it (「卦變克新病亦主危亡」: its palace's phase controlled
// by the 變卦's). A void 用神 (or one changing to void) in a recent illness recovers on its day; a void or broken
// one in a long illness does not (「即使用神旺相，亦無法以治之」). A recent illness whose void 用神 the day combines
// becomes a long one (覺子: 「近病值旬空，若逢三合六合者必成久病而終」; 卜筮正宗 十八問答 占驗 師之升: 「日辰合之，
// 近病逢合即死」). Its 三合 is not read: the authors cure void 用神 in complete 三合 (萃之否, 恆之解, 屯之中孚).
void illness(const Chart& c, const Question& q, std::vector<Factor>& out)
{
    if (q.category != QuestionCategory::Illness || q.illness == IllnessAge::Unstated) return;
    const bool empty = has(out, FactorKind::Void) || has(out, FactorKind::ChangesToVoid);
    const bool combined = has(out, FactorKind::DayCombines);
    const bool broken = has(out, FactorKind::MonthBreak);
    const bool recent = q.illness == IllnessAge::Recent && !(empty && combined);
    if (c.primary.sixClash || (c.changed && c.changed->sixClash)) {
        const Source s = sourceOf(ReadingRuleId::IllnessSixClash);
        if (recent) out.push_back({FactorKind::ClashRecentIllness, turnsOnItself(c) ? Effect::Hurts : Effect::Helps, s});
        else out.push_back({FactorKind::ClashLongIllness, Effect::Hurts, s});
    }
    const Source s = sourceOf(ReadingRuleId::IllnessVoid);
    if (recent && empty) out.push_back({FactorKind::VoidRecentIllness, Effect::Helps, s});
    if (!recent && (empty || broken)) out.push_back({FactorKind::VoidLongIllness, Effect::Hurts, s});
}

// 增刪卜易 疾病章: 「散破無援脫氣 … 用神臨散、遇破，及全無生扶、或脫氣，此四者若無根蒂，少吉多凶」, 「用神不宜太弱 …
// 但得生扶拱合，雖得重病，亦不至死」 — an illness whose 用神 nothing helps (no season, ruler, generation, support,
// combination, movement or coming out: every factor of its own hurts or is neutral) is read unfavourable — unless a
// recent illness's 六沖 or void cures it, which the chapter reads 「不論用神之衰旺」. `own`: how many of `out` are the
// line's own factors.
void rootless(const Chart& c, const Question& q, std::size_t own, std::vector<Factor>& out)
{
    if (q.category != QuestionCategory::Illness || !c.pillars.monthBranch() || !c.pillars.day) return;
    const auto helps = [](const Factor& f) { return f.effect == Effect::Helps; };
    const auto cures = [&helps](const Factor& f) {
        return helps(f) && (f.kind == FactorKind::ClashRecentIllness || f.kind == FactorKind::VoidRecentIllness);
    };
    if (std::none_of(out.begin(), out.begin() + std::ptrdiff_t(own), helps) && std::none_of(out.begin(), out.end(), cures))
        out.push_back({FactorKind::IllnessRootless, Effect::Hurts, sourceOf(ReadingRuleId::IllnessRootless)});
}

// 增刪卜易 疾病章: 「用化鬼、鬼化用，慎防不測；忌化用，用化忌，最難調治」 (延醫章: 「皆無藥可醫之症也」) — in an illness
// the 用神 changing into the 官鬼 or into what controls it (回頭克, whatever the change's strength: 益之漸 「目下無礙 …
// 子月逢之而無救」), or a moving 官鬼 or 忌神 changing into the 用神's relation, settles it unfavourable. The 官鬼
// generates the 父母 (「父動化鬼，乃為化生，輕病者即愈；久病者 … 皆主危亡」): for a parent only a long illness reads
// the 鬼's turns so. 身臨福德 (「勢雖險而堪醫 … 自占病：子孫持世，不藥而痊」): 子孫 on one's own 世 cures, and
// outweighs the danger of any turn.
void illnessTurns(const Chart& c, const Question& q, LineRef line, std::vector<Factor>& out)
{
    if (q.category != QuestionCategory::Illness) return;
    const LineReading& u = readingOf(c, line);
    const bool ghost = u.relation != Relation::Officer && (u.relation != Relation::Parent || q.illness == IllnessAge::Long);
    int turns = 0;
    for (const ChartLine& l : c.lines) {
        if (!l.moving()) continue;
        const LineReading& to = *l.changed;
        const bool turned = line == primaryLine(l.position) ? (ghost && to.relation == Relation::Officer) || controls(to.element, u.element)
                                : to.relation == u.relation &&
                                      ((ghost && l.reading.relation == Relation::Officer) || controls(l.reading.element, u.element));
        if (turned) turns |= l.position.bit();
    }
    const bool blessed = q.subject == QuestionSubject::Self && c.line(c.primary.self).reading.relation == Relation::Offspring;
    if (turns)
        out.push_back({FactorKind::IllnessTurn, blessed ? Effect::Neutral : Effect::Hurts, sourceOf(ReadingRuleId::IllnessTurn), turns});
    if (!blessed) return;
    for (const FactorKind k : {FactorKind::StrongReturnedControl, FactorKind::ReturnedControlInTime})
        neutralise(out, k, Effect::Hurts, ReadingRuleId::IllnessOffspringOnSelf);
    out.push_back({FactorKind::OffspringOnSelf, Effect::Helps, sourceOf(ReadingRuleId::IllnessOffspringOnSelf)});
}

// 增刪卜易 鄕試章: 「世動化官、化克，蝶夢堪憂 … 卦中父母旺相，而世爻化出官星者，若不回頭克世，乃為變官，今科即中 … 世若
// 休囚被克，動而化出官星者，乃為化鬼 … 化出鬼爻克世者，更凶」, 「世爻旺相，動而變官星，回頭生合世爻者，不作變鬼，乃為化官」;
// 援例章 (捐復): 「世爻休囚，動而變鬼，不可行也」 — in one's own matter of rank the 世 changing into the 官鬼 gains the rank
// (化官) when it is 旺相 by an unbroken month or on the day and the 官 does not return to control it; else it is undone
// by it (化鬼).
void selfTurnsToOfficer(const Chart& c, const Analysis& a, const Question& q, std::vector<Factor>& out)
{
    const bool rank = q.category == QuestionCategory::Career || q.category == QuestionCategory::Exam ||
                      q.category == QuestionCategory::Impeachment;
    if (!rank || q.subject != QuestionSubject::Self) return;
    const ChartLine& me = c.line(c.primary.self);
    if (!me.moving() || me.reading.relation == Relation::Officer || me.changed->relation != Relation::Officer) return;
    const bool strong = prosperous(c, a.settings, me.reading) && !monthBroken(c, me.reading);
    const bool back = controls(me.changed->element, me.reading.element);
    out.push_back({FactorKind::SelfTurnsToOfficer, strong && !back ? Effect::Helps : Effect::Hurts,
                   sourceOf(ReadingRuleId::SelfTurnsToOfficer)});
}

// 增刪卜易 開行開店章: 「乏本內外無財 … 內外無財，伏而又空，必然乏本，屢試屢驗」; 求財章: 「財福俱無，莫若守株而待兔」 —
// money sought from a 妻財 hidden under another line and void, as the school counts the void, is not had. 覺子's
// exception there, 「倘得日月為財，或伏而旺者，亦可求也」, is the schools' own: a line 旺相 or on the month or the day
// is not void to them (「旺不為空」, 「日主所臨 … 莫能空之」).
void wealthHiddenVoid(const Chart& c, const Question& q, LineRef line, std::vector<Factor>& out)
{
    const bool money = q.category == QuestionCategory::Wealth || q.category == QuestionCategory::Trade ||
                       q.category == QuestionCategory::Loan;
    if (!money || line.layer != Layer::Hidden || readingOf(c, line).relation != Relation::Wealth) return;
    if (std::any_of(out.begin(), out.end(), [](const Factor& f) { return f.kind == FactorKind::Void && f.effect == Effect::Hurts; }))
        out.push_back({FactorKind::WealthHiddenVoid, Effect::Hurts, sourceOf(ReadingRuleId::WealthHiddenVoid)});
}

// 增刪卜易 壽元章: 「元神宜於安靜 … 占他事，宜元神動者，動則而有力也；占壽不宜發動者，動則已有限期矣」, 「忌神最怕興搖。
// 忌神不動，自是平安，動則已有限期矣」 — in a question of a lifespan, a moving 原神 or 忌神 (another line than the 用神's
// own) has set its term: unfavourable, the factor's value the lines that move.
void lifespanStirs(const Chart& c, const Question& q, LineRef line, std::vector<Factor>& out)
{
    if (q.category != QuestionCategory::Lifespan) return;
    const Element e = readingOf(c, line).element;
    int stirs = 0;
    for (const ChartLine& l : c.lines)
        if (l.moving() && !(line == primaryLine(l.position)) &&
            (generates(l.reading.element, e) || controls(l.reading.element, e)))
            stirs |= l.position.bit();
    if (stirs) out.push_back({FactorKind::LifespanStirs, Effect::Hurts, sourceOf(ReadingRuleId::LifespanStirs), stirs});
}

// 增刪卜易 終身財福章: 「兄爻臨世，財耗貧寒」, and 覺子 there: 「凡占財福，兄爻持世，雖不許之富足，亦看旺衰 … 得日月作財而
// 合世，富而驕」 — one's fortune with 兄弟 on the 世 is not wealth, unless the month or the day is of the 財's phase and
// combines the 世.
void siblingOnSelfFortune(const Chart& c, const Question& q, std::vector<Factor>& out)
{
    if (q.category != QuestionCategory::Fortune || q.subject != QuestionSubject::Self) return;
    const LineReading& me = c.line(c.primary.self).reading;
    if (me.relation != Relation::Sibling) return;
    const auto richCombines = [&me](std::optional<Branch> b) {
        return b && controls(me.element, element(*b)) && isSixHarmony(*b, me.branch);  // the 世 controls its 財
    };
    if (richCombines(c.pillars.monthBranch()) || richCombines(dayBranch(c))) return;
    out.push_back({FactorKind::SiblingOnSelfFortune, Effect::Hurts, sourceOf(ReadingRuleId::SiblingOnSelfFortune)});
}

// 增刪卜易 疾病章: 「用神不宜太弱 … 覺子曰：用神亦不宜太旺，易理貴乎中庸，過猶不及」, and 未濟之睽 (自占病, 巳月戊午日, the
// 世 午火 on the day): 「正為旺極耳，器滿則傾 … 斷壬戌日者，旺火而入墓也」 — an illness whose 用神 is 太旺, the month and the
// day both of its phase (各門類應期總注章's measure of 太旺), is past its height: unfavourable.
void illnessTooStrong(const Chart& c, const Question& q, LineRef line, std::vector<Factor>& out)
{
    if (q.category == QuestionCategory::Illness && tooStrong(c, readingOf(c, line)))
        out.push_back({FactorKind::IllnessTooStrong, Effect::Hurts, sourceOf(ReadingRuleId::IllnessTooStrong)});
}

// Whether a line of relation `r` moves (明動 or 暗動), or, with `orChange`, a moving line changes into it.
bool stirs(const Chart& c, const Analysis& a, Relation r, bool orChange)
{
    for (const ChartLine& l : c.lines) {
        const bool moves = l.moving() || a.find(FindingKind::DarkMove, Subject::at(Layer::Primary, l.position)).has_value();
        if ((moves && l.reading.relation == r) || (orChange && l.changed && l.changed->relation == r)) return true;
    }
    return false;
}

// 增刪卜易 天時章: the weather asked for comes when its lines move or appear, 「不論旺衰」 — 「子孫 … 動則萬里晴光」,
// 「財動雖晴」, 「父母 … 發則八方潤澤」, 「倘爻變出父母者不拘旺衰皆主有雨」, 「父化子雨後晴明」; while they are still, the
// other's moving turns it (「占雨倘父爻不動而妻財暗動者還主晴明。占晴若子財不動而父母暗動者還主雨」).
void weather(const Chart& c, const Analysis& a, const Question& q, std::vector<Factor>& out)
{
    const bool fine = q.category == QuestionCategory::Fine;
    if (!fine && q.category != QuestionCategory::Rain) return;
    const std::vector<Relation> sun{Relation::Offspring, Relation::Wealth}, rain{Relation::Parent};
    const auto any = [&](const std::vector<Relation>& rs, bool orChange) {
        return std::any_of(rs.begin(), rs.end(), [&](Relation r) { return stirs(c, a, r, orChange); });
    };
    const Source s = sourceOf(ReadingRuleId::WeatherMoves);
    // 「不論旺衰」: a strong change's 回頭克 only shortens the weather (「子孫爻、財爻化鬼，晴之不久」), it does not settle it;
    // nor does a 卦變's (its 「諸占大凶」 is a harm to people, not to the sky).
    neutralise(out, FactorKind::StrongReturnedControl, Effect::Hurts, ReadingRuleId::WeatherMoves);
    neutralise(out, FactorKind::HexagramReturnedControl, Effect::Hurts, ReadingRuleId::WeatherMoves);
    if (any(fine ? sun : rain, true)) out.push_back({FactorKind::WeatherMoves, Effect::Helps, s});
    else if (any(fine ? rain : sun, false)) out.push_back({FactorKind::WeatherOpposed, Effect::Hurts, s});
}

// 增刪卜易 卦變生克墓絕章: 「凡遇卦化克者，不論用神之衰旺，皆以凶推」 — a 卦變 whose 變卦 controls the 本卦 (化來:
// 「他來克我，回頭之克，即為凶兆，諸占大凶」; not 化去, the 本卦 controlling the 變卦). 卦變 as 反伏章 defines it:
// 「卦變者，內外動而反吟，同一卦也」 — a 八純 卦 into a 八純 卦, as every example of the chapter is (巽之乾, 離之坎,
// 坎之坤, 坤之巽, 震之兌); other 本卦 and 變卦 of palaces at odds are 爻變, read line by line.
void hexagramTurns(const Chart& c, std::vector<Factor>& out)
{
    if (!c.changed || c.primary.place.generation != Generation::Pure || c.changed->place.generation != Generation::Pure) return;
    if (turnsOnItself(c))
        out.push_back({FactorKind::HexagramReturnedControl, Effect::Hurts, sourceOf(ReadingRuleId::HexagramReturnedControl)});
}

// 增刪卜易 序 (趨避章 the same): one's own worry is read on the 世 — 子孫 on it or moving, the 世 changing into 子孫 or
// into what generates it, or a moving 官鬼 generating it, guard it 「即使身坐虎口」; else the 官鬼 on it, a moving 官鬼
// controlling it, the 世 changing into 官鬼 or into what controls it, or the month breaking it, harm it — unless it is void
// (「惟世爻空者無憂」). Both the 子孫 and the harm: the guard holds (「管許安如泰山」).
void worry(const Chart& c, const Analysis& a, const Question& q, std::vector<Factor>& out)
{
    if (q.category != QuestionCategory::Worry || q.subject != QuestionSubject::Self) return;
    const ChartLine& me = c.line(c.primary.self);
    const Element mine = me.reading.element;
    const auto movingAny = [&c](auto pred) {
        return std::any_of(c.lines.begin(), c.lines.end(), [&](const ChartLine& l) { return l.moving() && pred(l.reading); });
    };
    const bool guarded =
        me.reading.relation == Relation::Offspring || movingAny([](const LineReading& r) { return r.relation == Relation::Offspring; }) ||
        (me.moving() && (me.changed->relation == Relation::Offspring || generates(me.changed->element, mine))) ||
        movingAny([mine](const LineReading& r) { return r.relation == Relation::Officer && generates(r.element, mine); });
    const bool harmed =
        me.reading.relation == Relation::Officer ||
        movingAny([mine](const LineReading& r) { return r.relation == Relation::Officer && controls(r.element, mine); }) ||
        (me.moving() && (me.changed->relation == Relation::Officer || controls(me.changed->element, mine))) ||
        monthBroken(c, me.reading);
    const bool empty = a.has(FindingKind::Void, Subject::at(Layer::Primary, c.primary.self));
    const Source s = sourceOf(ReadingRuleId::WorryOnSelf);
    if (guarded || (harmed && empty)) out.push_back({FactorKind::WorryOnSelf, Effect::Helps, s});
    else if (harmed) out.push_back({FactorKind::WorryOnSelf, Effect::Hurts, s});
}

} // namespace

void questionFactors(const Chart& c, const Analysis& a, const Question& q, LineRef line, std::vector<Factor>& out)
{
    const std::size_t own = out.size();
    offspringOnSelf(c, a, q, readingOf(c, line), out);
    selfBrokenStruck(c, a, q, line, out);
    illness(c, q, out);
    rootless(c, q, own, out);
    illnessTurns(c, q, line, out);
    illnessTooStrong(c, q, line, out);
    hexagramTurns(c, out);
    selfTurnsToOfficer(c, a, q, out);
    wealthHiddenVoid(c, q, line, out);
    lifespanStirs(c, q, line, out);
    siblingOnSelfFortune(c, q, out);
    worry(c, a, q, out);
    weather(c, a, q, out);
}

} // namespace najia::detail
