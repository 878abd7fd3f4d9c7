// libFuzzer target: one stdin line of `najia-cli chart --batch` → the case and its chart.
#include "fuzz_require.h"
#include "base/document/batch_line.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString line = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    if (const auto c = najia::base::parseBatchLine(line)) {
        // The chart is of the lines read, with the pillars read.
        const najia::Chart chart = najia::computeChart(c->cast, c->pillars);
        for (std::size_t i = 0; i < 6; ++i) FUZZ_REQUIRE(chart.lines[i].value == c->cast[i]);
        FUZZ_REQUIRE(chart.pillars.day == c->pillars.day);
    }
    return 0;
}
