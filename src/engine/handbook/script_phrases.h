// The project's phrase list for converting long texts between scripts (OpenCC on the Qt side): words
// that must come out as written here whatever OpenCC's dictionaries say. OpenCC alone turns 乾為天 into
// 「干为天」 (t2s) and 丑未 into 「醜未」, 日冲 into 「日衝」 (s2tw); a stem or branch must never change.
#pragma once

#include <span>
#include <string_view>

namespace najia::handbook {

struct FixedPhrase {
    std::string_view simplified;
    std::string_view traditional;
};

std::span<const FixedPhrase> fixedPhrases();

} // namespace najia::handbook
