// The fixed texts the program shows in either Chinese script (the handbook's passages and searchable
// texts, the rules' and verses' citations), each stored in the script it is not written in, converted
// when the data is generated (cmake/generators/script_copies_table.cpp: OpenCC with the project's
// phrase list, as the Qt side converts). Showing them then opens no OpenCC dictionary: that was most
// of a `ref search` and a quarter of the app's first paint. A copy is found by a hash of its text,
// so a text that has since changed finds none (it is converted when shown, as before) and
// tst_handbook_search fails until the data is regenerated.
#pragma once

#include "engine/terms.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace najia::handbook {

struct ScriptCopy {
    std::uint64_t sourceHash;  // textHash of the text as written
    Script to;                 // the script of `text`
    std::string_view text;
};

std::span<const ScriptCopy> scriptCopies();  // sorted by (sourceHash, to), no two alike

// `text` in `to`, if a copy is stored.
std::optional<std::string_view> storedCopy(std::string_view text, Script to);

// FNV-1a over the UTF-8 bytes: ties a stored copy to its text.
constexpr std::uint64_t textHash(std::string_view text)
{
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (const char c : text) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
    return h;
}

} // namespace najia::handbook
