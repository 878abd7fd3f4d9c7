// Display names of the casting enumerations, indexed by value (terms.h mechanism).
#include "engine/casting/provenance.h"

#include <array>

namespace najia {

namespace {
constexpr std::array<Term, 6> kMethods = {{
    {"金錢卦", "金钱卦", "three coins"},
    {"揲蓍", "揲蓍", "yarrow stalks"},
    {"時間起卦", "时间起卦", "time (Plum Blossom)"},
    {"報數起卦", "报数起卦", "numbers (Plum Blossom)"},
    {"卦名", "卦名", "hexagram names"},
    {"爻值", "爻值", "line values"},
}};
constexpr std::array<Term, 3> kSources = {{
    {"無", "无", "none"},
    {"系統熵源", "系统熵源", "operating-system entropy (/dev/urandom)"},
    {"定種子 mt19937_64", "定种子 mt19937_64", "seeded mt19937_64 (tests only)"},
}};
constexpr std::array<Term, 2> kFaces = {{{"字", "字", "inscription (heads)"}, {"背", "背", "reverse (tails)"}}};
constexpr std::array<Term, 2> kConventions = {{
    {"背為陽", "背为阳", "tails (背) yang"},
    {"字為陽", "字为阳", "heads (字) yang"},
}};
} // namespace

template <> std::span<const Term> termsOf<casting::CastMethod>() { return kMethods; }
template <> std::span<const Term> termsOf<casting::RandomSourceKind>() { return kSources; }
template <> std::span<const Term> termsOf<casting::CoinFace>() { return kFaces; }
template <> std::span<const Term> termsOf<casting::FaceConvention>() { return kConventions; }

} // namespace najia
