// The chart settings' words (engine: setting_words.h) on the Qt side: keys as QString, labels in a
// script, and parsing an option or stored value with a message that lists the choices.
#pragma once

#include "engine/result.h"
#include "engine/setting_words.h"

#include <QString>

namespace najia::base {

template <class E> QString settingKeyText(E value) { return QString::fromUtf8(settingKey(value)); }

template <class E> QString settingLabel(E value, Script script)
{
    return QString::fromUtf8(settingWord(value).label.in(script));
}

// The value of `option` (「--hidden」, 「"hidden"」) spelled `key`; an error names the choices.
template <class E> Result<E> settingOption(const QString& key, const char* option)
{
    if (const auto v = parseSettingKey<E>(key.toStdString())) return *v;
    return Error{std::string(option) + " must be " + settingChoices<E>() + "; got '" + key.toStdString() + "'"};
}

// For stored preferences: the value spelled `key`, or `fallback` when absent or unknown.
template <class E> E settingOr(const QString& key, E fallback)
{
    return parseSettingKey<E>(key.toStdString()).value_or(fallback);
}

} // namespace najia::base
