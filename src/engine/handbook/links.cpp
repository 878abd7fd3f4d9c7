// Rule ↔ passage links, derived from the seed and line each rule cites (never typed twice).
#include "handbook/links.h"

#include "analysis/findings.h"

namespace najia::handbook {

const Passage* passageOfRule(std::string_view ruleCode)
{
    for (const Rule& r : kRules)
        if (r.code == ruleCode) return passageAt(r.seed, r.line);
    return nullptr;
}

std::vector<std::string_view> rulesOfPassage(std::string_view passageId)
{
    std::vector<std::string_view> out;
    for (const Rule& r : kRules) {
        const Passage* p = passageAt(r.seed, r.line);
        if (p && p->id == passageId) out.push_back(r.code);
    }
    return out;
}

} // namespace najia::handbook
