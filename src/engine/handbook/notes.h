// The project's own short English notes on passages that need explaining (our words, not a
// translation, and never the seeds' modern paraphrase).
#pragma once

#include <string_view>

namespace najia::handbook {

// The note on a passage, or empty.
std::string_view noteOf(std::string_view passageId);

} // namespace najia::handbook
