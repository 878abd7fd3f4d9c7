#include "engine/reading/branch_ties.h"

#include "engine/branch_relations.h"
#include "engine/life_stage.h"
#include "engine/reading/reading_detail.h"
#include "engine/reading/reading_terms.h"

#include <utility>

namespace najia {

namespace {

constexpr std::string_view kTieCodes[kTieCount] = {"value", "clash", "combine", "birth", "peak", "tomb", "extinction"};

void tiesTo(Role role, Branch line, Branch b, std::vector<BranchTie>& out)
{
    if (b == line) out.push_back({role, Tie::Value});
    if (b == clashPartner(line)) out.push_back({role, Tie::Clash});
    if (b == sixHarmonyPartner(line)) out.push_back({role, Tie::Combine});
}

} // namespace

std::vector<BranchTie> branchTies(const Chart& c, const Analysis& a, const Interpretation& reading, Branch b)
{
    std::vector<BranchTie> out;
    bool usefulSeen = false;
    for (const StrengthReading& s : reading.strength) {
        if (s.role == Role::Useful && std::exchange(usefulSeen, true)) continue;  // a second 用神
        const LineReading& r = detail::readingOf(c, s.line);
        tiesTo(s.role, r.branch, b, out);
        if (s.role != Role::Useful) continue;
        for (const auto& [stage, tie] : {std::pair{LifeStage::Birth, Tie::Birth}, {LifeStage::Peak, Tie::Peak},
                                        {LifeStage::Tomb, Tie::Tomb}, {LifeStage::Extinction, Tie::Extinction}})
            if (stageBranch(r.element, stage, a.settings.earthStages) == b) out.push_back({s.role, tie});
    }
    return out;
}

std::string tieCode(BranchTie t)
{
    return std::string(codeOf(t.role)) + "_" + std::string(kTieCodes[static_cast<int>(t.tie)]);
}

} // namespace najia
