#include "base/wording/script_copy_texts.h"

#include "base/json/findings_json.h"
#include "engine/handbook/corrections.h"
#include "engine/handbook/passage.h"
#include "engine/handbook/search.h"
#include "engine/reading/reading_rules.h"
#include "engine/reading/verses.h"

namespace najia::base {

namespace {

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// A citation's two converted parts, as citationText converts them.
void addCitation(std::vector<FixedText>& out, const Citation& c)
{
    out.push_back({citationPlace(c), Script::Traditional});
    out.push_back({fromView(c.passage), citationScript(c)});
    out.push_back({fromView(c.book), Script::Traditional});
}

} // namespace

std::vector<FixedText> textsWithStoredCopies()
{
    using namespace handbook;
    std::vector<FixedText> out;
    for (const SearchDocument& d : searchDocuments()) out.push_back({QString::fromStdString(d.text), d.script});
    for (const Passage& p : passages()) {
        const Script s = bookScript(p.book);
        out.push_back({QString::fromStdString(cleanText(correctedText(p.id, p.text))), s});
        if (p.kind == PassageKind::Note && s == Script::Traditional)  // shown through OpenCC as 简体 (passageText)
            out.push_back({QString::fromStdString(cleanText(correctedText(p.id, p.text))), Script::Simplified});
    }
    for (const Section& section : sections())
        out.push_back({QString::fromStdString(cleanText(section.title)), bookScript(section.book)});
    for (const Rule& r : kRules) addCitation(out, {r.book, r.seed, r.line, r.passage});
    for (int i = 0; i < kReadingRuleCount; ++i) {
        const Source& s = sourceOf(static_cast<ReadingRuleId>(i));
        addCitation(out, {s.book.empty() ? s.code : s.book, s.seed, s.line, s.passage});
    }
    for (const Verse& v : verses()) addCitation(out, {v.book, v.seed, v.line, v.passage});
    return out;
}

} // namespace najia::base
