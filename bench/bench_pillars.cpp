// Pillar conversion throughput: random instants 1900–2100 in random order (the per-year
// solar-term cache is warmed once, as it is after a process's first few conversions).
#include "engine/calendar/four_pillars.h"

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

using namespace najia::calendar;
using namespace std::chrono;

namespace {

std::vector<sys_seconds> randomInstants(std::size_t n, int firstYear, int lastYear)
{
    std::mt19937_64 rng(20261129);
    const auto lo = sys_seconds(sys_days(year(firstYear) / 1 / 1)).time_since_epoch().count();
    const auto hi = sys_seconds(sys_days(year(lastYear) / 12 / 31)).time_since_epoch().count();
    std::uniform_int_distribution<std::int64_t> pick(lo, hi);
    std::vector<sys_seconds> out(n);
    for (auto& t : out) t = sys_seconds(seconds(pick(rng)));
    return out;
}

void warm(int firstYear, int lastYear)
{
    for (int y = firstYear - 1; y <= lastYear + 1; ++y) benchmark::DoNotOptimize(solarTermsOf(y));
}

void BM_PillarsRandom(benchmark::State& state)
{
    warm(1900, 2100);
    const auto instants = randomInstants(1 << 20, 1900, 2100);
    PillarOptions options;
    if (state.range(0) == 1) options.trueSolarLongitude = 116.4;
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(fourPillars(instants[i++ & (instants.size() - 1)], hours(8), options));
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_PillarsRandom)->Arg(0)->Arg(1)->ArgName("trueSolar");

// The cold cost: the 24 terms of one year computed afresh (full VSOP87 through libnova).
void BM_SolarTermsOfYearUncached(benchmark::State& state)
{
    int y = 1900;
    for (auto _ : state) {
        for (int i = 0; i < kSolarTermCount; ++i) benchmark::DoNotOptimize(solarTermJde(y, solarTermAt(i)));
        y = y == 2100 ? 1900 : y + 1;
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_SolarTermsOfYearUncached)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
