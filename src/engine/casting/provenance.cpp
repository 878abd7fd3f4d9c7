#include "engine/casting/provenance.h"

#include "engine/casting/name_match.h"
#include "engine/casting/yarrow.h"

namespace najia::casting {

bool CastRecord::operator==(const CastRecord& o) const
{
    const auto sameClock = [](const calendar::PillarOptions& a, const calendar::PillarOptions& b) {
        return a.dayBoundary == b.dayBoundary && a.trueSolarLongitude == b.trueSolarLongitude
            && a.trueSolarScope == b.trueSolarScope;
    };
    return inputs == o.inputs && instant == o.instant && zone == o.zone && utcOffset == o.utcOffset
        && clockOffset == o.clockOffset && sameClock(clock, o.clock) && source == o.source && seed == o.seed
        && pillars == o.pillars;
}

namespace {

std::string calendarMessage(calendar::CalendarError e)
{
    return e == calendar::CalendarError::OutOfRange ? "the instant is outside the supported range 1600-01-01 … 2400-12-31"
                                                    : "invalid instant or clock settings";
}

struct Recompute {
    const CastRecord& record;

    Result<Cast> operator()(const CoinInputs& in) const { return castFromTosses(in.tosses, in.faces); }
    Result<Cast> operator()(const YarrowInputs& in) const
    {
        const auto lines = replayYarrow(in.splits);
        if (!lines) return Error{lines.error()};
        return castFromYarrow(*lines);
    }
    Result<Cast> operator()(const TimeInputs& in) const
    {
        if (record.pillars) return Error{"casting by the moment needs an instant, not typed pillars"};
        const auto t = meihuaTimeAt(record.instant, record.clockOffset, record.clock, in.year);
        if (!t) return Error{calendarMessage(t.error())};
        return castOf(meihuaByTime(*t));
    }
    Result<Cast> operator()(const NumberInputs& in) const
    {
        const auto r = meihuaByNumbers(in.numbers, in.moving);
        if (!r) return Error{r.error()};
        return castOf(*r);
    }
    Result<Cast> operator()(const NameInputs& in) const
    {
        // 「同人之離」 typed in one field names both.
        if (const auto pair = splitHexagramPair(in.primary); pair && in.changed.empty())
            return (*this)(NameInputs{std::string(pair->primary), std::string(pair->changed)});
        const auto primary = matchHexagram(in.primary);
        if (!primary) return Error{"本卦: " + primary.error()};
        if (in.changed.empty()) return castFromNames(*primary, *primary);
        const auto changed = matchHexagram(in.changed);
        if (!changed) return Error{"變卦: " + changed.error()};
        return castFromNames(*primary, *changed);
    }
    Result<Cast> operator()(const LineInputs& in) const { return in.lines; }
};

} // namespace

Result<Cast> recompute(const CastRecord& record) { return std::visit(Recompute{record}, record.inputs); }

Result<Pillars> pillarsOf(const CastRecord& record)
{
    if (record.pillars) return *record.pillars;
    const auto reading = calendar::fourPillars(record.instant, record.clockOffset, record.clock);
    if (!reading) return Error{calendarMessage(reading.error())};
    return reading->pillars;
}

} // namespace najia::casting
