// libFuzzer target: one stdin line of `najia-cli chart --batch` → the case and its chart.
#include "batch_line.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString line = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    if (const auto c = najia::base::parseBatchLine(line)) (void)najia::computeChart(c->cast, c->pillars);
    return 0;
}
