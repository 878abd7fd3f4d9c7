// libFuzzer target: free text read as a chart (engine/casting/chart_text.h, `najia-cli parse`).
// Whatever the bytes, reading ends; a cast it gives is the 本卦 with the moving lines it names, and
// a 變卦 it gives is what those moving lines make.
#include "fuzz_require.h"
#include "engine/casting/chart_text.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto read = najia::casting::readChartText(text);
    if (read.cast) {
        FUZZ_REQUIRE(read.primary.has_value());
        int bits = 0;
        for (const najia::LinePos pos : najia::allLines) {
            const auto v = (*read.cast)[pos.index()];
            FUZZ_REQUIRE(najia::isYang(v) == read.primary->isYang(pos));
            FUZZ_REQUIRE(najia::isMoving(v) == ((read.movingMask & pos.bit()) != 0));
            if (najia::isYang(v) != najia::isMoving(v)) bits |= pos.bit();
        }
        FUZZ_REQUIRE(read.changed ? read.changed->bits() == bits : read.movingMask == 0);
    }
    return 0;
}
