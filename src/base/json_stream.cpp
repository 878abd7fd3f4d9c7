#include "json_stream.h"

#include <algorithm>
#include <array>
#include <charconv>

namespace najia::base {

namespace {

// RFC 8259 §7: quotation mark, reverse solidus and the control characters must be escaped; every
// other byte of valid UTF-8 is written as is.
constexpr std::array<bool, 256> kEscaped = [] {
    std::array<bool, 256> t{};
    for (int c = 0; c < 0x20; ++c) t[std::size_t(c)] = true;
    t['"'] = t['\\'] = true;
    return t;
}();

} // namespace

void JsonWriter::grow(std::size_t n)
{
    const std::size_t used = size(), capacity = std::size_t(end_ - buffer_.get());
    const std::size_t wanted = std::max(2 * capacity, used + n);
    auto bigger = std::make_unique_for_overwrite<char[]>(wanted);
    if (used) std::memcpy(bigger.get(), buffer_.get(), used);
    buffer_ = std::move(bigger);
    p_ = buffer_.get() + used;
    end_ = buffer_.get() + wanted;
}

bool JsonWriter::needsEscape(std::string_view s)
{
    bool any = false;
    for (const char c : s) any |= kEscaped[static_cast<unsigned char>(c)];
    return any;
}

void JsonWriter::escaped(std::string_view s)
{
    char* p = start(6 * s.size() + 2);  // \u00XX is the longest form of a byte
    *p++ = '"';
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (!kEscaped[c]) {
            *p++ = ch;
            continue;
        }
        *p++ = '\\';
        switch (c) {
        case '"': *p++ = '"'; break;
        case '\\': *p++ = '\\'; break;
        case '\n': *p++ = 'n'; break;
        case '\r': *p++ = 'r'; break;
        case '\t': *p++ = 't'; break;
        default: {
            constexpr char hex[] = "0123456789abcdef";
            p = put(p, "u00");
            *p++ = hex[c >> 4];
            *p++ = hex[c & 15];
        }
        }
    }
    *p++ = '"';
    p_ = p;
    comma_ = true;
}

void JsonWriter::number(long long v)
{
    char* p = start(20);  // a sign and 19 digits
    p_ = std::to_chars(p, end_, v).ptr;
    comma_ = true;
}

} // namespace najia::base
