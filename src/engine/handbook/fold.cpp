#include "engine/handbook/fold.h"

#include <algorithm>
#include <vector>

namespace najia::handbook {

namespace {

// The CJK blocks where nine in ten of the pairs fall (U+3400 … U+9FFF), as a flat table made once
// from the pairs: searching all 4,098 pairs for each of the handbook's characters was a third of
// `najia-cli ref search`, which folds the whole handbook to build its index.
constexpr char32_t kFlatFirst = 0x3400, kFlatEnd = 0xA000;

const std::vector<char32_t>& flatFolds()
{
    static const std::vector<char32_t> table = [] {
        std::vector<char32_t> t(kFlatEnd - kFlatFirst);
        for (char32_t c = kFlatFirst; c < kFlatEnd; ++c) t[c - kFlatFirst] = c;
        for (const FoldPair& p : foldPairs())
            if (p.from >= kFlatFirst && p.from < kFlatEnd) t[p.from - kFlatFirst] = p.to;
        return t;
    }();
    return table;
}

} // namespace

char32_t fold(char32_t c)
{
    if (c >= U'A' && c <= U'Z') return c - U'A' + U'a';
    if (c < 0x80) return c;
    if (c >= kFlatFirst && c < kFlatEnd) return flatFolds()[c - kFlatFirst];
    const auto pairs = foldPairs();
    const auto it = std::lower_bound(pairs.begin(), pairs.end(), c,
                                     [](const FoldPair& p, char32_t v) { return p.from < v; });
    return it != pairs.end() && it->from == c ? it->to : c;
}

std::u32string toUtf32(std::string_view s)
{
    std::u32string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const std::size_t n = std::min<std::size_t>(b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4, s.size() - i);
        char32_t cp = n == 1 ? b : static_cast<char32_t>(b & (0xFF >> (n + 1)));
        for (std::size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3Fu);
        out.push_back(cp);
        i += n;
    }
    return out;
}

std::string toUtf8(std::u32string_view text)
{
    std::string out;
    out.reserve(text.size() * 3);
    for (const char32_t c : text) {
        if (c < 0x80) {
            out.push_back(static_cast<char>(c));
        } else if (c < 0x800) {
            out.push_back(static_cast<char>(0xC0 | (c >> 6)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        } else if (c < 0x10000) {
            out.push_back(static_cast<char>(0xE0 | (c >> 12)));
            out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        } else {
            out.push_back(static_cast<char>(0xF0 | (c >> 18)));
            out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
            out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
        }
    }
    return out;
}

std::u32string folded(std::string_view utf8)
{
    std::u32string s = toUtf32(utf8);
    for (char32_t& c : s) c = fold(c);
    return s;
}

} // namespace najia::handbook
