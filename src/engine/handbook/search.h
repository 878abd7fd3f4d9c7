// Full-text search over the whole handbook (passages, notes, corrections, tables, the 周易 text),
// insensitive to script: text and query are folded to one form (fold.h) before matching, so 财 finds
// 財 and 財 finds 财. The CLI and the app both search through this one function, so they agree.
#pragma once

#include <cstdint>
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
    std::string snippet;   // the match with some context, UTF-8
};

// At most `limit` hits, passages first in handbook order; an empty query finds nothing.
std::vector<Hit> search(std::string_view query, std::size_t limit = 200);

// Builds the folded index now (otherwise the first search does).
void prepareSearch();

} // namespace najia::handbook
