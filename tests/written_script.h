// Which script a quotation is written in, for the data tests of books outside the seeds (their
// passages are displayed as 繁體 without a guess: base::citationPassage).
#pragma once

#include "base/wording/script_text.h"

#include <QString>

// 繁→简 changes the text (it holds a 繁體 form), or 简→繁 leaves it as it is (no character of it
// differs between the scripts). A 简体 text fails both. (简→繁 alone is no test: it turns a 繁體
// 「占」 into 「佔」.)
inline bool writtenTraditional(const QString& text)
{
    using najia::Script;
    using najia::base::convertScript;
    return convertScript(text, Script::Traditional, Script::Simplified) != text
           || convertScript(text, Script::Simplified, Script::Traditional) == text;
}
