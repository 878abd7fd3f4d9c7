// The search index: every searchable text folded once, then a plain substring scan per query. The
// whole handbook is a few hundred thousand characters, well inside the 20 ms budget (bench/README.md).
#include "handbook/search.h"

#include "handbook/corrections.h"
#include "handbook/fold.h"
#include "handbook/notes.h"
#include "handbook/passage.h"
#include "handbook/tables.h"
#include "handbook/zhouyi.h"

namespace najia::handbook {

namespace {

struct Document {
    HitKind kind;
    std::string id;
    int row;
    std::u32string text;    // original, for snippets
    std::u32string folded;  // same length
};

void add(std::vector<Document>& docs, HitKind kind, std::string id, int row, std::string_view utf8)
{
    std::u32string text = toUtf32(utf8);
    std::u32string f = text;
    for (char32_t& c : f) c = fold(c);
    docs.push_back({kind, std::move(id), row, std::move(text), std::move(f)});
}

std::string tableRowText(const std::vector<Cell>& row)
{
    std::string out;
    for (const Script s : {Script::Traditional, Script::English})
        for (const Cell& c : row) {
            out += cellText(c, s);
            out += ' ';
        }
    return out;
}

std::vector<Document> buildIndex()
{
    std::vector<Document> docs;
    for (const Passage& p : passages()) {
        add(docs, HitKind::Passage, std::string(p.id), -1, cleanText(p.text));
        if (!noteOf(p.id).empty()) add(docs, HitKind::Passage, std::string(p.id), -1, noteOf(p.id));
    }
    for (const Correction& c : corrections()) {
        std::string t = std::string(c.transmitted) + " → " + std::string(c.corrected) + " " + std::string(c.reason);
        add(docs, HitKind::Correction, std::string(c.passage), -1, t);
    }
    for (const TableInfo& info : tableInfos()) {
        const Table t = *buildTable(info.id);
        add(docs, HitKind::Table, std::string(info.id), -1,
            std::string(info.title.traditional) + " " + std::string(info.title.english) + " " + std::string(info.id));
        for (std::size_t r = 0; r < t.rows.size(); ++r)
            add(docs, HitKind::Table, std::string(info.id), static_cast<int>(r), tableRowText(t.rows[r]));
    }
    for (const ZhouyiText& z : zhouyiTexts()) add(docs, HitKind::Zhouyi, zhouyiId(z), -1, z.text);
    return docs;
}

const std::vector<Document>& index()
{
    static const std::vector<Document> docs = buildIndex();
    return docs;
}

std::string snippetOf(const Document& d, std::size_t at, std::size_t length)
{
    constexpr std::size_t radius = 16;
    const std::size_t from = at > radius ? at - radius : 0;
    const std::size_t to = std::min(d.text.size(), at + length + radius);
    std::u32string s = d.text.substr(from, to - from);
    for (char32_t& c : s)
        if (c == U'\n') c = U' ';
    return (from > 0 ? "…" : "") + toUtf8(s) + (to < d.text.size() ? "…" : "");
}

} // namespace

void prepareSearch() { (void)index(); }

std::vector<Hit> search(std::string_view query, std::size_t limit)
{
    std::vector<Hit> hits;
    std::u32string q = folded(query);
    while (!q.empty() && (q.back() == U' ' || q.back() == U'\u3000')) q.pop_back();
    while (!q.empty() && (q.front() == U' ' || q.front() == U'\u3000')) q.erase(0, 1);
    if (q.empty()) return hits;
    for (const Document& d : index()) {
        const std::size_t at = d.folded.find(q);
        if (at == std::u32string::npos) continue;
        hits.push_back({d.kind, d.id, d.row, static_cast<int>(at), snippetOf(d, at, q.size())});
        if (hits.size() >= limit) break;
    }
    return hits;
}

} // namespace najia::handbook
