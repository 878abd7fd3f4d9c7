// How each finding parameter reads (an enumerator's name, a list of names or positions, a flag, a
// number): the one table every writer of findings goes through — the QJsonObject writer
// (findings_json.cpp), the streaming batch writer (chart_json_stream.cpp) and the sheet's text.
#pragma once

#include "analysis/analysis.h"
#include "analysis/analysis_terms.h"
#include "terms.h"

#include <string>
#include <string_view>

namespace najia::base {

// `Out` receives the value: text(std::string_view) for a name, number(int), boolean(bool), and
// beginList()/endList() around the members of a mask (names, or positions 1–6 as numbers).
template <class Out> class ParamReader {
public:
    ParamReader(Out& out, Script s) : out_(out), s_(s) {}

    void read(ParamKey key, int v)
    {
        switch (key) {
        case ParamKey::VoidType: return one(static_cast<VoidKind>(v));
        case ParamKey::VoidKinds: return mask<VoidKind>(v);
        case ParamKey::FillDegree: return one(static_cast<FillDegree>(v));
        case ParamKey::ClashClass: return one(static_cast<ClashClass>(v));
        case ParamKey::Season: return one(static_cast<Season>(v));
        case ParamKey::Stage: return one(static_cast<LifeStage>(v));
        case ParamKey::Against: return one(static_cast<Pillar>(v));
        case ParamKey::Branch:
        case ParamKey::RepairMonth: return one(branchAt(v));
        case ParamKey::Element: return one(elementAt(v));
        case ParamKey::Lines:
        case ParamKey::ChangedLines:
        case ParamKey::StemLines: return positions(v);
        case ParamKey::PillarsMask: return mask<Pillar>(v);
        case ParamKey::FillDay: return out_.text(name(GanZhi(v), s_));
        case ParamKey::Relation: return one(static_cast<Relation>(v));
        case ParamKey::Presence: return one(static_cast<Presence>(v));
        case ParamKey::PresenceMask: return mask<Presence>(v);
        case ParamKey::Losses: return mask<Loss>(v);
        case ParamKey::Phase: return one(static_cast<PhaseRelation>(v));
        case ParamKey::Flags: return mask<SelfOtherFlag>(v);
        case ParamKey::Punishment: return one(static_cast<PunishmentKind>(v));
        case ParamKey::Cause: return mask<EmergeCause>(v);
        case ParamKey::Direction: return one(static_cast<Rising>(v));
        case ParamKey::Accord: return mask<RisingAccord>(v);
        case ParamKey::Strike: return mask<Strike>(v);
        case ParamKey::Trigram: return one(trigramFromBits(v));
        case ParamKey::TrigramState: return one(static_cast<calendar::TrigramState>(v));
        case ParamKey::Role: return one(static_cast<GodRole>(v));
        case ParamKey::Lingering:
        case ParamKey::Moment:
        case ParamKey::HelpsSelf:
        case ParamKey::HelpsBody:
        case ParamKey::DayControls:
        case ParamKey::Filled:
        case ParamKey::Complete:
        case ParamKey::Strong:
        case ParamKey::Lasting:
        case ParamKey::Effective: return out_.boolean(v != 0);
        }
        out_.number(v);
    }

private:
    template <class E> void one(E value) { out_.text(name(value, s_)); }
    // The members of a mask as names (E indexed by bit).
    template <class E> void mask(int bits)
    {
        out_.beginList();
        for (int i = 0; i < 16; ++i)
            if (bits >> i & 1) out_.text(name(static_cast<E>(i), s_));
        out_.endList();
    }
    // A line mask as positions 1–6 (bit 0 = 初爻).
    void positions(int bits)
    {
        out_.beginList();
        for (const LinePos pos : linesIn(bits)) out_.number(pos.number());
        out_.endList();
    }

    Out& out_;
    Script s_;
};

template <class Out> void readParam(ParamKey key, int value, Script s, Out& out)
{
    ParamReader<Out>(out, s).read(key, value);
}

} // namespace najia::base
