// libFuzzer target: a hexagram name as users type it → the candidates and the one match; every
// candidate is a valid hexagram and a unique match is among the candidates.
#include "fuzz_require.h"
#include "engine/casting/name_match.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto candidates = najia::casting::hexagramCandidates(text);
    if (const auto h = najia::casting::matchHexagram(text))
        FUZZ_REQUIRE(std::find(candidates.begin(), candidates.end(), *h) != candidates.end());
    return 0;
}
