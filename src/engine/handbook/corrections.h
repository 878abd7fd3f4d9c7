// Corrections of the seed texts as annotations on the handbook's passages: the text stays as
// transmitted, and each correction says where (passage id and byte offset), what the seed has, what
// to read, and why. Generated from cmake/handbook/corrections.tsv; docs/corrections.md has the
// narrative and the witnesses.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace najia::handbook {

enum class CorrectionKind : std::uint8_t {
    Corrected,  // a transcription error with a clear reading
    Doubtful,   // the text is suspect but no witness settles it; left as is
    Damaged,    // 000's mojibake; the reading is from the sense where it is clear
    Taboo,      // written round a taboo character (協紀辨方書's 元武 for 玄武)
};

struct Correction {
    std::string_view passage;     // passage id
    std::uint32_t position;       // byte offset of `transmitted` in the passage's text
    std::string_view transmitted;
    std::string_view corrected;   // empty when doubtful
    CorrectionKind kind;
    std::string_view reason;      // short English
    std::string_view reasonZh;    // the same in 繁體, for a Chinese reader
};

std::span<const Correction> corrections();
std::vector<const Correction*> correctionsOf(std::string_view passageId);

// The text to read: the passage's text with each correction that has a reading applied (000's
// mojibake and markup remnants among them). The transmitted text stays in Passage::text; the
// corrections keep what it had, to be shown on demand.
std::string correctedText(std::string_view passageId, std::string_view transmitted);

} // namespace najia::handbook
