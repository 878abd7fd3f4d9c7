#include "json_stream.h"

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

bool JsonWriter::needsEscape(std::string_view s)
{
    bool any = false;
    for (const char c : s) any |= kEscaped[static_cast<unsigned char>(c)];
    return any;
}

void JsonWriter::appendEscaped(std::string_view s)
{
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (!kEscaped[c]) {
            out_ += ch;
            continue;
        }
        switch (c) {
        case '"': out_ += "\\\""; break;
        case '\\': out_ += "\\\\"; break;
        case '\n': out_ += "\\n"; break;
        case '\r': out_ += "\\r"; break;
        case '\t': out_ += "\\t"; break;
        default: {
            constexpr char hex[] = "0123456789abcdef";
            out_ += "\\u00";
            out_ += hex[c >> 4];
            out_ += hex[c & 15];
        }
        }
    }
}

void JsonWriter::number(long long v)
{
    separate();
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    out_.append(buf, r.ptr);
    comma_ = true;
}

void JsonWriter::boolean(bool v)
{
    separate();
    out_ += v ? "true" : "false";
    comma_ = true;
}

void JsonWriter::null()
{
    separate();
    out_ += "null";
    comma_ = true;
}

} // namespace najia::base
