// Long texts in the display script: OpenCC (t2s, s2tw) with the project's phrase list
// (src/engine/handbook/script_phrases.h) protected from conversion. Terms (names of stems, hexagrams
// …) come from the terms table instead; this is for the handbook's passages.
#pragma once

#include "engine/terms.h"

#include <QLocale>
#include <QString>

#include <optional>

namespace najia::base {

// The script of a Chinese locale (zh_CN, zh_SG 简; zh_TW, zh_HK, zh_MO 繁); nullopt for others.
std::optional<Script> chineseScriptOf(const QLocale& locale);

// `text` is written in `from`; returns it in `to` (English leaves it as it is). A fixed text of the
// handbook or of a citation comes from its stored copy (handbook/script_copies.h), others from OpenCC.
QString convertScript(const QString& text, Script from, Script to);
// The same through OpenCC alone: what the stored copies are made from and checked against.
QString convertScriptNow(const QString& text, Script from, Script to);

} // namespace najia::base
