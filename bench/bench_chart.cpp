// One full chart: 本卦, 變卦, 納甲, 六親, 六神, 伏神, 卦身 and the change facts.
#include "engine/analysis/analysis.h"
#include "engine/chart.h"
#include "engine/reading/interpretation.h"

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
        pillars = {GanZhi(cycle(rng)), GanZhi(cycle(rng)), GanZhi(cycle(rng)), GanZhi(cycle(rng)), {}, {}};
    }
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [cast, pillars] = cases[i++ & 4095];
        benchmark::DoNotOptimize(computeChart(cast, pillars));
    }
}
BENCHMARK(BM_ComputeChart);

// The chart and its full line analysis (analysis/analysis.h), with a useful god, as the CLI computes
// them: every finding of every line, 變爻 and 伏神, and the chart-level ones. Argument: the preset —
// 易冒 (every optional rule on) and 通用/卜筮正宗 (the day's clash by standing, the default).
static void BM_ComputeChartAndAnalyze(benchmark::State& state)
{
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> value(6, 9), cycle(0, 59), relation(0, 4);
    struct Case {
        Cast cast;
        Pillars pillars;
        Relation useful;
    };
    std::vector<Case> cases(4096);
    for (auto& c : cases) {
        for (auto& v : c.cast) v = static_cast<LineValue>(value(rng));
        c.pillars = {GanZhi(cycle(rng)), GanZhi(cycle(rng)), GanZhi(cycle(rng)), GanZhi(cycle(rng)), {}, {}};
        c.useful = static_cast<Relation>(relation(rng));
    }
    const auto id = static_cast<PresetId>(state.range(0));
    const AnalysisSettings settings = preset(id).analysis;
    std::size_t i = 0;
    for (auto _ : state) {
        const Case& c = cases[i++ & 4095];
        const Chart chart = computeChart(c.cast, c.pillars);
        benchmark::DoNotOptimize(analyze(chart, settings, c.useful, id));
    }
}
BENCHMARK(BM_ComputeChartAndAnalyze)->Arg(static_cast<int>(PresetId::YiMao))->Arg(static_cast<int>(PresetId::General));

// The chart, its analysis and the reading for a random question (reading/interpretation.h): 用神 from
// the table, 取用, roles, the weighing of the 用神, 原神 and 忌神, 應期 candidates and the verses — the
// whole of `najia-cli read` but the calendar dates and the text.
static void BM_ComputeChartAnalyzeAndRead(benchmark::State& state)
{
    std::mt19937 rng(42);
    std::uniform_int_distribution<int> value(6, 9), cycle(0, 59), category(0, kQuestionCategoryCount - 1),
        subject(0, kQuestionSubjectCount - 1), sex(0, kSexCount - 1), age(0, kIllnessAgeCount - 1);
    struct Case {
        Cast cast;
        Pillars pillars;
        Question question;
    };
    std::vector<Case> cases(4096);
    for (auto& c : cases) {
        for (auto& v : c.cast) v = static_cast<LineValue>(value(rng));
        c.pillars = {GanZhi(cycle(rng)), GanZhi(cycle(rng)), GanZhi(cycle(rng)), GanZhi(cycle(rng)), {}, {}};
        c.question = {QuestionCategory(category(rng)), QuestionSubject(subject(rng)), Sex(sex(rng)), IllnessAge(age(rng))};
    }
    const AnalysisSettings settings = preset(PresetId::YiMao).analysis;
    std::size_t i = 0;
    for (auto _ : state) {
        const Case& c = cases[i++ & 4095];
        const Chart chart = computeChart(c.cast, c.pillars);
        const Analysis a = analyze(chart, settings, analysisRelation(chart, c.question), PresetId::YiMao);
        benchmark::DoNotOptimize(interpret(chart, a, c.question));
    }
}
BENCHMARK(BM_ComputeChartAnalyzeAndRead);
