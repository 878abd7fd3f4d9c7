#include "base/json/chart_json_stream.h"

#include "engine/calendar/xunkong.h"
#include "base/json/finding_params.h"
#include "base/json/findings_json.h"
#include "engine/hexagram_names.h"

#include <array>
#include <cassert>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

using namespace najia;

namespace najia::base {

namespace {

// Names quoted once: a chart writes about 300 of them, and a piece made once is one copy where the
// name would be a lookup, a quote, a call to memcpy, a quote and a comma.
constexpr Script kScripts[] = {Script::Traditional, Script::Simplified, Script::English};

// A piece for each of `count` values in each script, textOf(i, script) making each.
class ScriptPieces {
public:
    template <class TextOf> ScriptPieces(std::size_t count, TextOf textOf) : count_(count), pieces_(texts(count, textOf)) {}
    [[gnu::always_inline]] Piece at(std::size_t i, Script s) const { return pieces_[static_cast<std::size_t>(s) * count_ + i]; }

private:
    template <class TextOf> static std::vector<std::string> texts(std::size_t count, TextOf textOf)
    {
        std::vector<std::string> out;
        for (const Script s : kScripts)
            for (std::size_t i = 0; i < count; ++i) out.push_back(textOf(i, s));
        return out;
    }
    std::size_t count_;
    PieceTable pieces_;
};

// `"name",`
std::string quotedText(std::string_view name) { return '"' + std::string(name) + "\","; }

// Inline: the lookup is a few instructions, the call around it as many again.
template <class E> [[gnu::always_inline]] inline Piece quoted(E value, Script s)
{
    static const ScriptPieces names(termsOf<E>().size(), [](std::size_t i, Script script) {
        return quotedText(termsOf<E>()[i].in(script));
    });
    return names.at(termIndex(value), s);
}

[[gnu::always_inline]] inline Piece quoted(GanZhi g, Script s)
{
    static const ScriptPieces names(60, [](std::size_t i, Script script) { return quotedText(name(GanZhi(int(i)), script)); });
    return names.at(std::size_t(g.index()), s);
}

[[gnu::always_inline]] inline Piece quotedHexagram(Hexagram h, Script s)
{
    static const ScriptPieces names(Hexagram::count, [](std::size_t i, Script script) {
        return quotedText(hexagramName(Hexagram(int(i))).full.in(script));
    });
    return names.at(std::size_t(h.bits()), s);
}

// The fields of a line and of a reading in a few pieces (a chart has 6 lines and up to 18 readings).
// Like quoted(), these lookups are forced inline.
// 「{"position":1,"yang":true,"moving":false,」 by position and value.
[[gnu::always_inline]] inline Piece lineOpening(const ChartLine& l)
{
    static const PieceTable pieces = [] {
        std::vector<std::string> texts;
        for (const LinePos pos : allLines)
            for (const LineValue v : {LineValue::OldYin, LineValue::YoungYang, LineValue::YoungYin, LineValue::OldYang})
                texts.push_back(R"({"position":)" + std::to_string(pos.number()) + R"(,"yang":)" + (isYang(v) ? "true" : "false") +
                                R"(,"moving":)" + (isMoving(v) ? "true" : "false") + ",");
        return PieceTable(texts);
    }();
    return pieces[l.position.index() * 4 + termIndex(l.value)];
}

// 「"stem":"甲","branch":"子",」
[[gnu::always_inline]] inline Piece stemAndBranch(const LineReading& r, Script s)
{
    static const ScriptPieces pieces(kStemCount * kBranchCount, [](std::size_t i, Script script) {
        return R"("stem":)" + quotedText(name(stemAt(int(i) / kBranchCount), script)) + R"("branch":)" +
               quotedText(name(branchAt(int(i) % kBranchCount), script));
    });
    return pieces.at(std::size_t(index(r.stem) * kBranchCount + index(r.branch)), s);
}

// 「"element":"水","relation":"父母",」
[[gnu::always_inline]] inline Piece elementAndRelation(const LineReading& r, Script s)
{
    static const ScriptPieces pieces(kElementCount * 5, [](std::size_t i, Script script) {
        return R"("element":)" + quotedText(name(static_cast<Element>(i / 5), script)) + R"("relation":)" +
               quotedText(name(static_cast<Relation>(i % 5), script));
    });
    return pieces.at(termIndex(r.element) * 5 + termIndex(r.relation), s);
}

// 「"spirit":"青龍",」, or null without a day stem.
[[gnu::always_inline]] inline Piece spiritField(std::optional<Spirit> spirit, Script s)
{
    static const ScriptPieces pieces(7, [](std::size_t i, Script script) {
        return R"("spirit":)" + (i < 6 ? quotedText(name(static_cast<Spirit>(i), script)) : std::string("null,"));
    });
    return pieces.at(spirit ? termIndex(*spirit) : 6, s);
}

// `"key":` of each finding parameter.
Piece paramKey(ParamKey k)
{
    static const PieceTable keys = [] {
        std::vector<std::string> texts;
        for (int i = 0; i < kParamKeyCount; ++i) texts.push_back('"' + std::string(paramId(static_cast<ParamKey>(i))) + "\":");
        return PieceTable(texts);
    }();
    return keys[static_cast<std::size_t>(k)];
}

// A parameter's value through the shared reading (finding_params.h), its names as pieces.
struct StreamOut {
    JsonWriter& w;
    Script s;
    void text(std::string_view t) { w.term(t); }
    template <class V> void named(V value) { w.piece(quoted(value, s)); }
    void number(int v) { w.number(v); }
    void boolean(bool v) { w.boolean(v); }
    void beginList() { w.beginArray(); }
    void endList() { w.endArray(); }
};

// How many values a parameter of this type can take, when few enough to list (0 when not).
constexpr std::size_t kListedValues = 128;
template <class E> std::size_t valueCount(E) { return termsOf<E>().size(); }
template <class E> std::size_t valueCount(EnumMask<E>)
{
    const std::size_t members = termsOf<E>().size();
    return members < 8 ? std::size_t(1) << members : 0;
}
std::size_t valueCount(LineMask) { return 64; }
std::size_t valueCount(GanZhi) { return 60; }
std::size_t valueCount(bool) { return 2; }

// Each parameter whole, `"key":value,`, for every value of every key that has few enough, in one
// script: made once through the shared reading, so that a finding's parameter is one copy. A key
// with too many values (a mask of the 13 kinds of 旬空) is written as it reads.
class ParamPieces {
public:
    explicit ParamPieces(Script s) : pieces_(texts(s, ranges_)) {}
    // The piece of `p`, or null when its key's values are not listed.
    const Piece* find(Param p) const
    {
        const Range r = ranges_[static_cast<std::size_t>(p.key)];
        return p.value < r.count ? &pieces_[r.first + p.value] : nullptr;
    }

private:
    struct Range {
        std::uint32_t first = 0, count = 0;
    };
    using Ranges = std::array<Range, kParamKeyCount>;
    static std::vector<std::string> texts(Script s, Ranges& ranges)
    {
        std::vector<std::string> out;
        JsonWriter w;
        StreamOut value{w, s};
        for (std::size_t k = 0; k < ranges.size(); ++k) {
            const auto key = static_cast<ParamKey>(k);
            std::size_t count = 0;
            visitParam(Param{key, 0}, [&count](auto v) { count = valueCount(v); });
            if (count > kListedValues) count = 0;
            ranges[k] = {std::uint32_t(out.size()), std::uint32_t(count)};
            for (std::size_t v = 0; v < count; ++v) {
                w.clear();
                w.key(paramId(key));
                readParam(Param{key, std::uint16_t(v)}, s, value);
                out.push_back(std::string(w.text()) + ',');  // text() leaves the last comma out
            }
        }
        return out;
    }
    Ranges ranges_;
    PieceTable pieces_;
};

template <Script S> const ParamPieces& paramPiecesIn()
{
    static const ParamPieces pieces(S);
    return pieces;
}

// Made for the script asked for only.
const ParamPieces& paramPieces(Script s)
{
    switch (s) {
    case Script::Traditional: return paramPiecesIn<Script::Traditional>();
    case Script::Simplified: return paramPiecesIn<Script::Simplified>();
    case Script::English: break;
    }
    return paramPiecesIn<Script::English>();
}

// A finding's opening, 「{"kind":"…","rule":"…","params":{」, in two pieces made once: by its kind,
// 「{"kind":"…","rule":"」, and by its rule, 「…","params":{」 (with the source between under --sources).
const PieceTable& kindOpenings()
{
    static const PieceTable pieces = [] {
        std::vector<std::string> texts;
        for (int i = 0; i < kFindingKindCount; ++i)
            texts.push_back(R"({"kind":")" + std::string(kindId(static_cast<FindingKind>(i))) + R"(","rule":")");
        return PieceTable(texts);
    }();
    return pieces;
}

// The rule pieces of one form, indexed by RuleId.
const Piece* ruleOpenings(const ChartJsonOptions& o)
{
    if (!o.sources) {
        static const PieceTable plain = [] {
            std::vector<std::string> texts;
            for (const Rule& rule : kRules) texts.push_back(std::string(rule.code) + R"(","params":{)");
            return PieceTable(texts);
        }();
        return &plain[0];
    }
    static const PieceTable withSources = [] {
        std::vector<std::string> texts;
        for (const Script script : kScripts)
            for (const Rule& rule : kRules) {
                JsonWriter source;
                source.string(ruleSourceText(rule.id, script));
                texts.push_back(std::string(rule.code) + R"(","source":)" + std::string(source.text()) + R"(,"params":{)");
            }
        return PieceTable(texts);
    }();
    return &withSources[static_cast<std::size_t>(o.script) * kRules.size()];
}

class ChartWriter {
public:
    ChartWriter(JsonWriter& w, const ChartJsonOptions& o) : w_(w), o_(o), s_(o.script) {}

    void chart(const Chart& c, const Analysis* a);

private:
    template <class E> [[gnu::always_inline]] void field(std::string_view key, E value)
    {
        w_.key(key);
        named(value);
    }
    template <class E> [[gnu::always_inline]] void named(E value) { w_.piece(quoted(value, s_)); }
    void ganZhi(const std::optional<GanZhi>& g)
    {
        if (g) named(*g);
        else w_.null();
    }
    void echo(std::string_view key, Echo e)
    {
        w_.key(key);
        if (e == Echo::None) w_.null();
        else named(e);
    }
    void hexagramFields(const HexagramFacts& f, bool primary);
    void hexagram(const HexagramFacts& f, bool primary);
    void reading(const LineReading& r) { w_.pieces(std::array{stemAndBranch(r, s_), elementAndRelation(r, s_)}); }
    void pillars(const Pillars& p);
    void body(const Body& b);
    void changed(const Chart& c);
    void line(const ChartLine& l);
    void findings(Subject s);
    void finding(const Finding& f);
    [[gnu::noinline]] void findingAsRead(const Finding& f);
    void analysis();

    // The findings come in subject order (analysis.cpp; tst_analysis subjectOrder), so each subject's
    // are one run of them, found for all subjects in one pass instead of scanning every finding 19 times.
    static constexpr std::size_t kSubjects = 4 * 7;
    static std::size_t slot(Subject s)
    {
        assert(s.position < 7);
        return static_cast<std::size_t>(s.layer) * 7 + s.position;
    }
    void findRuns();

    JsonWriter& w_;
    const ChartJsonOptions& o_;
    Script s_;
    const Analysis* a_ = nullptr;
    // The pieces of findings, with an analysis only (made on the first).
    const PieceTable* kinds_ = nullptr;
    const Piece* rules_ = nullptr;
    const ParamPieces* params_ = nullptr;
    std::array<std::uint32_t, kSubjects> first_{}, end_{};  // each subject's run of findings
};

void ChartWriter::findRuns()
{
    end_.fill(0);
    const std::vector<Finding>& all = a_->findings;
    for (std::uint32_t i = 0; i < all.size(); ++i) {
        const std::size_t k = slot(all[i].subject);
        assert((end_[k] == 0 || end_[k] == i) && "findings out of subject order");
        if (end_[k] == 0) first_[k] = i;
        end_[k] = i + 1;
    }
}

// The fields of a hexagram: name, palace, kind, and for the 本卦 its palace's element, 世應 and
// 六沖/六合 as well. All follow from the hexagram alone.
void ChartWriter::hexagramFields(const HexagramFacts& f, bool primary)
{
    w_.key("name");
    w_.piece(quotedHexagram(f.hexagram, s_));
    field("palace", f.place.palace);
    field("kind", f.place.generation);
    if (!primary) return;
    field("palace_element", palaceElement(f.place.palace));
    w_.field("shi", f.self.number());
    w_.field("ying", f.other.number());
    w_.field("six_clash", f.sixClash);
    w_.field("six_harmony", f.sixHarmony);
}

// The same fields as one piece, written once for each hexagram and script by hexagramFields: a
// chart's two hexagrams are two copies instead of eleven keys and lookups.
void ChartWriter::hexagram(const HexagramFacts& f, bool primary)
{
    assert(f == factsOf(f.hexagram));
    const auto made = [](bool ofPrimary) {
        return ScriptPieces(Hexagram::count, [ofPrimary](std::size_t i, Script script) {
            JsonWriter text;
            ChartWriter(text, ChartJsonOptions{script, false}).hexagramFields(factsOf(Hexagram(int(i))), ofPrimary);
            return std::string(text.text()) + ',';  // text() leaves the last comma out
        });
    };
    static const ScriptPieces primaries = made(true), changed = made(false);
    w_.piece((primary ? primaries : changed).at(std::size_t(f.hexagram.bits()), s_));
}

void ChartWriter::chart(const Chart& c, const Analysis* a)
{
    a_ = a;
    if (a_) {
        kinds_ = &kindOpenings();
        rules_ = ruleOpenings(o_);
        params_ = &paramPieces(s_);
        findRuns();
    }
    w_.beginObject();
    hexagram(c.primary, true);
    pillars(c.pillars);
    w_.key("xunkong");
    if (c.pillars.day) {
        const auto v = calendar::voidBranches(*c.pillars.day);
        w_.beginArray();
        named(v[0]);
        named(v[1]);
        w_.endArray();
    } else {
        w_.null();
    }
    body(c.body);
    changed(c);
    w_.key("lines");
    w_.beginArray();
    for (const ChartLine& l : c.lines) line(l);
    w_.endArray();
    if (a_) {
        findings(Subject{});
        analysis();
    }
    w_.endObject();
}

void ChartWriter::pillars(const Pillars& p)
{
    w_.key("pillars");
    w_.beginObject();
    w_.key("year");
    ganZhi(p.year);
    w_.key("month");
    if (!p.month && p.monthBranchOnly) named(*p.monthBranchOnly);
    else ganZhi(p.month);
    w_.key("day");
    ganZhi(p.day);
    w_.key("hour");
    ganZhi(p.hour);
    w_.endObject();
}

void ChartWriter::body(const Body& b)
{
    w_.key("body");
    w_.beginObject();
    field("branch", b.branch);
    w_.key("lines");
    w_.beginArray();
    for (const LinePos pos : linesIn(b.lines)) w_.number(pos.number());
    w_.endArray();
    if (b.progress != BodyProgress::None) field("progress", b.progress);
    w_.endObject();
}

void ChartWriter::changed(const Chart& c)
{
    w_.key("changed");
    if (!c.changed) return w_.null();
    w_.beginObject();
    hexagram(*c.changed, false);
    const ChangeFacts& f = *c.change;
    w_.key("sixteen_change");
    if (f.sixteen) named(*f.sixteen);
    else w_.null();
    w_.field("reversal", f.reversal);
    echo("inner_echo", f.inner);
    echo("outer_echo", f.outer);
    w_.field("inner_to_tomb", f.innerToTomb);
    w_.field("outer_to_tomb", f.outerToTomb);
    w_.endObject();
}

void ChartWriter::line(const ChartLine& l)
{
    w_.pieces(std::array{lineOpening(l), stemAndBranch(l.reading, s_), elementAndRelation(l.reading, s_),
                         spiritField(l.spirit, s_)});
    w_.key("hidden");
    if (l.hidden) {
        w_.beginObject();
        reading(l.hidden->reading);
        field("fei_fu", l.hidden->feiFu);
        if (a_) findings(Subject::at(Layer::Hidden, l.position));
        w_.endObject();
    } else {
        w_.null();
    }
    w_.key("changed");
    if (l.changed) {
        w_.beginObject();
        reading(*l.changed);
        echo("echo", l.echo);
        if (a_) findings(Subject::at(Layer::Changed, l.position));
        w_.endObject();
    } else {
        w_.null();
    }
    if (a_) findings(Subject::at(Layer::Primary, l.position));
    w_.endObject();
}

void ChartWriter::findings(Subject s)
{
    const std::size_t k = slot(s);
    if (first_[k] >= end_[k]) return w_.json(R"("findings":[],)");  // none: one write
    w_.json(R"("findings":[)");
    for (std::size_t i = first_[k]; i < end_[k]; ++i) finding(a_->findings[i]);
    w_.endArray();
}

void ChartWriter::finding(const Finding& f)
{
    // Its pieces looked up first, so that the writer checks for room once.
    std::array<Piece, 2 + kMaxParams> pieces;
    pieces[0] = (*kinds_)[static_cast<std::size_t>(f.kind)];
    pieces[1] = rules_[static_cast<std::size_t>(f.rule)];
    std::size_t n = 2;
    for (int i = 0; i < f.paramCount; ++i) {
        const Piece* whole = params_->find(f.params[static_cast<std::size_t>(i)]);
        if (!whole) return findingAsRead(f);
        pieces[n++] = *whole;
    }
    w_.pieces({pieces.data(), n}, "}}");
}

// A finding with a parameter whose values are too many to list: those are written as they read.
void ChartWriter::findingAsRead(const Finding& f)
{
    w_.piece((*kinds_)[static_cast<std::size_t>(f.kind)]);
    w_.piece(rules_[static_cast<std::size_t>(f.rule)]);
    for (int i = 0; i < f.paramCount; ++i) {
        const Param& p = f.params[static_cast<std::size_t>(i)];
        if (const Piece* whole = params_->find(p)) {
            w_.piece(*whole);
        } else {
            w_.piece(paramKey(p.key));
            StreamOut out{w_, s_};
            readParam(p, s_, out);
        }
    }
    w_.endObject();
    w_.endObject();
}

// 「"analysis":{"preset":…,"settings":{…},"useful":…},」
void writeAnalysis(JsonWriter& w, const Analysis& a, Script s)
{
    w.key("analysis");
    w.beginObject();
    w.termField("preset", preset(a.preset).code);
    w.key("settings");
    w.beginObject();
    for (const SettingValue& v : settingValues(a.settings)) w.termField(v.key, v.value);
    w.endObject();
    w.key("useful");
    if (a.useful) w.piece(quoted(*a.useful, s));
    else w.null();
    w.endObject();
}

// Every chart of a batch is analysed alike (one preset, one set of options), so its `analysis` is
// made once per thread and copied while what it says stays the same.
void ChartWriter::analysis()
{
    struct Made {
        PresetId preset;
        AnalysisSettings settings;
        std::optional<Relation> useful;
        Script script;
        std::string json;
    };
    thread_local std::optional<Made> made;
    if (!made || made->preset != a_->preset || made->settings != a_->settings || made->useful != a_->useful ||
        made->script != s_) {
        JsonWriter w;
        writeAnalysis(w, *a_, s_);
        made = Made{a_->preset, a_->settings, a_->useful, s_, std::string(w.text()) + ','};  // text() leaves the comma out
    }
    w_.json(made->json);
}

} // namespace

std::string_view ruleSourceText(RuleId rule, Script script)
{
    static const auto texts = [] {
        std::array<std::array<std::string, kRuleCount>, 3> out;
        for (const Script s : {Script::Traditional, Script::Simplified, Script::English})
            for (const Rule& r : kRules)
                out[static_cast<std::size_t>(s)][static_cast<std::size_t>(r.id)] = findingSource(r, s).toStdString();
        return out;
    }();
    return texts[static_cast<std::size_t>(script)][static_cast<std::size_t>(rule)];
}

void writeChartJson(JsonWriter& w, const Chart& chart, const Analysis* analysis, const ChartJsonOptions& options)
{
    ChartWriter(w, options).chart(chart, analysis);
}

} // namespace najia::base
