// Full-text search over the whole handbook (passages, notes, corrections, tables, the 周易 text),
// insensitive to script: text and query are folded to one form (fold.h) before matching, so 财 finds
// 財 and 財 finds 财. The CLI and the app both search through this one function, so they agree.
#pragma once

#include "engine/terms.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace najia::handbook {

enum class HitKind : std::uint8_t { Passage, Correction, Table, Zhouyi };

struct Hit {
    HitKind kind;
    std::string id;        // passage id, table id, or 周易 id (「zhouyi.1」, 「zhouyi.1.3」)
    int row = -1;          // table row
    int offset = 0;        // code points into the searched text (the passage's clean text …)
    std::string snippet;   // the match with some context, UTF-8, in the script the text is written in
    int length = 0;        // code points matched
    std::size_t document = 0;  // which text: its place in searchDocuments()
};

// At most `limit` hits, passages first in handbook order; an empty query finds nothing.
std::vector<Hit> search(std::string_view query, std::size_t limit = 200);

// Builds the folded index now (otherwise the first search does).
void prepareSearch();

// A searchable text: what a hit on it names, the text (UTF-8), and the script it is written in.
struct SearchDocument {
    HitKind kind;
    std::string id;
    int row;
    std::string text;
    Script script;
};

// Every searchable text, in the index's order.
std::vector<SearchDocument> searchDocuments();

// The hit's snippet in the other Chinese script, cut from the text's stored copy (script_copies.h), so
// that showing a hit needs no converter; nullopt when `script` is the text's own or English, or no
// copy of the same length is stored (the caller converts the snippet then).
std::optional<std::string> storedSnippet(const Hit& hit, Script script);

} // namespace najia::handbook
