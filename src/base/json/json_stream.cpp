#include "base/json/json_stream.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <new>

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

PieceTable::PieceTable(const std::vector<std::string>& texts)
{
    std::size_t total = 0;
    for (const std::string& t : texts) total += t.size();
    bytes_ = std::make_unique<char[]>(total + kPieceBlock);  // zeroed, the padding included
    char* p = bytes_.get();
    pieces_.reserve(texts.size());
    for (const std::string& t : texts) {
        std::memcpy(p, t.data(), t.size());
        pieces_.push_back({p, std::uint32_t(t.size())});
        p += t.size();
    }
}

void JsonWriter::grow(std::size_t n)
{
    const std::size_t used = std::size_t(p_ - buffer_), capacity = std::size_t(end_ - buffer_);
    const std::size_t wanted = std::max(2 * capacity, used + n);
    char* bigger = static_cast<char*>(std::realloc(buffer_, wanted));
    if (!bigger) throw std::bad_alloc();
    buffer_ = bigger;
    p_ = buffer_ + used;
    end_ = buffer_ + wanted;
}

bool JsonWriter::needsEscape(std::string_view s)
{
    bool any = false;
    for (const char c : s) any |= kEscaped[static_cast<unsigned char>(c)];
    return any;
}

void JsonWriter::escaped(std::string_view s)
{
    char* p = room(6 * s.size() + 3);  // \u00XX is the longest form of a byte
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
    *p++ = ',';
    p_ = p;
}

void JsonWriter::longNumber(long long v)
{
    char* p = room(21);  // a sign, 19 digits and the comma
    p = std::to_chars(p, p + 20, v).ptr;
    *p++ = ',';
    p_ = p;
}

} // namespace najia::base
