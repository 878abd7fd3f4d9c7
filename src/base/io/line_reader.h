// Lines of standard input for the commands that read one case per line (`chart --batch`,
// `pillars`, `lunar`), within a bound: a line longer than kMaxLineBytes is reported as too long and
// skipped to its end without being kept, so memory stays bounded whatever the stream (a gigabyte
// of /dev/zero holds no newline at all).
#pragma once

#include <cstddef>
#include <functional>
#include <string_view>
#include <vector>

namespace najia::base {

// No line a person or a program writes for these commands comes near it; the longest valid
// `chart --batch` line is under 100 bytes.
inline constexpr std::size_t kMaxLineBytes = 4096;

class LineReader {
public:
    enum class Next { Line, TooLong, End, Failed };

    // `beforeWait` runs each time the reader has no whole line left and must wait for more input:
    // the command flushes its answers there, so that lines typed or piped in one at a time are
    // answered as they arrive, and a file read in bulk is still written in large blocks.
    explicit LineReader(int fd, std::function<void()> beforeWait = {});

    // The next line, without its '\n'; TooLong for a line past the bound (its bytes are dropped),
    // End at the end of the input, Failed when it cannot be read (error() has errno).
    Next next();
    std::string_view line() const { return line_; }
    // Whether next() would answer without waiting for input: a whole line (or one already too
    // long) is buffered, or the input has ended.
    bool lineReady() const;
    int lineNumber() const { return lineNumber_; }
    int error() const { return error_; }

private:
    bool readMore();
    bool skipToNewline();

    int fd_;
    std::function<void()> beforeWait_;
    std::vector<char> buffer_;
    std::size_t begin_ = 0, end_ = 0;  // the bytes read and not yet handed out
    bool atEnd_ = false;
    std::string_view line_;
    int lineNumber_ = 0;
    int error_ = 0;
};

} // namespace najia::base
