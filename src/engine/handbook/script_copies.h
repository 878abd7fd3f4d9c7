// Every searchable text of the handbook (searchDocuments()) in the other Chinese script, converted
// when the data is generated (cmake/generators/script_copies_table.cpp: OpenCC with the project's
// phrase list, as the Qt side converts), so that a search shows its hits in either script without
// opening OpenCC's dictionaries (most of a `ref search`). Each copy carries a hash of the text it was
// made from: a copy whose text has since changed is not used, and tst_handbook_search fails until
// the data is regenerated.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace najia::handbook {

struct ScriptCopy {
    std::uint64_t sourceHash;  // textHash of the text as searchDocuments() gives it
    std::string_view text;     // empty when the conversion changed the number of code points
};

std::span<const ScriptCopy> scriptCopies();  // in searchDocuments() order

// FNV-1a over the UTF-8 bytes: ties a stored copy to its text.
constexpr std::uint64_t textHash(std::string_view text)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (const char c : text) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
    return h;
}

} // namespace najia::handbook
