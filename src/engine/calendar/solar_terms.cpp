// Solar-term instants: root of (apparent solar longitude − 15°k) by the secant method, then
// TT → UT with ΔT (Espenak–Meeus). Sources: sun.h, delta_t.h.
#include "engine/calendar/solar_terms.h"

#include "engine/calendar/delta_t.h"
#include "engine/calendar/solar_terms_data.h"
#include "engine/calendar/sun.h"

#include <cmath>
#include <mutex>

namespace najia::calendar {

namespace {

constexpr std::array<Term, kSolarTermCount> kNames = {{
    {"小寒", "小寒", "Minor Cold"},         {"大寒", "大寒", "Major Cold"},
    {"立春", "立春", "Start of Spring"},    {"雨水", "雨水", "Rain Water"},
    {"驚蟄", "惊蛰", "Awakening of Insects"}, {"春分", "春分", "Spring Equinox"},
    {"清明", "清明", "Clear and Bright"},   {"穀雨", "谷雨", "Grain Rain"},
    {"立夏", "立夏", "Start of Summer"},    {"小滿", "小满", "Grain Buds"},
    {"芒種", "芒种", "Grain in Ear"},       {"夏至", "夏至", "Summer Solstice"},
    {"小暑", "小暑", "Minor Heat"},         {"大暑", "大暑", "Major Heat"},
    {"立秋", "立秋", "Start of Autumn"},    {"處暑", "处暑", "End of Heat"},
    {"白露", "白露", "White Dew"},          {"秋分", "秋分", "Autumn Equinox"},
    {"寒露", "寒露", "Cold Dew"},           {"霜降", "霜降", "Frost's Descent"},
    {"立冬", "立冬", "Start of Winter"},    {"小雪", "小雪", "Minor Snow"},
    {"大雪", "大雪", "Major Snow"},         {"冬至", "冬至", "Winter Solstice"},
}};

constexpr int kYearCount = kLastTermYear - kFirstTermYear + 1;

// libnova keeps a static cache of the last Earth position, so its calls are serialised.
std::mutex& libnovaMutex()
{
    static std::mutex m;
    return m;
}

double angleFromTarget(double jde, double target)
{
    return std::remainder(apparentSolarLongitude(jde) - target, 360.0);
}

double termJdeUnlocked(int year, SolarTerm term)
{
    // Start from the mean date: 小寒 near January 5.5, then every 365.2422/24 days.
    const double jan1 = static_cast<double>(julianDayNumber(sys_days(std::chrono::year(year) / 1 / 1))) - 0.5;
    const double target = longitudeDegrees(term);
    double x0 = jan1 + 4.5 + 15.2184 * index(term);
    double f0 = angleFromTarget(x0, target);
    double x1 = x0 - f0 / kMeanSolarMotionDegPerDay;
    for (int i = 0; i < 8; ++i) {
        const double f1 = angleFromTarget(x1, target);
        if (f1 == f0) break;
        const double x2 = x1 - f1 * (x1 - x0) / (f1 - f0);
        x0 = x1;
        f0 = f1;
        x1 = x2;
        if (std::fabs(x1 - x0) < 1e-8) break;  // ~1 ms
    }
    return x1;
}

} // namespace

double solarTermJde(int year, SolarTerm term)
{
    const std::lock_guard lock(libnovaMutex());
    return termJdeUnlocked(year, term);
}

YearTerms computeSolarTerms(int year)
{
    const std::lock_guard lock(libnovaMutex());
    YearTerms out;
    for (int i = 0; i < kSolarTermCount; ++i) {
        const double jde = termJdeUnlocked(year, solarTermAt(i));
        out[static_cast<std::size_t>(i)] = fromJulianDate(jde - deltaTSecondsAtJd(jde) / kSecondsPerDay);
    }
    return out;
}

Outcome<YearTerms> solarTermsOf(int year)
{
    if (year < kFirstTermYear || year > kLastTermYear) return CalendarError::OutOfRange;
    if (year >= kTableFirstYear && year <= kTableLastYear) {
        const auto& row = kSolarTermTable[static_cast<std::size_t>(year - kTableFirstYear)];
        YearTerms out;
        for (std::size_t i = 0; i < row.size(); ++i) out[i] = sys_seconds(std::chrono::seconds(row[i]));
        return out;
    }
    static std::array<std::once_flag, kYearCount> once;
    static std::array<YearTerms, kYearCount> cache;
    const auto slot = static_cast<std::size_t>(year - kFirstTermYear);
    std::call_once(once[slot], [year, slot] { cache[slot] = computeSolarTerms(year); });
    return cache[slot];
}

} // namespace najia::calendar

namespace najia {
template <> std::span<const Term> termsOf<calendar::SolarTerm>() { return calendar::kNames; }
} // namespace najia
