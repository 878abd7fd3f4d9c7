// How a finding parameter reads, by the type the engine gives its key (analysis/param_types.h): an
// enumerator as its name, a mask as a list of names or of positions, a 干支 as its name, a flag as a
// boolean. Every writer of findings goes through it — the QJsonObject writer (findings_json.cpp),
// the streaming batch writer (chart_json_stream.cpp) and the sheet's text.
#pragma once

#include "engine/analysis/analysis.h"
#include "engine/analysis/analysis_terms.h"
#include "engine/terms.h"

#include <string>
#include <string_view>
#include <type_traits>

namespace najia::base {

// `Out` receives the value: text(std::string_view) for a name, number(int), boolean(bool), and
// beginList()/endList() around the members of a mask (names, or positions 1–6 as numbers). An Out
// that has its own form of a name, named(value), gets the value instead of its text (the batch
// writer copies names quoted once, chart_json_stream.cpp).
template <class Out> class ParamReader {
public:
    ParamReader(Out& out, Script s) : out_(out), s_(s) {}

    // The value as its type says (the engine's table, analysis/param_types.h).
    void read(Param p)
    {
        visitParam(p, [this](auto v) { put(v); });
    }

private:
    template <class E>
        requires std::is_enum_v<E>
    void put(E value)
    {
        named(value);
    }
    // The members of a mask as names (E indexed by bit).
    template <class E> void put(EnumMask<E> m)
    {
        out_.beginList();
        for (int i = 0; i < 16; ++i)
            if (m.bits >> i & 1) named(static_cast<E>(i));
        out_.endList();
    }
    // A line mask as positions 1–6 (bit 0 = 初爻).
    void put(LineMask m)
    {
        out_.beginList();
        for (const LinePos pos : m.lines()) out_.number(pos.number());
        out_.endList();
    }
    void put(GanZhi g) { named(g); }
    void put(bool b) { out_.boolean(b); }
    template <class V> void named(V value)
    {
        if constexpr (requires { out_.named(value); }) out_.named(value);
        else out_.text(name(value, s_));
    }

    Out& out_;
    Script s_;
};

template <class Out> void readParam(Param p, Script s, Out& out)
{
    ParamReader<Out>(out, s).read(p);
}

} // namespace najia::base
