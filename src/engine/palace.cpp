#include "engine/palace.h"

#include <array>

namespace najia {

namespace {

// Inverts palaceMember over all 8 × 8 places; each hexagram appears exactly once
// (checked by a static_assert below and by tests/tst_palace.cpp).
constexpr std::array<PalacePlace, 64> buildPlaces()
{
    std::array<PalacePlace, 64> places{};
    for (Trigram p : kPalaceOrder)
        for (int g = 0; g < kGenerationCount; ++g) {
            const auto gen = static_cast<Generation>(g);
            places[static_cast<std::size_t>(palaceMember(p, gen).bits())] = {p, gen};
        }
    return places;
}

constexpr auto kPlaces = buildPlaces();

constexpr bool everyHexagramPlacedOnce()
{
    for (int b = 0; b < 64; ++b) {
        const PalacePlace p = kPlaces[static_cast<std::size_t>(b)];
        if (palaceMember(p.palace, p.generation).bits() != b) return false;
    }
    return true;
}
static_assert(everyHexagramPlacedOnce(), "the eight palaces must partition the 64 hexagrams");

} // namespace

PalacePlace palaceOf(Hexagram h) { return kPlaces[static_cast<std::size_t>(h.bits())]; }

} // namespace najia
