#include "engine/handbook/corrections.h"

#include <algorithm>

namespace najia::handbook {

std::vector<const Correction*> correctionsOf(std::string_view passageId)
{
    std::vector<const Correction*> out;
    for (const Correction& c : corrections())
        if (c.passage == passageId) out.push_back(&c);
    return out;
}

std::string correctedText(std::string_view passageId, std::string_view transmitted)
{
    std::string text(transmitted);
    auto list = correctionsOf(passageId);
    // From the last to the first, so that earlier offsets stay valid.
    std::sort(list.begin(), list.end(), [](const Correction* a, const Correction* b) { return a->position > b->position; });
    for (const Correction* c : list) {
        if (c->corrected.empty() || c->position + c->transmitted.size() > text.size()) continue;
        if (std::string_view(text).substr(c->position, c->transmitted.size()) != c->transmitted) continue;
        text.replace(c->position, c->transmitted.size(), c->corrected);
    }
    return text;
}

} // namespace najia::handbook
