// The search index: every searchable text folded once, then a plain substring scan per query. The
// whole handbook is a few hundred thousand characters, well inside the 20 ms budget (bench/README.md).
#include "engine/handbook/search.h"

#include "engine/handbook/corrections.h"
#include "engine/handbook/fold.h"
#include "engine/handbook/notes.h"
#include "engine/handbook/passage.h"
#include "engine/handbook/script_copies.h"
#include "engine/handbook/tables.h"
#include "engine/handbook/zhouyi.h"

namespace najia::handbook {

namespace {

struct Document {
    HitKind kind;
    std::string id;
    int row;
    Script script;
    std::string text;       // original, UTF-8: decoded again only for the snippets of hits
    std::u32string folded;  // its characters folded, one for one
};

// A table row's cells in one script. The Chinese and the English cells are two texts, so that a hit
// on a Chinese word shows Chinese around it (not 「Gen pure」 from the English cells beside it).
std::string tableRowText(const std::vector<Cell>& row, Script s)
{
    std::string out;
    for (const Cell& c : row) {
        out += cellText(c, s);
        out += ' ';
    }
    return out;
}

std::vector<Document> buildIndex()
{
    std::vector<Document> docs;
    for (SearchDocument& d : searchDocuments()) {
        std::u32string f = toUtf32(d.text);
        for (char32_t& c : f) c = fold(c);
        docs.push_back({d.kind, std::move(d.id), d.row, d.script, std::move(d.text), std::move(f)});
    }
    return docs;
}

const std::vector<Document>& index()
{
    static const std::vector<Document> docs = buildIndex();
    return docs;
}

// The match in `text` with some context on each side, newlines as spaces.
std::string snippetOf(std::u32string_view text, std::size_t at, std::size_t length)
{
    constexpr std::size_t radius = 16;
    const std::size_t from = at > radius ? at - radius : 0;
    const std::size_t to = std::min(text.size(), at + length + radius);
    std::u32string s(text.substr(from, to - from));
    for (char32_t& c : s)
        if (c == U'\n') c = U' ';
    return (from > 0 ? "…" : "") + toUtf8(s) + (to < text.size() ? "…" : "");
}

// The stored copy of document `i` in `script`, if it has the same length (so that offsets carry over).
std::optional<std::u32string> copyIn(std::size_t i, Script script)
{
    if (i >= index().size()) return std::nullopt;
    const Document& d = index()[i];
    if (d.script == script || script == Script::English) return std::nullopt;
    const auto stored = storedCopy(d.text, script);
    if (!stored) return std::nullopt;
    std::u32string copy = toUtf32(*stored);
    if (copy.size() != d.folded.size()) return std::nullopt;
    return copy;
}

} // namespace

void prepareSearch() { (void)index(); }

std::vector<SearchDocument> searchDocuments()
{
    std::vector<SearchDocument> docs;
    int section = -1;
    for (const Passage& p : passages()) {
        const Script script = bookScript(p.book);
        if (p.section != section) {  // a section's title finds its first passage (「用神空亡」)
            section = p.section;
            docs.push_back({HitKind::Passage, std::string(p.id), -1, cleanText(sections()[p.section].title), script});
        }
        // the text to read (corrections applied): no hit shows 000's mojibake or its pinyin glosses
        docs.push_back({HitKind::Passage, std::string(p.id), -1, cleanText(correctedText(p.id, p.text)), script});
        if (!noteOf(p.id).empty()) {  // our note, in 繁體 and in English
            docs.push_back({HitKind::Passage, std::string(p.id), -1, std::string(noteOf(p.id, true)), Script::Traditional});
            docs.push_back({HitKind::Passage, std::string(p.id), -1, std::string(noteOf(p.id)), Script::English});
        }
    }
    for (const Correction& c : corrections()) {
        const std::string t = std::string(c.transmitted) + " → " + std::string(c.corrected) + " ";
        // a damaged place's bytes are no words to find or show in Chinese: the reading and the reason are
        const std::string zh = c.kind == CorrectionKind::Damaged ? "→ " + std::string(c.corrected) + " " : t;
        docs.push_back({HitKind::Correction, std::string(c.passage), -1, zh + std::string(c.reasonZh), Script::Traditional});
        docs.push_back({HitKind::Correction, std::string(c.passage), -1, t + std::string(c.reason), Script::English});
    }
    for (const TableInfo& info : tableInfos()) {
        const Table t = *buildTable(info.id);
        docs.push_back({HitKind::Table, std::string(info.id), -1, std::string(info.title.traditional), Script::Traditional});
        docs.push_back({HitKind::Table, std::string(info.id), -1,
                        std::string(info.title.english) + " " + std::string(info.id), Script::English});
        for (std::size_t r = 0; r < t.rows.size(); ++r)
            for (const Script script : {Script::Traditional, Script::English})
                docs.push_back({HitKind::Table, std::string(info.id), static_cast<int>(r),
                                tableRowText(t.rows[r], script), script});
    }
    for (const ZhouyiText& z : zhouyiTexts())
        docs.push_back({HitKind::Zhouyi, zhouyiId(z), -1, std::string(z.text), Script::Traditional});
    return docs;
}

std::optional<std::string> storedSnippet(const Hit& hit, Script script)
{
    const auto copy = copyIn(hit.document, script);
    if (!copy) return std::nullopt;
    return snippetOf(*copy, static_cast<std::size_t>(hit.offset), static_cast<std::size_t>(hit.length));
}

std::vector<Hit> search(std::string_view query, std::size_t limit)
{
    std::vector<Hit> hits;
    std::u32string q = folded(query);
    while (!q.empty() && (q.back() == U' ' || q.back() == U'\u3000')) q.pop_back();
    while (!q.empty() && (q.front() == U' ' || q.front() == U'\u3000')) q.erase(0, 1);
    if (q.empty()) return hits;
    for (std::size_t i = 0; i < index().size(); ++i) {
        const Document& d = index()[i];
        const std::size_t at = d.folded.find(q);
        if (at == std::u32string::npos) continue;
        // a table row, correction or note found in both its Chinese and its English text is one hit
        if (d.script == Script::English && !hits.empty() && hits.back().document + 1 == i) continue;
        hits.push_back({d.kind, d.id, d.row, static_cast<int>(at), snippetOf(toUtf32(d.text), at, q.size()),
                        static_cast<int>(q.size()), i});
        if (hits.size() >= limit) break;
    }
    return hits;
}

} // namespace najia::handbook
