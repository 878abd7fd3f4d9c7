#include "engine/pillars.h"
#include "engine/quoted_input.h"

#include "engine/terms.h"

#include <array>

namespace najia {

namespace {

constexpr std::string_view kMarks[] = {"年", "月", "日", "時", "时"};

// The first four words of a text split on ASCII space and tab, and how many there are in all: kept
// in place, as parsePillars wants four or else reads the text otherwise.
struct Words {
    std::array<std::string_view, 4> first;
    std::size_t count = 0;
};

Words words(std::string_view text)
{
    Words out;
    // The usual form, four pairs of CJK characters and single spaces (as `najia-cli pillars`
    // writes them; batch input is thousands of them), cut at fixed places. Only where every other
    // byte is part of a CJK character, so that no space or tab can hide inside a word.
    constexpr std::size_t kPair = 6;
    if (text.size() == 4 * (kPair + 1) - 1) {
        bool usual = true;
        for (std::size_t w = 0; w < 4; ++w) {
            const std::string_view word = text.substr(w * (kPair + 1), kPair);
            for (const char c : word) usual = usual && static_cast<unsigned char>(c) >= 0x80;
            usual = usual && (w == 3 || text[w * (kPair + 1) + kPair] == ' ');
            out.first[w] = word;
        }
        if (usual) {
            out.count = 4;
            return out;
        }
        out = {};
    }
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != '\t') ++j;
        if (j > i) {
            if (out.count < out.first.size()) out.first[out.count] = text.substr(i, j - i);
            ++out.count;
        }
        i = j;
    }
    return out;
}

// Which pillar a mark names: 0 year … 3 hour, or -1.
int markAt(std::string_view text, std::size_t pos, std::size_t& length)
{
    for (int m = 0; m < 5; ++m) {
        const std::string_view mark = kMarks[m];
        if (text.substr(pos, mark.size()) == mark) {
            length = mark.size();
            return m == 4 ? 3 : m;
        }
    }
    return -1;
}

Result<Pillars> parseMarked(std::string_view text)
{
    Pillars p;
    std::string_view pending;
    std::size_t start = 0;
    bool any = false;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t len = 0;
        const int which = markAt(text, i, len);
        if (which < 0) { ++i; continue; }
        std::string_view part = text.substr(start, i - start);
        while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
        while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
        std::optional<GanZhi>* slot[] = {&p.year, &p.month, &p.day, &p.hour};
        // 「卯月 戊寅日 辰月」: a pillar given twice is a mistake, not a correction.
        if (slot[which]->has_value() || (which == 1 && p.monthBranchOnly) || (which == 0 && p.yearBranchOnly))
            return Error{"the " + std::string(kMarks[which]) + " pillar is given twice"};
        if (auto g = parseGanZhi(part)) {
            *slot[which] = g;
        } else if (auto b = parseTerm<Branch>(part); b && which == 1) {
            p.monthBranchOnly = b;
        } else if (auto y = parseTerm<Branch>(part); y && which == 0) {
            p.yearBranchOnly = y;
        } else {
            return Error{"not a 干支: " + quotedInput(std::string(part) + std::string(kMarks[which]))};
        }
        any = true;
        i += len;
        start = i;
    }
    pending = text.substr(start);
    while (!pending.empty() && pending.front() == ' ') pending.remove_prefix(1);
    if (!any || !pending.empty())
        return Error{"unreadable pillars: " + quotedInput(text) +
                     " (write four pairs such as 「甲辰 丙寅 辛酉 壬子」, or mark each: 「卯月 戊寅日」)"};
    return p;
}

} // namespace

Result<Pillars> parsePillars(std::string_view text)
{
    const Words parts = words(text);
    if (parts.count == 4) {
        Pillars p;
        std::optional<GanZhi>* slot[] = {&p.year, &p.month, &p.day, &p.hour};
        bool allPlain = true;
        for (std::size_t i = 0; i < 4 && allPlain; ++i) {
            *slot[i] = parseGanZhi(parts.first[i]);
            allPlain = slot[i]->has_value();
        }
        if (allPlain) return p;
    }
    return parseMarked(text);
}

} // namespace najia
