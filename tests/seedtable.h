// Helpers to read a row transcribed from a seed text, such as 「丑子亥戌酉申未午巳辰卯寅」,
// into typed values through the terms table.
#pragma once

#include "engine/terms.h"

#include <string_view>
#include <vector>

namespace najia::test {

// Splits UTF-8 text into its code points (as byte ranges).
inline std::vector<std::string_view> characters(std::string_view text)
{
    std::vector<std::string_view> out;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t n = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        out.push_back(text.substr(i, n));
        i += n;
    }
    return out;
}

// Parses each character as a value of E; an unknown character is a test failure upstream
// (the returned vector is then shorter than the text).
template <class E> std::vector<E> row(std::string_view text)
{
    std::vector<E> out;
    for (auto c : characters(text))
        if (auto v = parseTerm<E>(c)) out.push_back(*v);
    return out;
}

} // namespace najia::test
