#include "chart_batch.h"

#include "batch_line.h"
#include "commands.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace najia::cli {

namespace {

// ASCII white space, as isspace in the C locale: tested byte by byte, find_first_not_of's search of
// a set costing more than the few bytes there are to skip.
constexpr bool isSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

// Six digits 6–9 in bytes, or nothing (the caller then asks parseBatchLine for the message).
std::optional<Cast> castFromBytes(std::string_view digits)
{
    if (digits.size() != 6) return std::nullopt;
    Cast cast{};
    for (std::size_t i = 0; i < 6; ++i) {
        if (digits[i] < '6' || digits[i] > '9') return std::nullopt;
        cast[i] = static_cast<LineValue>(digits[i] - '0');
    }
    return cast;
}

// One batch line, 「LINES<TAB>PILLARS」: read from its bytes when well formed, else through
// parseBatchLine, whose message names what is wrong.
Result<Chart> batchChart(std::string_view line, const ChartSettings& settings, ChartOf of)
{
    const auto tab = line.find('\t');
    const std::string_view pillarsText = tab == std::string_view::npos ? std::string_view{} : trimmed(line.substr(tab + 1));
    if (const auto cast = castFromBytes(trimmed(line.substr(0, tab)))) {
        const auto parsed = pillarsText.empty() ? Result<Pillars>(Pillars{}) : parsePillars(pillarsText);
        if (parsed) return computeChart(derivedCast(*cast, of), *parsed, settings);
    }
    const auto parsed = parseBatchLine(QString::fromUtf8(line.data(), qsizetype(line.size())));
    if (!parsed) return Error{parsed.error()};
    return computeChart(derivedCast(parsed->cast, of), parsed->pillars, settings);
}

// A run of input lines and the JSON lines they give, computed by one thread.
struct Block {
    std::string input;  // whole lines, each ending in '\n'
    int firstLine = 0;  // number of the first, counted from 1
    JsonWriter out;
    struct Failure {
        std::size_t outEnd;  // where its {"error": …} line ends in `out`
        int line;
        std::string message;
    };
    std::vector<Failure> failures;
};

void compute(Block& b, const BatchOptions& o)
{
    b.out.clear();
    b.failures.clear();
    JsonWriter& w = b.out;
    Analysis a;  // kept from chart to chart: its findings are not allocated each time
    int lineNo = b.firstLine;
    for (std::size_t at = 0; at < b.input.size(); ++lineNo) {
        const std::size_t end = b.input.find('\n', at);
        const std::string_view line(b.input.data() + at, end - at);
        at = end + 1;
        if (trimmed(line).empty()) continue;
        const auto chart = batchChart(line, o.chart, o.of);
        if (!chart) {
            w.beginObject();
            w.field("error", std::string_view(chart.error()));
            w.endObject();
        } else if (o.findings) {
            analyze(a, *chart, o.analysis, o.useful, o.preset);
            writeChartJson(w, *chart, &a, o.json);
        } else {
            writeChartJson(w, *chart, nullptr, o.json);
        }
        w.newline();
        if (!chart) b.failures.push_back({w.size(), lineNo, chart.error()});
    }
}

// The block's output in order; each failure's message goes to stderr after its line is out.
// False when stdout cannot be written.
bool flush(const Block& b, int& status)
{
    const std::string_view out = b.out.text();
    std::size_t from = 0;
    for (const Block::Failure& f : b.failures) {
        if (std::fwrite(out.data() + from, 1, f.outEnd - from, stdout) != f.outEnd - from || std::fflush(stdout) != 0)
            return false;
        from = f.outEnd;
        status = badInput("chart", u"line %1: %2"_s.arg(f.line).arg(QString::fromStdString(f.message)));
    }
    return std::fwrite(out.data() + from, 1, out.size() - from, stdout) == out.size() - from;
}

// Up to `lines` lines of stdin into `b`; false at the end of input.
bool fill(Block& b, int lines, int& lineNo, char*& data, std::size_t& capacity)
{
    b.input.clear();
    b.firstLine = lineNo + 1;
    ssize_t n = 0;
    for (int i = 0; i < lines && (n = ::getline(&data, &capacity, stdin)) >= 0; ++i) {
        ++lineNo;
        b.input.append(data, std::size_t(n));
        if (b.input.back() != '\n') b.input += '\n';
    }
    return !b.input.empty();
}

} // namespace

int runBatch(const BatchOptions& options)
{
    // POSIX getline reuses (and may move) its buffer from line to line.
    char* data = nullptr;
    std::size_t capacity = 0;
    struct FreeLine {
        char*& p;
        ~FreeLine() { std::free(p); }
    } guard{data};
    // Piped, two blocks of 512 lines at a time: the second on its own thread while this one computes
    // the first (the machines people run batches on have at least two cores; one is no slower).
    // Typed at a terminal, each line is answered as soon as it is entered.
    const bool typed = ::isatty(STDIN_FILENO) == 1;
    const int lines = typed ? 1 : 512;
    Block blocks[2];
    int status = 0;
    int lineNo = 0;
    while (fill(blocks[0], lines, lineNo, data, capacity)) {
        const bool second = !typed && fill(blocks[1], lines, lineNo, data, capacity);
        {
            std::jthread helper;
            if (second) helper = std::jthread([&] { compute(blocks[1], options); });
            compute(blocks[0], options);
        }
        if (!flush(blocks[0], status) || (second && !flush(blocks[1], status))) return 1;
        if (typed && std::fflush(stdout) != 0) return 1;
        if (!typed && !second) break;
    }
    return std::fflush(stdout) == 0 ? status : 1;
}

} // namespace najia::cli
