#include "engine/quoted_input.h"

#include <vector>

namespace najia {

namespace {

// The byte offsets at which the UTF-8 characters of `text` start (a stray continuation byte
// counts as one).
std::vector<std::size_t> characterStarts(std::string_view text)
{
    std::vector<std::size_t> starts;
    for (std::size_t i = 0; i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80 || starts.empty() || i - starts.back() >= 4)
            starts.push_back(i);
    return starts;
}

void appendEscaped(std::string& out, std::string_view text)
{
    static constexpr char kHex[] = "0123456789abcdef";
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (c == '\r') out += "\\r";
        else if (c < 0x20 || c == 0x7F) out += std::string{'\\', 'x', kHex[c >> 4], kHex[c & 15]};
        else out += ch;
    }
}

} // namespace

std::string quotedInput(std::string_view text)
{
    std::string out = "'";
    const std::vector<std::size_t> starts = characterStarts(text);
    if (starts.size() <= kQuotedInputChars) {
        appendEscaped(out, text);
    } else {
        const std::size_t half = kQuotedInputChars / 2;
        appendEscaped(out, text.substr(0, starts[half]));
        out += "…";
        appendEscaped(out, text.substr(starts[starts.size() - (half - 1)]));
    }
    return out + "'";
}

} // namespace najia
