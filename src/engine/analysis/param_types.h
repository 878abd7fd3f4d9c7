// The type of each finding parameter (ParamKey → value type), the one table of it: the analysis
// writes parameters through it (Finding::with<K>), the reading reads them through it
// (Finding::param<K>), and the shells print them by visiting it (visitParam). Included by
// analysis/analysis.h after the enums it names.
#pragma once

#include "engine/analysis/analysis.h"
#include "engine/calendar/trigram_season.h"
#include "engine/ganzhi.h"

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

namespace najia {

#define NAJIA_PARAM(key, T) \
    template <> struct ParamTraits<ParamKey::key> { using type = T; }

NAJIA_PARAM(VoidType, VoidKind);                  // the principal kind of 旬空
NAJIA_PARAM(VoidKinds, EnumMask<VoidKind>);
NAJIA_PARAM(FillDegree, FillDegree);
NAJIA_PARAM(ClashClass, ClashClass);              // of the day branch
NAJIA_PARAM(DayControls, bool);                   // the day's phase controls the line (克沖)
NAJIA_PARAM(Season, Season);
NAJIA_PARAM(Stage, LifeStage);
NAJIA_PARAM(Against, Pillar);                     // what the stage is read against
NAJIA_PARAM(Branch, Branch);
NAJIA_PARAM(Element, Element);
NAJIA_PARAM(Lines, LineMask);                     // lines of the 本卦
NAJIA_PARAM(ChangedLines, LineMask);              // lines whose 變爻 it concerns
NAJIA_PARAM(PillarsMask, EnumMask<Pillar>);
NAJIA_PARAM(FillDay, GanZhi);                     // the next day bearing the branch (出空, 填實)
NAJIA_PARAM(Filled, bool);                        // the day fills it (實破)
NAJIA_PARAM(RepairMonth, Branch);                 // the month that repairs a break (補過)
NAJIA_PARAM(Relation, Relation);
NAJIA_PARAM(Presence, Presence);                  // the principal way the useful god is there
NAJIA_PARAM(PresenceMask, EnumMask<Presence>);
NAJIA_PARAM(Losses, EnumMask<Loss>);
NAJIA_PARAM(Phase, PhaseRelation);                // of the other seen from the subject
NAJIA_PARAM(Flags, EnumMask<SelfOtherFlag>);
NAJIA_PARAM(Complete, bool);
NAJIA_PARAM(Punishment, PunishmentKind);
NAJIA_PARAM(Cause, EnumMask<EmergeCause>);
NAJIA_PARAM(Strong, bool);                        // 旺相
NAJIA_PARAM(Effective, bool);                     // the state takes effect
NAJIA_PARAM(StemLines, LineMask);                 // moving lines whose stems combine (天干合化)
NAJIA_PARAM(Direction, Rising);                   // 昇陽 or 升陰
NAJIA_PARAM(Accord, EnumMask<RisingAccord>);
NAJIA_PARAM(Strike, EnumMask<Strike>);            // how moving lines strike a line (沖, 克)
NAJIA_PARAM(Trigram, Trigram);
NAJIA_PARAM(TrigramState, calendar::TrigramState);
NAJIA_PARAM(Lingering, bool);                     // 餘旺
NAJIA_PARAM(Moment, bool);                        // from the moment of the cast (else the month branch)
NAJIA_PARAM(Role, GodRole);                       // of a line against the useful god
NAJIA_PARAM(HelpsSelf, bool);                     // 生世
NAJIA_PARAM(HelpsBody, bool);                     // 扶身
NAJIA_PARAM(Lasting, bool);                       // 到底破

#undef NAJIA_PARAM

// How each value type sits in 16 bits: an enumerator by its value, a mask by its bits, a 干支 by
// its place in the cycle, a flag as 0 or 1.
template <class E>
    requires std::is_enum_v<E>
struct ParamCodec<E> {
    static constexpr std::uint16_t encode(E e) { return static_cast<std::uint16_t>(e); }
    static constexpr E decode(std::uint16_t v) { return static_cast<E>(v); }
};
template <class E> struct ParamCodec<EnumMask<E>> {
    static constexpr std::uint16_t encode(EnumMask<E> m) { return static_cast<std::uint16_t>(m.bits); }
    static constexpr EnumMask<E> decode(std::uint16_t v) { return EnumMask<E>(v); }
};
template <> struct ParamCodec<LineMask> {
    static constexpr std::uint16_t encode(LineMask m) { return static_cast<std::uint16_t>(m.bits); }
    static constexpr LineMask decode(std::uint16_t v) { return LineMask(v); }
};
template <> struct ParamCodec<GanZhi> {
    static constexpr std::uint16_t encode(GanZhi g) { return static_cast<std::uint16_t>(g.index()); }
    static constexpr GanZhi decode(std::uint16_t v) { return GanZhi(v); }
};
template <> struct ParamCodec<bool> {
    static constexpr std::uint16_t encode(bool b) { return b ? 1 : 0; }
    static constexpr bool decode(std::uint16_t v) { return v != 0; }
};

namespace detail {
template <class F, std::size_t... I> constexpr void visitParam(Param p, F& f, std::index_sequence<I...>)
{
    (void)((static_cast<std::size_t>(p.key) == I
                ? (f(ParamCodec<ParamValue<static_cast<ParamKey>(I)>>::decode(p.value)), true)
                : false) ||
           ...);
}
} // namespace detail

// Calls f with the parameter's value as its own type (VoidKind, EnumMask<Loss>, LineMask, GanZhi,
// bool …). Every ParamKey must have a row above, or this does not compile.
template <class F> constexpr void visitParam(Param p, F&& f)
{
    detail::visitParam(p, f, std::make_index_sequence<static_cast<std::size_t>(kParamKeyCount)>{});
}

} // namespace najia
