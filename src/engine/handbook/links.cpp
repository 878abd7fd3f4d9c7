// Rule ↔ passage links, derived from what each rule cites (never typed twice): a rule from a seed by its
// seed and line; a rule from a book outside the seeds by its quoted words, found in a cited passage.
#include "engine/handbook/links.h"

#include "engine/analysis/findings.h"
#include "engine/handbook/fold.h"

namespace najia::handbook {

namespace {

bool isHan(char32_t c) { return (c >= 0x3400 && c <= 0x9FFF) || (c >= 0x20000 && c <= 0x3FFFF); }

// The Han characters of `text`, folded to one script: punctuation is the editor's, and the cited
// transcriptions are not all in the script the rules quote them in.
std::u32string hanFolded(std::string_view text)
{
    std::u32string out;
    for (const char32_t c : folded(text))
        if (isHan(c)) out.push_back(c);
    return out;
}

// Whether `passage` holds every part of `quote` (parts joined by 「…」 skip words), in order.
bool quotes(std::string_view quote, std::string_view passage)
{
    const std::u32string text = hanFolded(passage);
    std::size_t from = 0;
    for (std::size_t start = 0; start <= quote.size();) {
        const std::size_t gap = quote.find("…", start);
        const std::u32string part = hanFolded(quote.substr(start, gap == std::string_view::npos ? quote.npos : gap - start));
        if (!part.empty()) {
            from = text.find(part, from);
            if (from == std::u32string::npos) return false;
            from += part.size();
        }
        if (gap == std::string_view::npos) break;
        start = gap + std::string_view("…").size();
    }
    return true;
}

const Passage* passageOf(const Rule& r)
{
    if (!r.seed.empty()) return passageAt(r.seed, r.line);
    for (const Passage& p : passages())
        if (isCited(p) && quotes(r.passage, p.text)) return &p;
    return nullptr;
}

} // namespace

const Passage* passageOfRule(std::string_view ruleCode)
{
    for (const Rule& r : kRules)
        if (r.code == ruleCode) return passageOf(r);
    return nullptr;
}

std::vector<std::string_view> rulesOfPassage(std::string_view passageId)
{
    std::vector<std::string_view> out;
    for (const Rule& r : kRules) {
        const Passage* p = passageOf(r);
        if (p && p->id == passageId) out.push_back(r.code);
    }
    return out;
}

} // namespace najia::handbook
