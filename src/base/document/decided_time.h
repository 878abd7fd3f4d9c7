// 後時 (易冒 卷4, seed 002 lines 91 and 99): the month and the day a matter is decided, when later than the cast's —
// an examination held next 孟夏, a 會 drawn on another day. The question carries them (Question::decidedMonth,
// decidedDay) and the reading weighs the 用神 against them; files, the CLI and the panel write them as pillars are
// written: 「巳月」, 「癸亥日」, 「巳月 癸亥日」.
#pragma once

#include "engine/reading/question.h"
#include "engine/result.h"
#include "engine/terms.h"

#include <QString>

namespace najia::base {

struct DecidedTime {
    std::optional<Branch> month;
    std::optional<GanZhi> day;
    bool empty() const { return !month && !day; }
    friend bool operator==(const DecidedTime&, const DecidedTime&) = default;
};

// 「巳月」, 「乙巳月」 (its branch), 「癸亥日」 or both; empty or blank text: none. A year or an hour is refused.
Result<DecidedTime> parseDecided(const QString& text);
// The form parseDecided reads: 「巳月 癸亥日」; empty for none.
QString decidedText(const DecidedTime& d);
// 「後時 巳月」 (后时, decided) for the reading's header and the panel's head line; empty for none.
QString decidedWords(const DecidedTime& d, Script script);

inline void setDecided(Question& q, const DecidedTime& d)
{
    q.decidedMonth = d.month;
    q.decidedDay = d.day;
}
inline DecidedTime decidedOf(const Question& q) { return {q.decidedMonth, q.decidedDay}; }

} // namespace najia::base
