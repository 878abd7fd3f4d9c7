#include "engine/handbook/script_copies.h"

#include <algorithm>

namespace najia::handbook {

std::optional<std::string_view> storedCopy(std::string_view text, Script to)
{
    const auto copies = scriptCopies();
    const auto key = std::pair(textHash(text), to);
    const auto it = std::lower_bound(copies.begin(), copies.end(), key, [](const ScriptCopy& c, const auto& k) {
        return std::pair(c.sourceHash, c.to) < k;
    });
    if (it == copies.end() || std::pair(it->sourceHash, it->to) != key) return std::nullopt;
    return it->text;
}

} // namespace najia::handbook
