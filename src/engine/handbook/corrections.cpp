#include "handbook/corrections.h"

namespace najia::handbook {

std::vector<const Correction*> correctionsOf(std::string_view passageId)
{
    std::vector<const Correction*> out;
    for (const Correction& c : corrections())
        if (c.passage == passageId) out.push_back(&c);
    return out;
}

} // namespace najia::handbook
