// The vocabulary of the chart settings: one row per value, giving the key that the command lines,
// the `.najia` file and the app's stored settings all spell it with, and its label in each script.
// Nothing else in the tree spells these keys (the analysis settings keep theirs in
// analysis/settings.cpp, beside applySetting).
#pragma once

#include "engine/calendar/four_pillars.h"
#include "engine/chart.h"
#include "engine/terms.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace najia {

template <class E> struct SettingWord {
    E value;
    std::string_view key;  // "head-all": ASCII, stable, stored in files
    Term label;            // what a person reads in a settings list
};

// The words of each setting, in the order a list shows them (the default first).
template <class E> std::span<const SettingWord<E>> settingWords();
template <> std::span<const SettingWord<ChangedRelations>> settingWords();
template <> std::span<const SettingWord<HiddenMethod>> settingWords();
template <> std::span<const SettingWord<BodyMethod>> settingWords();
template <> std::span<const SettingWord<calendar::DayBoundary>> settingWords();
template <> std::span<const SettingWord<Script>> settingWords();

template <class E> const SettingWord<E>& settingWord(E value)
{
    for (const auto& w : settingWords<E>())
        if (w.value == value) return w;
    return settingWords<E>().front();  // unreachable: every enumerator has a row (tested)
}

template <class E> std::string_view settingKey(E value) { return settingWord(value).key; }

// The value whose key is `key` (exactly; keys are lower case).
template <class E> std::optional<E> parseSettingKey(std::string_view key)
{
    for (const auto& w : settingWords<E>())
        if (w.key == key) return w.value;
    return std::nullopt;
}

// 「head, head-all or pairs」: the keys, for a message that lists the choices.
template <class E> std::string settingChoices()
{
    const auto words = settingWords<E>();
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) out += i + 1 == words.size() ? " or " : ", ";
        out += words[i].key;
    }
    return out;
}

} // namespace najia
