#include "engine/casting/coins.h"
#include "engine/quoted_input.h"

#include <string>

namespace najia::casting {

std::array<Toss, 6> randomTosses(RandomSource& source)
{
    BitReader bits(source);
    std::array<Toss, 6> out{};
    for (Toss& t : out)
        for (CoinFace& f : t) f = bits.bit() ? CoinFace::Reverse : CoinFace::Inscription;
    return out;
}

Cast castFromTosses(const std::array<Toss, 6>& tosses, FaceConvention c)
{
    Cast cast{};
    for (std::size_t i = 0; i < 6; ++i) cast[i] = lineOf(tosses[i], c);
    return cast;
}

namespace {

// The next face at the front of `text` (one ASCII letter or one three-byte UTF-8 character).
std::optional<CoinFace> takeFace(std::string_view& text)
{
    constexpr std::string_view kZi = "字", kBei = "背";
    if (text.starts_with(kZi)) { text.remove_prefix(kZi.size()); return CoinFace::Inscription; }
    if (text.starts_with(kBei)) { text.remove_prefix(kBei.size()); return CoinFace::Reverse; }
    const char c = text.empty() ? '\0' : text.front();
    if (c == 'H' || c == 'h') { text.remove_prefix(1); return CoinFace::Inscription; }
    if (c == 'T' || c == 't') { text.remove_prefix(1); return CoinFace::Reverse; }
    return std::nullopt;
}

bool isSeparator(char c) { return c == ' ' || c == ',' || c == '\t' || c == '\n'; }

} // namespace

Result<Toss> parseToss(std::string_view text)
{
    const std::string original(text);
    Toss t{};
    for (CoinFace& f : t) {
        const auto face = takeFace(text);
        if (!face) return Error{"toss " + quotedInput(original) + ": each toss is three faces H/T (字/背)"};
        f = *face;
    }
    if (!text.empty()) return Error{"toss " + quotedInput(original) + ": each toss is three faces H/T (字/背)"};
    return t;
}

Result<std::array<Toss, 6>> parseTosses(std::string_view text)
{
    std::vector<Toss> tosses;
    while (!text.empty()) {
        if (isSeparator(text.front())) { text.remove_prefix(1); continue; }
        std::size_t end = 0;
        while (end < text.size() && !isSeparator(text[end])) ++end;
        const auto t = parseToss(text.substr(0, end));
        if (!t) return Error{t.error()};
        tosses.push_back(*t);
        text.remove_prefix(end);
    }
    if (tosses.size() != 6)
        return Error{"expected 6 tosses (初爻 first), got " + std::to_string(tosses.size())};
    std::array<Toss, 6> out{};
    for (std::size_t i = 0; i < 6; ++i) out[i] = tosses[i];
    return out;
}

std::string tossLetters(const Toss& t)
{
    std::string s;
    for (CoinFace f : t) s += f == CoinFace::Inscription ? 'H' : 'T';
    return s;
}

bool CoinEntry::add(const Toss& t)
{
    if (complete()) return false;
    tosses_.push_back(t);
    return true;
}

bool CoinEntry::undo()
{
    if (tosses_.empty()) return false;
    tosses_.pop_back();
    return true;
}

Result<std::array<Toss, 6>> CoinEntry::finished() const
{
    if (!complete()) return Error{"only " + std::to_string(tosses_.size()) + " of 6 lines entered"};
    std::array<Toss, 6> out{};
    for (std::size_t i = 0; i < 6; ++i) out[i] = tosses_[i];
    return out;
}

} // namespace najia::casting
