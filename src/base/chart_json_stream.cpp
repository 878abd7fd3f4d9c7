#include "chart_json_stream.h"

#include "calendar/xunkong.h"
#include "finding_params.h"
#include "findings_json.h"
#include "hexagram_names.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

using namespace najia;

namespace najia::base {

namespace {

// A parameter's value through the shared reading (finding_params.h).
struct StreamOut {
    JsonWriter& w;
    void text(std::string_view t) { w.term(t); }
    void number(int v) { w.number(v); }
    void boolean(bool v) { w.boolean(v); }
    void beginList() { w.beginArray(); }
    void endList() { w.endArray(); }
};

class ChartWriter {
public:
    ChartWriter(JsonWriter& w, const ChartJsonOptions& o) : w_(w), o_(o), s_(o.script) {}

    void chart(const Chart& c, const Analysis* a);

private:
    template <class E> void field(std::string_view key, E value) { w_.termField(key, name(value, s_)); }
    void ganZhi(const std::optional<GanZhi>& g)
    {
        if (g) w_.term(name(*g, s_));
        else w_.null();
    }
    void echo(std::string_view key, Echo e)
    {
        w_.key(key);
        if (e == Echo::None) w_.null();
        else w_.term(name(e, s_));
    }
    void hexagram(const HexagramFacts& f)
    {
        w_.termField("name", hexagramName(f.hexagram).full.in(s_));
        field("palace", f.place.palace);
        field("kind", f.place.generation);
    }
    void reading(const LineReading& r)
    {
        field("stem", r.stem);
        field("branch", r.branch);
        field("element", r.element);
        field("relation", r.relation);
    }
    void pillars(const Pillars& p);
    void body(const Body& b);
    void changed(const Chart& c);
    void line(const ChartLine& l);
    void findings(Subject s);
    void finding(const Finding& f);
    void analysis();

    // The findings grouped by subject in one pass (a counting sort of their indices), so that each
    // subject's list is read directly instead of scanning every finding 19 times.
    static constexpr std::size_t kSubjects = 4 * 7;
    static std::size_t slot(Subject s) { return static_cast<std::size_t>(s.layer) * 7 + s.position % 7; }
    void groupFindings();

    JsonWriter& w_;
    const ChartJsonOptions& o_;
    Script s_;
    const Analysis* a_ = nullptr;
    std::array<std::uint16_t, kSubjects + 1> first_{};
    std::vector<std::uint16_t>& order_ = reusedOrder();  // kept from chart to chart: no allocation each time
    static std::vector<std::uint16_t>& reusedOrder()
    {
        thread_local std::vector<std::uint16_t> order;
        return order;
    }
};

void ChartWriter::groupFindings()
{
    first_.fill(0);
    for (const Finding& f : a_->findings) ++first_[slot(f.subject) + 1];
    for (std::size_t i = 1; i <= kSubjects; ++i) first_[i] = std::uint16_t(first_[i] + first_[i - 1]);
    order_.resize(a_->findings.size());
    std::array<std::uint16_t, kSubjects> next{};
    std::copy(first_.begin(), first_.end() - 1, next.begin());
    for (std::size_t i = 0; i < a_->findings.size(); ++i) order_[next[slot(a_->findings[i].subject)]++] = std::uint16_t(i);
}

void ChartWriter::chart(const Chart& c, const Analysis* a)
{
    a_ = a;
    if (a_) groupFindings();
    w_.beginObject();
    hexagram(c.primary);
    field("palace_element", palaceElement(c.primary.place.palace));
    w_.field("shi", c.primary.self.number());
    w_.field("ying", c.primary.other.number());
    w_.field("six_clash", c.primary.sixClash);
    w_.field("six_harmony", c.primary.sixHarmony);
    pillars(c.pillars);
    w_.key("xunkong");
    if (c.pillars.day) {
        const auto v = calendar::voidBranches(*c.pillars.day);
        w_.beginArray();
        w_.term(name(v[0], s_));
        w_.term(name(v[1], s_));
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
    if (!p.month && p.monthBranchOnly) w_.term(name(*p.monthBranchOnly, s_));
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
    hexagram(*c.changed);
    const ChangeFacts& f = *c.change;
    w_.key("sixteen_change");
    if (f.sixteen) w_.term(name(*f.sixteen, s_));
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
    w_.beginObject();
    w_.field("position", l.position.number());
    w_.field("yang", l.yang());
    w_.field("moving", l.moving());
    reading(l.reading);
    w_.key("spirit");
    if (l.spirit) w_.term(name(*l.spirit, s_));
    else w_.null();
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
    w_.key("findings");
    w_.beginArray();
    const std::size_t k = slot(s);
    for (std::size_t i = first_[k]; i < first_[k + 1]; ++i) finding(a_->findings[order_[i]]);
    w_.endArray();
}

// A finding's opening, 「{"kind":"…","rule":"…","params":{」, in two pieces made once: a chart has
// about 70 findings, and these seven pieces were a third of their writing.
std::string_view kindOpening(FindingKind k)
{
    static const auto texts = [] {
        std::array<std::string, kFindingKindCount> out;
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = std::string(R"({"kind":")") + std::string(kindId(static_cast<FindingKind>(i))) + R"(","rule":")";
        return out;
    }();
    return texts[static_cast<std::size_t>(k)];
}

std::string_view ruleOpening(RuleId r)
{
    static const auto texts = [] {
        std::array<std::string, kRuleCount> out;
        for (std::size_t i = 0; i < out.size(); ++i) out[i] = std::string(kRules[i].code) + R"(","params":{)";
        return out;
    }();
    return texts[static_cast<std::size_t>(r)];
}

void ChartWriter::finding(const Finding& f)
{
    if (o_.sources) {
        w_.beginObject();
        w_.termField("kind", kindId(f.kind));
        w_.termField("rule", ruleOf(f.rule).code);
        w_.field("source", ruleSourceText(f.rule, s_));
        w_.key("params");
        w_.beginObject();
    } else {
        w_.json(kindOpening(f.kind), true);
        w_.json(ruleOpening(f.rule), true);
    }
    StreamOut out{w_};
    for (int i = 0; i < f.paramCount; ++i) {
        const Param& p = f.params[static_cast<std::size_t>(i)];
        w_.key(paramId(p.key));
        readParam(p, s_, out);
    }
    w_.endObject();
    w_.endObject();
}

void ChartWriter::analysis()
{
    w_.key("analysis");
    w_.beginObject();
    w_.termField("preset", preset(a_->preset).code);
    w_.key("settings");
    w_.beginObject();
    for (const SettingValue& v : settingValues(a_->settings)) w_.termField(v.key, v.value);
    w_.endObject();
    w_.key("useful");
    if (a_->useful) w_.term(name(*a_->useful, s_));
    else w_.null();
    w_.endObject();
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
