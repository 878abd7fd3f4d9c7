#include "engine/casting/name_match.h"
#include "engine/quoted_input.h"

#include "engine/chart.h"

#include <algorithm>
#include <array>
#include <string>

namespace najia::casting {

namespace {

void eraseAll(std::string& s, std::string_view what)
{
    for (auto at = s.find(what); at != std::string::npos; at = s.find(what, at)) s.erase(at, what.size());
}

void replaceAll(std::string& s, std::string_view from, std::string_view to)
{
    for (auto at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
        s.replace(at, from.size(), to);
}

// One spelling for each variant: no spaces, no 為/为, no trailing 卦, 遁 for 遯, ASCII lower case.
std::string normalized(std::string_view text)
{
    std::string s;
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '-' || c == '(' || c == ')' || c == ':') continue;
        s += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    replaceAll(s, "遯", "遁");
    eraseAll(s, "為");
    eraseAll(s, "为");
    if (s.size() > 3 && s.ends_with("卦")) s.resize(s.size() - 3);
    return s;
}

// Each hexagram's six spellings (full and short names in 繁, 简 and English), normalized once: a name
// typed letter by letter is matched on every key press.
using Keys = std::array<std::array<std::string, 6>, Hexagram::count>;
const Keys& allKeys()
{
    static const Keys keys = [] {
        Keys k;
        for (int b = 0; b < Hexagram::count; ++b) {
            const HexagramName& n = hexagramName(Hexagram(b));
            std::size_t i = 0;
            for (const Term* t : {&n.full, &n.short_})
                for (std::string_view v : {t->traditional, t->simplified, t->english})
                    k[static_cast<std::size_t>(b)][i++] = normalized(v);
        }
        return k;
    }();
    return keys;
}

void addOnce(std::vector<Hexagram>& out, Hexagram h)
{
    if (std::find(out.begin(), out.end(), h) == out.end()) out.push_back(h);
}

} // namespace

std::vector<Hexagram> hexagramCandidates(std::string_view text)
{
    std::vector<Hexagram> exact;
    if (const auto h = parseHexagram(text)) return {*h};
    const std::string key = normalized(text);
    if (key.empty()) return {};
    std::vector<Hexagram> partial;
    for (int b = 0; b < Hexagram::count; ++b) {
        const Hexagram h(b);
        for (const std::string& k : allKeys()[static_cast<std::size_t>(b)]) {
            if (k == key) addOnce(exact, h);
            else if (k.find(key) != std::string::npos) addOnce(partial, h);
        }
    }
    return exact.empty() ? partial : exact;
}

Result<Hexagram> matchHexagram(std::string_view text)
{
    const auto candidates = hexagramCandidates(text);
    if (candidates.size() == 1) return candidates.front();
    if (candidates.empty()) return Error{"no hexagram is called " + quotedInput(text)};
    std::string list;
    for (Hexagram h : candidates) {
        if (!list.empty()) list += ", ";
        list += hexagramName(h).full.traditional;
    }
    return Error{quotedInput(text) + " is ambiguous: " + list};
}

std::optional<NamedPair> splitHexagramPair(std::string_view text)
{
    // No hexagram's name holds any of these characters, so a joiner is never part of a name.
    constexpr std::string_view kJoiners[] = {"之", "變", "变"};
    std::optional<NamedPair> found;
    for (std::string_view j : kJoiners) {
        for (std::size_t at = text.find(j); at != std::string_view::npos; at = text.find(j, at + j.size())) {
            if (found) return std::nullopt;  // two joiners: not one pair
            found = NamedPair{text.substr(0, at), text.substr(at + j.size())};
        }
    }
    if (found && (found->primary.empty() || found->changed.empty())) return std::nullopt;
    return found;
}

Cast castFromNames(Hexagram primary, Hexagram changed)
{
    Cast cast{};
    for (const LinePos pos : allLines) {
        const bool yang = primary.isYang(pos);
        const bool moving = yang != changed.isYang(pos);
        cast[pos.index()] = yang ? (moving ? LineValue::OldYang : LineValue::YoungYang)
                                                       : (moving ? LineValue::OldYin : LineValue::YoungYin);
    }
    return cast;
}

} // namespace najia::casting
