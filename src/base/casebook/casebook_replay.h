// Replay under every school (issue 39): each settled case recomputed under each preset, and which
// preset's verdict would have matched the outcomes best. A case's outcome says whether its stored
// reading held (應驗) or not (不驗); with the stored verdict favourable or unfavourable, that gives
// what happened — the stored verdict when it held, the other when it did not — and each preset's
// verdict is scored against it: agreeing, opposite, or mixed (no call).
#pragma once

#include "base/casebook/casebook.h"
#include "engine/analysis/settings.h"

#include <functional>
#include <span>
#include <vector>

namespace najia::base {

struct ReplayScore {
    PresetId preset;
    QString category;  // empty: all categories
    int agree = 0, opposite = 0, mixed = 0;
    double low = 0, high = 0;  // Wilson 95 % interval of agree / (agree + opposite + mixed)
};

struct Replay {
    int cases = 0;                    // settled cases with a stored verdict of one side
    std::vector<ReplayScore> scores;  // per preset over all categories first, then per preset and category
};

// `progress(done, total)` is told as cases are recomputed; returning false stops (an error "stopped").
Result<Replay> replayCases(const Casebook& book, std::span<const PresetId> presets,
                           const std::function<bool(int, int)>& progress = {});

} // namespace najia::base
