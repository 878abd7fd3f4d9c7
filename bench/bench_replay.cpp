// Replay under every school at scale (issue 39): fills a temporary casebook with N settled cases whose
// stored verdict takes a side (default 100,000: the cases replayCases recomputes), stored in one
// transaction, then times replayCases over the four presets — on every core, and on one for the
// comparison. Goal: 100,000 cases under four presets in at most 10 s on two cores. Not Google
// Benchmark: one long run each. Usage: bench_replay [N] [THREADS]. Figures: bench/README.md.
#include "random_case.h"

#include "base/casebook/casebook_replay.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>
#include <thread>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

// Cases whose stored verdict took a side: those replayCases recomputes.
qint64 sided(const Casebook& book)
{
    QSqlQuery q(book.database());
    return q.exec(u"SELECT COUNT(*) FROM cases WHERE outcome IN (1, 3) AND tendency IN (0, 2)"_s) && q.next() ? q.value(0).toLongLong() : -1;
}

// Adds settled random cases, each batch in one transaction, until `n` took a side.
bool fill(Casebook& book, qint64 n, std::mt19937& rng)
{
    for (qint64 have = sided(book); have < n; have = sided(book)) {
        std::vector<Case> batch(static_cast<std::size_t>(n - have));
        for (Case& c : batch) {
            c.record = randomRecord(rng);
            c.outcome = rng() % 2 ? Outcome::Fulfilled : Outcome::Unfulfilled;
            c.settled = QDate(2024, 1, 1).addDays(static_cast<qint64>(rng() % 700));
        }
        if (auto r = book.add(batch); !r) {
            std::fprintf(stderr, "%s\n", r.error().c_str());
            return false;
        }
    }
    return true;
}

// Times one replay: wall seconds, and the process's CPU seconds over all threads (what a machine shared
// with other work still measures fairly).
void timeReplay(const Casebook& book, unsigned threads)
{
    const std::vector<PresetId> all = {PresetId::General, PresetId::ZengShan, PresetId::YiYin, PresetId::YiMao};
    QElapsedTimer t;
    t.start();
    const std::clock_t cpu = std::clock();
    const auto replay = replayCases(book, all, {}, threads);
    const double cpuSeconds = static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC;
    const double wall = static_cast<double>(t.nsecsElapsed()) / 1e9;
    if (!replay) {
        std::fprintf(stderr, "%s\n", replay.error().c_str());
        return;
    }
    std::printf("replay %d cases under 4 presets on %u thread(s): %.2f s wall, %.2f s CPU (%.1f µs CPU a case and preset)\n",
                replay->cases, threads, wall, cpuSeconds, cpuSeconds * 1e6 / (4.0 * replay->cases));
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const qint64 n = argc > 1 ? std::atoll(argv[1]) : 100000;
    const unsigned threads = argc > 2 ? unsigned(std::atoi(argv[2])) : std::max(1u, std::thread::hardware_concurrency());
    QTemporaryDir tmp;
    auto book = Casebook::open(tmp.filePath(u"replay.casebook"_s));
    if (!book) {
        std::fprintf(stderr, "%s\n", book.error().c_str());
        return 1;
    }
    std::mt19937 rng(39);
    QElapsedTimer t;
    t.start();
    if (!fill(**book, n, rng)) return 1;
    std::printf("store %lld settled cases with a verdict (%lld in all): %.1f s\n", static_cast<long long>(sided(**book)),
                static_cast<long long>((*book)->count().value()), static_cast<double>(t.elapsed()) / 1000);
    timeReplay(**book, threads);
    if (threads > 1) timeReplay(**book, 1);
    return 0;
}
