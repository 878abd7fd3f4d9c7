#include "cli/chart_batch.h"

#include "base/document/batch_line.h"
#include "cli/commands.h"
#include "base/io/line_reader.h"

#include <cerrno>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <mutex>
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
    std::vector<int> tooLong;  // the numbers of lines past kMaxLineBytes, left empty in `input`
    bool drained = false;      // it ended where stdin had nothing more yet: its output is flushed
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
    auto tooLong = b.tooLong.begin();
    for (std::size_t at = 0; at < b.input.size(); ++lineNo) {
        const std::size_t end = b.input.find('\n', at);
        const std::string_view line(b.input.data() + at, end - at);
        at = end + 1;
        const bool overlong = tooLong != b.tooLong.end() && *tooLong == lineNo;
        if (overlong) ++tooLong;
        else if (trimmed(line).empty()) continue;
        const auto chart = overlong ? Result<Chart>(Error{"longer than " + std::to_string(kMaxLineBytes) + " bytes"})
                                    : batchChart(line, o.chart, o.of);
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

// Two threads share the work: each reads the next block of stdin, computes it while the other
// reads, computes or writes, and writes it once the block before it is out. Reading and writing
// take turns in block order, so the output keeps the input's; the machines people run batches on
// have at least two cores, and neither thread waits for the other while there is work. Typed at
// a terminal, one thread answers each line as soon as it is entered.
class Pipeline {
public:
    Pipeline(const BatchOptions& options, bool typed) : options_(options), typed_(typed) {}

    int run()
    {
        {
            std::jthread helper;
            if (!typed_) helper = std::jthread([this] { work(1, 2); });
            work(0, typed_ ? 1 : 2);
        }
        if (!failed_ && std::fflush(stdout) != 0) writeError_ = errno;
        if (failed_ || writeError_ != 0)
            return failure("chart", u"cannot write the output: %1"_s.arg(QString::fromLocal8Bit(std::strerror(writeError_))));
        if (readError_ != 0)
            return badInput("chart", u"cannot read standard input: %1"_s.arg(QString::fromLocal8Bit(std::strerror(readError_))));
        return status_;
    }

private:
    // Blocks first, first + step, …, until the input ends or stdout fails.
    void work(std::size_t first, std::size_t step)
    {
        Block b;
        for (std::size_t k = first;; k += step) {
            if (!await(readTurn_, k)) return;
            const bool any = !atEnd_ && fill(b);
            atEnd_ = !any;
            pass(readTurn_);
            if (!any) return;
            compute(b, options_);
            if (!await(writeTurn_, k)) return;
            if (!flush(b, status_) || ((typed_ || b.drained) && std::fflush(stdout) != 0)) {
                writeError_ = errno;
                stop();
                return;
            }
            pass(writeTurn_);
        }
    }

    // Up to a block's lines of stdin into `b`; false when there were none.
    bool fill(Block& b)
    {
        b.input.clear();
        b.tooLong.clear();
        b.firstLine = reader_.lineNumber() + 1;
        const int lines = typed_ ? 1 : 512;
        // Up to a block of the lines already there (waiting for the first): lines that come one
        // at a time through a pipe are answered one at a time.
        b.drained = false;
        for (int i = 0; i < lines; ++i) {
            if (i > 0 && !reader_.lineReady()) {
                b.drained = true;
                break;
            }
            const LineReader::Next next = reader_.next();
            if (next == LineReader::Next::End) break;
            if (next == LineReader::Next::Failed) {
                readError_ = reader_.error();
                break;
            }
            if (next == LineReader::Next::TooLong) b.tooLong.push_back(reader_.lineNumber());
            else b.input.append(reader_.line());
            b.input += '\n';
        }
        return !b.input.empty();
    }

    // Until it is block k's turn; false when stdout has failed.
    bool await(const std::size_t& turn, std::size_t k)
    {
        std::unique_lock lock(mutex_);
        turnTaken_.wait(lock, [&] { return turn == k || failed_; });
        return !failed_;
    }
    void pass(std::size_t& turn)
    {
        {
            std::lock_guard lock(mutex_);
            ++turn;
        }
        turnTaken_.notify_all();
    }
    void stop()
    {
        {
            std::lock_guard lock(mutex_);
            failed_ = true;
        }
        turnTaken_.notify_all();
    }

    const BatchOptions& options_;
    const bool typed_;
    std::mutex mutex_;
    std::condition_variable turnTaken_;
    std::size_t readTurn_ = 0, writeTurn_ = 0;  // the block whose turn it is
    bool failed_ = false;                       // stdout could not be written
    // Used only by the thread whose turn it is to read: stdin's lines, whether it has ended, the
    // errno of a failed read (the blocks read before it are still computed and written).
    LineReader reader_{STDIN_FILENO};
    bool atEnd_ = false;
    int readError_ = 0;
    int status_ = 0;      // written only by the thread whose turn it is to write
    int writeError_ = 0;  // errno of the failed write, by the same thread
};

} // namespace

int runBatch(const BatchOptions& options)
{
    return Pipeline(options, ::isatty(STDIN_FILENO) == 1).run();
}

} // namespace najia::cli
