// Replay under every school (issue 39): each settled case recomputed under each preset, and which
// preset's verdict would have matched the outcomes best. A case's outcome says whether its stored
// reading held (應驗) or not (不驗); with the stored verdict favourable or unfavourable, that gives
// what happened — the stored verdict when it held, the other when it did not — and each preset's
// verdict is scored against it: agreeing, opposite, or mixed (no call). For each rule, how many of the
// cases it fired in under a preset that preset read right (agreeing) and how many it did not.
// The cases are recomputed on every core (std::thread), each worker taking the next case.
#pragma once

#include "base/casebook/casebook.h"
#include "engine/analysis/settings.h"

#include <functional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace najia::base {

struct ReplayScore {
    PresetId preset;
    QString category;  // empty: all categories
    int agree = 0, opposite = 0, mixed = 0;
    double low = 0, high = 0;  // Wilson 95 % interval of agree / (agree + opposite + mixed)
};

// A rule (RuleId as int) under a preset: in how many cases it fired whose replayed verdict agreed with
// what happened, and in how many it did not (opposite or mixed).
struct RuleFiring {
    PresetId preset;
    int rule = 0;
    int agree = 0, other = 0;
};

struct Replay {
    int cases = 0;                    // settled cases with a stored verdict of one side
    std::vector<ReplayScore> scores;  // per preset over all categories first, then per preset and category
    std::vector<RuleFiring> rules;    // per preset in the order asked, by rule; rules that fired only
};

// An analysis setting changed on top of every preset replayed (KEY, VALUE of applySetting), as `--set`.
using SettingChange = std::pair<std::string, std::string>;

// `progress(done, total)` is told, on the calling thread, as cases are recomputed; returning false
// stops (an error "stopped"). `threads` 0: one per core. `changes` apply to each preset's analysis.
Result<Replay> replayCases(const Casebook& book, std::span<const PresetId> presets,
                           const std::function<bool(int, int)>& progress = {}, unsigned threads = 0,
                           std::span<const SettingChange> changes = {});

} // namespace najia::base
