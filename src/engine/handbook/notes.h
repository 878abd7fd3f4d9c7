// The project's own short notes on passages that need explaining, in English and in 繁體 (our words,
// not a translation, and never the seeds' modern paraphrase).
#pragma once

#include <string_view>

namespace najia::handbook {

// The note on a passage, in English or in 繁體 (`chinese`), or empty.
std::string_view noteOf(std::string_view passageId, bool chinese = false);

} // namespace najia::handbook
