#include "base/io/line_reader.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace najia::base {

namespace {

constexpr std::size_t kBufferBytes = 64 * 1024;  // many lines per read(); more than one line's bound

} // namespace

LineReader::LineReader(int fd, std::function<void()> beforeWait)
    : fd_(fd), beforeWait_(std::move(beforeWait)), buffer_(kBufferBytes)
{
}

LineReader::Next LineReader::next()
{
    for (;;) {
        const auto from = buffer_.begin() + std::ptrdiff_t(begin_);
        const auto newline = std::find(from, buffer_.begin() + std::ptrdiff_t(end_), '\n');
        const std::size_t length = std::size_t(newline - from);
        if (length > kMaxLineBytes) {
            ++lineNumber_;
            line_ = {};
            return skipToNewline() ? Next::TooLong : Next::Failed;
        }
        if (newline != buffer_.begin() + std::ptrdiff_t(end_) || (atEnd_ && length > 0)) {
            ++lineNumber_;
            line_ = std::string_view(buffer_.data() + begin_, length);
            begin_ = std::min(end_, begin_ + length + 1);
            return Next::Line;
        }
        if (atEnd_) return Next::End;
        if (!readMore()) return Next::Failed;
    }
}

bool LineReader::lineReady() const
{
    return atEnd_ || end_ - begin_ > kMaxLineBytes || std::memchr(buffer_.data() + begin_, '\n', end_ - begin_) != nullptr;
}

// Moves the unread bytes to the front and appends what the input has next; at its end, atEnd_.
bool LineReader::readMore()
{
    std::memmove(buffer_.data(), buffer_.data() + begin_, end_ - begin_);
    end_ -= begin_;
    begin_ = 0;
    if (beforeWait_) beforeWait_();
    for (;;) {
        const ssize_t n = ::read(fd_, buffer_.data() + end_, buffer_.size() - end_);
        if (n > 0) {
            end_ += std::size_t(n);
            return true;
        }
        if (n == 0) {
            atEnd_ = true;
            return true;
        }
        if (errno != EINTR) {
            error_ = errno;
            return false;
        }
    }
}

// Drops the bytes of an overlong line up to and with its newline (or the end of the input).
bool LineReader::skipToNewline()
{
    for (;;) {
        const auto at = std::find(buffer_.begin() + std::ptrdiff_t(begin_), buffer_.begin() + std::ptrdiff_t(end_), '\n');
        if (at != buffer_.begin() + std::ptrdiff_t(end_)) {
            begin_ = std::size_t(at - buffer_.begin()) + 1;
            return true;
        }
        begin_ = end_;
        if (atEnd_) return true;
        if (!readMore()) return false;
    }
}

} // namespace najia::base
