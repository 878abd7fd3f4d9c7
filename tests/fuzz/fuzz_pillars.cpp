// libFuzzer target: text typed as pillars (「卯月 戊寅日」) or as a moment ("2024-02-04 16:30")
// → parsePillars, and parseCivil in a zone with daylight saving (America/New_York), then the
// four pillars of the instant when it parses.
#include "fuzz_require.h"
#include "engine/calendar/four_pillars.h"
#include "base/options/civil_time.h"
#include "engine/pillars.h"
#include "engine/terms.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    // Pillars that parse name only valid 干支: each day pillar's branch is the one of its 干支.
    if (const auto p = najia::parsePillars(text); p && p->day)
        FUZZ_REQUIRE(najia::parseGanZhi(najia::name(*p->day)) == p->day);
    static const QTimeZone zone("America/New_York");
    QString problem;
    const QString civil = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    for (const auto overlap : {najia::base::Overlap::Earlier, najia::base::Overlap::Later})
        if (const auto instant = najia::base::parseCivil(civil, zone, &problem, overlap))
            if (const auto r = najia::calendar::fourPillars(instant->utc, instant->standardOffset, {}))
                FUZZ_REQUIRE(r->pillars.year && r->pillars.month && r->pillars.day && r->pillars.hour);
    return 0;
}
