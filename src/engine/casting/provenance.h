// How a chart was cast: a typed record that determines the cast by itself. Random methods
// record what the randomness produced (the tosses, the splits) as well as where it came from,
// so recomputing never needs the random source again; the time method records the instant and
// every setting of the clock. The CLI writes and reads it as JSON (src/base/json/cast_json.cpp).
#pragma once

#include "engine/calendar/four_pillars.h"
#include "engine/casting/coins.h"
#include "engine/casting/meihua.h"
#include "engine/casting/random_source.h"
#include "engine/chart.h"
#include "engine/result.h"

#include <array>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace najia::casting {

enum class CastMethod : std::uint8_t { Coins, Yarrow, Time, Numbers, Names, Lines };

struct CoinInputs {
    std::array<Toss, 6> tosses;  // 初爻 first
    FaceConvention faces = FaceConvention::ReverseYang;
    friend bool operator==(const CoinInputs&, const CoinInputs&) = default;
};
struct YarrowInputs {
    std::vector<int> splits;  // 18 left-heap counts, three per line, 初爻 first
    friend bool operator==(const YarrowInputs&, const YarrowInputs&) = default;
};
struct TimeInputs {
    MeihuaYear year = MeihuaYear::LunarNewYear;  // the instant and clock are in CastRecord
    friend bool operator==(const TimeInputs&, const TimeInputs&) = default;
};
struct NumberInputs {
    std::vector<int> numbers;
    NumberMoving moving = NumberMoving::Sum;
    friend bool operator==(const NumberInputs&, const NumberInputs&) = default;
};
struct NameInputs {
    std::string primary;  // as entered
    std::string changed;  // as entered; empty: no moving line
    friend bool operator==(const NameInputs&, const NameInputs&) = default;
};
struct LineInputs {
    Cast lines;
    friend bool operator==(const LineInputs&, const LineInputs&) = default;
};

using CastInputs = std::variant<CoinInputs, YarrowInputs, TimeInputs, NumberInputs, NameInputs, LineInputs>;
constexpr CastMethod methodOf(const CastInputs& in) { return static_cast<CastMethod>(in.index()); }

struct CastRecord {
    CastInputs inputs = LineInputs{};
    // When and where: the instant of the cast (UTC seconds), the zone's name and its offset then
    // (display), and the clock offset the pillars were read with (standard time: what decides).
    calendar::sys_seconds instant{};
    std::string zone;                       // IANA name, or "UTC+08:00" for a fixed offset
    std::chrono::seconds utcOffset{0};      // civil offset, daylight saving included
    std::chrono::seconds clockOffset{0};    // standard offset used for the pillars
    calendar::PillarOptions clock;          // day boundary, true solar time (longitude = the place)
    RandomSourceKind source = RandomSourceKind::None;
    std::optional<std::uint64_t> seed;      // with Mt19937_64 only
    // Pillars typed in instead of a moment (a case read against given pillars): no instant was
    // used, and `instant`, `zone` and the offsets mean nothing.
    std::optional<Pillars> pillars;
    bool operator==(const CastRecord& o) const;
};

// The cast the record determines; an error when its inputs are not a cast (wrong counts,
// impossible splits, unknown or ambiguous names, a time outside the calendar's range).
Result<Cast> recompute(const CastRecord& record);

// The pillars typed in, or those of the record's instant and clock.
Result<Pillars> pillarsOf(const CastRecord& record);

} // namespace najia::casting

namespace najia {
template <> std::span<const Term> termsOf<casting::CastMethod>();
template <> std::span<const Term> termsOf<casting::RandomSourceKind>();
} // namespace najia
