#include "trigram_seasons.h"

#include <array>

namespace najia {

template <> std::span<const Term> termsOf<TrigramState>()
{
    static constexpr std::array<Term, kTrigramStateCount> t = {{
        {"旺", "旺", "ruling"}, {"相", "相", "strong"}, {"胎", "胎", "embryo"}, {"沒", "没", "sunk"},
        {"死", "死", "dead"}, {"囚", "囚", "confined"}, {"休", "休", "resting"}, {"廢", "废", "abandoned"},
    }};
    return t;
}

} // namespace najia
