// The casebook at scale: generates a casebook of N random cases (default 100,000) and times what the
// issue sets goals for — open (with its quick check, and with the full integrity check), full-text
// search, a structured filter, statistics over all, loading every row as the window does, comparing
// 1,000 stored readings with today's engine, exporting 10,000 cases as JSON Lines, and importing
// 10,000 .najia files.
// Not Google Benchmark: each step is a one-shot operation on a large file, timed as the median of
// five runs where it can be repeated. Usage: bench_casebook [N] [FOLDER]. Figures: bench/README.md.
#include "random_case.h"

#include "base/casebook/casebook.h"
#include "base/casebook/casebook_export.h"
#include "base/casebook/casebook_json.h"
#include "base/casebook/casebook_stats.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>
#include <span>
#include <vector>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

Case randomCase(std::mt19937& rng)
{
    Case c;
    c.record = randomRecord(rng);
    c.outcome = static_cast<Outcome>(std::uniform_int_distribution<int>(0, 3)(rng));
    if (c.outcome != Outcome::Pending) c.settled = QDate(2024, 1, 1).addDays(static_cast<qint64>(rng() % 700));
    if (rng() % 10 == 0) c.tags = {u"標記"_s};
    return c;
}

// Median milliseconds of `runs` calls.
double medianMs(int runs, const std::function<void()>& f)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        f();
        ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

long peakRssKb()
{
    QFile f(u"/proc/self/status"_s);
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:")) return line.mid(6).trimmed().split(' ').front().toLong();
    return -1;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const int n = argc > 1 ? std::atoi(argv[1]) : 100000;
    QTemporaryDir tmp;
    const QString dir = argc > 2 ? QString::fromLocal8Bit(argv[2]) : tmp.path();
    QDir().mkpath(dir);
    const QString path = QDir(dir).filePath(u"bench.casebook"_s);
    QFile::remove(path);
    std::mt19937 rng(18);

    QElapsedTimer t;
    t.start();
    {
        auto book = Casebook::open(path);
        if (!book) { std::fprintf(stderr, "%s\n", book.error().c_str()); return 1; }
        for (int done = 0; done < n;) {
            std::vector<Case> batch;
            for (int i = 0; i < 1000 && done < n; ++i, ++done) batch.push_back(randomCase(rng));
            if (auto r = (*book)->add(batch); !r) { std::fprintf(stderr, "%s\n", r.error().c_str()); return 1; }
        }
    }
    std::printf("generate and store %d cases: %.1f s, file %.1f MB\n", n, static_cast<double>(t.elapsed()) / 1000,
                static_cast<double>(QFileInfo(path).size()) / 1e6);

    std::unique_ptr<Casebook> book;
    std::printf("open (quick_check included): %.1f ms\n",
                medianMs(5, [&] { book.reset(); book = std::move(Casebook::open(path).value()); }));
    std::printf("open with the full integrity_check (after an unclean shutdown, cases check): %.1f ms\n",
                medianMs(3, [&] { book.reset(); book = std::move(Casebook::open(path, Casebook::Mode::ReadWrite, Casebook::Check::Full).value()); }));
    std::size_t hits = 0;
    std::printf("full-text search 求财 (ids): %.1f ms", medianMs(5, [&] { hits = book->ids(u"求财"_s)->size(); }));
    std::printf(", %zu hits\n", hits);
    std::printf("full-text search 筆記 12345 (ids): %.1f ms", medianMs(5, [&] { hits = book->ids(u"\"筆記 12345\""_s)->size(); }));
    std::printf(", %zu hits\n", hits);
    const QString filter = u"finding:void@useful is:six_clash (month:子 OR month:午) outcome:fulfilled"_s;
    std::printf("structured filter (ids): %.1f ms", medianMs(5, [&] { hits = book->ids(filter)->size(); }));
    std::printf(", %zu hits\n", hits);
    std::printf("structured filter + text (rows): %.1f ms", medianMs(5, [&] { hits = book->rows(u"财 moving:>=2"_s)->size(); }));
    std::printf(", %zu rows\n", hits);
    const QString reading = u"found:hidden verdict:unfavourable"_s;
    std::printf("reading filter %s (ids): %.1f ms", qPrintable(reading), medianMs(5, [&] { hits = book->ids(reading)->size(); }));
    std::printf(", %zu hits\n", hits);
    std::printf("statistics over all: %.1f ms\n", medianMs(5, [&] { (void)statistics(*book, {}); }));
    std::printf("statistics by category: %.1f ms\n", medianMs(5, [&] { (void)statistics(*book, {}, StatsGroup::Category); }));
    std::printf("all rows, as the window loads them: %.1f ms\n", medianMs(3, [&] { hits = book->rows({})->size(); }));
    {
        const std::vector<qint64> all = book->ids({}).value();
        const std::span<const qint64> some(all.data(), std::min<std::size_t>(all.size(), 10000));
        QElapsedTimer e;
        e.start();
        const auto written = exportCases(*book, some, ExportFormat::JsonLines, QDir(dir).filePath(u"export.jsonl"_s), Script::Traditional);
        std::printf("export %zu cases as JSON Lines: %.1f s (%s)\n", some.size(), static_cast<double>(e.elapsed()) / 1000,
                    written ? "ok" : written.error().c_str());
    }
    {
        // Stored readings compared with today's engine, as the window does after opening a casebook
        // written by another version: 1,000 cases unstamped, then compared in batches of 100.
        QSqlQuery unstamp(book->database());
        unstamp.exec(u"UPDATE cases SET engine = NULL WHERE id <= 1000"_s);
        QElapsedTimer e;
        e.start();
        while (book->recheck(100).value() > 0) {}
        std::printf("recheck 1,000 stored readings: %.1f s\n", static_cast<double>(e.elapsed()) / 1000);
    }
    book.reset();

    // 10,000 .najia files imported in batches of 100, as `najia-cli cases import` does.
    const QString files = QDir(dir).filePath(u"najia"_s);
    QDir().mkpath(files);
    QStringList paths;
    for (int i = 0; i < 10000; ++i) {
        paths << QDir(files).filePath(u"case-%1.najia"_s.arg(i));
        (void)saveRecord(randomRecord(rng), paths.back());
    }
    const QString importPath = QDir(dir).filePath(u"import.casebook"_s);
    QFile::remove(importPath);
    t.restart();
    {
        auto target = Casebook::open(importPath);
        std::vector<Case> batch;
        for (const QString& p : paths) {
            batch.push_back(caseFromFile(p).value());
            if (batch.size() == 100) { (void)(*target)->add(batch); batch.clear(); }
        }
    }
    std::printf("import 10,000 .najia files: %.1f s\n", static_cast<double>(t.elapsed()) / 1000);
    std::printf("peak RSS: %ld MB\n", peakRssKb() / 1024);
    return 0;
}
