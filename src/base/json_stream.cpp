#include "json_stream.h"

#include <charconv>

namespace najia::base {

void JsonWriter::key(std::string_view k)
{
    separate();
    out_ += '"';
    out_ += k;
    out_ += "\":";
}

// RFC 8259 §7: quotation mark, reverse solidus and the control characters must be escaped; every
// other byte of valid UTF-8 is written as is.
void JsonWriter::string(std::string_view s)
{
    separate();
    out_ += '"';
    std::size_t plain = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c != '"' && c != '\\') continue;
        out_.append(s.data() + plain, i - plain);
        plain = i + 1;
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
    out_.append(s.data() + plain, s.size() - plain);
    out_ += '"';
    comma_ = true;
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
