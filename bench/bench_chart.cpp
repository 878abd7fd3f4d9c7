// One full chart: 本卦, 變卦, 納甲, 六親, 六神, 伏神, 卦身 and the change facts.
#include "chart.h"

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

using namespace najia;

static void BM_ComputeChart(benchmark::State& state)
{
    // 4096 random casts with random pillars, visited in turn so no branch predictor learns one.
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> value(6, 9), cycle(0, 59);
    std::vector<std::pair<Cast, Pillars>> cases(4096);
    for (auto& [cast, pillars] : cases) {
        for (auto& v : cast) v = static_cast<LineValue>(value(rng));
        pillars = {GanZhi(cycle(rng)), GanZhi(cycle(rng)), GanZhi(cycle(rng)), GanZhi(cycle(rng)), {}};
    }
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [cast, pillars] = cases[i++ & 4095];
        benchmark::DoNotOptimize(computeChart(cast, pillars));
    }
}
BENCHMARK(BM_ComputeChart);
