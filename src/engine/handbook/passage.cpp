// Lookup of the generated passages, and the clean text of 000 (pinyin glosses removed).
#include "engine/handbook/passage.h"

#include <algorithm>
#include <array>

namespace najia::handbook {

namespace {

constexpr std::array<std::string_view, kBookCount> kCodes = {"bszz", "yiyin", "yimao", "xieji", "haidiyan", "zengshan"};
constexpr std::array<std::string_view, kBookCount> kSeeds = {"000", "001", "002", "003", "004", ""};
constexpr std::array<std::string_view, kBookCount> kVolumes = {"", "卷二", "卷四", "卷七", "卷二", ""};

// Decodes one UTF-8 code point at `i` (the data is valid UTF-8); returns its length.
std::size_t codePointAt(std::string_view s, std::size_t i, char32_t& cp)
{
    const auto b = static_cast<unsigned char>(s[i]);
    std::size_t n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
    n = std::min(n, s.size() - i);
    cp = n == 1 ? b : static_cast<char32_t>(b & (0xFF >> (n + 1)));
    for (std::size_t k = 1; k < n; ++k)
        cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3Fu);
    return n;
}

// Latin letters of a pinyin syllable: a–z and the tone-marked vowels (Latin-1, Latin Extended-A/B).
bool isPinyinLetter(char32_t c)
{
    return (c >= U'a' && c <= U'z') || (c >= 0xE0 && c <= 0xFC) || (c >= 0x100 && c <= 0x24F);
}

bool isHan(char32_t c) { return (c >= 0x3400 && c <= 0x9FFF) || (c >= 0x20000 && c <= 0x3FFFF); }

// Length of a pinyin gloss 「(yīng)」 starting at `i` right after a Han character, or 0.
std::size_t glossAt(std::string_view s, std::size_t i)
{
    if (i >= s.size() || s[i] != '(') return 0;
    std::size_t j = i + 1;
    int letters = 0;
    while (j < s.size() && s[j] != ')') {
        char32_t c = 0;
        const std::size_t n = codePointAt(s, j, c);
        if (!isPinyinLetter(c)) return 0;
        ++letters;
        j += n;
    }
    if (j >= s.size() || letters == 0 || letters > 6) return 0;
    return j + 1 - i;
}

template <class F> void forEachGloss(std::string_view s, F&& f)
{
    bool afterHan = false;
    for (std::size_t i = 0; i < s.size();) {
        if (afterHan) {
            if (const std::size_t g = glossAt(s, i)) {
                f(i, g);
                i += g;
                afterHan = false;
                continue;
            }
        }
        char32_t c = 0;
        const std::size_t n = codePointAt(s, i, c);
        afterHan = isHan(c);
        i += n;
    }
}

} // namespace

std::string_view bookCode(Book b) { return kCodes[static_cast<std::size_t>(b)]; }
std::string_view seedNumber(Book b) { return kSeeds[static_cast<std::size_t>(b)]; }
std::string_view volume(Book b) { return kVolumes[static_cast<std::size_t>(b)]; }
int volumeNumber(Book b)
{
    constexpr std::array<int, kBookCount> numbers = {0, 2, 4, 7, 2, 0};
    return numbers[static_cast<std::size_t>(b)];
}
Script bookScript(Book b)
{
    return b == Book::Yimao || b == Book::Xieji || b == Book::Zengshan ? Script::Simplified : Script::Traditional;
}

const Passage* findPassage(std::string_view id)
{
    const auto all = passages();
    const auto it = std::find_if(all.begin(), all.end(), [&](const Passage& p) { return p.id == id; });
    return it == all.end() ? nullptr : &*it;
}

const Passage* passageAt(Book book, int line)
{
    if (line < 1) return nullptr;
    for (const Passage& p : passages())
        if (p.book == book && !isCited(p) && p.firstLine <= line && line <= p.lastLine) return &p;
    return nullptr;
}

const Passage* passageAt(std::string_view seed, int line)
{
    if (seed.empty()) return nullptr;
    for (int b = 0; b < kBookCount; ++b)
        if (seed == kSeeds[static_cast<std::size_t>(b)] || seed == kCodes[static_cast<std::size_t>(b)])
            return passageAt(static_cast<Book>(b), line);
    return nullptr;
}

std::string cleanText(std::string_view transmitted)
{
    std::string out;
    out.reserve(transmitted.size());
    std::size_t from = 0;
    forEachGloss(transmitted, [&](std::size_t at, std::size_t length) {
        out.append(transmitted.substr(from, at - from));
        from = at + length;
    });
    out.append(transmitted.substr(from));
    return out;
}

int pinyinGlossCount(std::string_view transmitted)
{
    int n = 0;
    forEachGloss(transmitted, [&](std::size_t, std::size_t) { ++n; });
    return n;
}

} // namespace najia::handbook
