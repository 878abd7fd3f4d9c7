// Case threads (issue 39): a follow-up cast (追問, a second cast on the same matter) is linked to the
// case it follows. A case follows at most one; a case may be followed by several; a thread is every
// case linked, directly or not, to the first cast of its matter (the one that follows none). Links
// never loop and never name the case itself or a case that is not stored (schema 6, `case_follows`).
#pragma once

#include "base/casebook/casebook.h"
#include "base/casebook/casebook_seals.h"

#include "engine/reading/interpretation.h"

#include <optional>
#include <vector>

namespace najia::base {

// Links case `id` as a follow-up of `follows`, in one transaction. Refused (ErrorKind::Input) when
// either case is missing, the two are one, `id` already follows a case, or the link would loop.
Result<bool> linkCase(Casebook& book, qint64 id, qint64 follows);
// Removes the link of a case that follows another; refused when it follows none.
Result<bool> unlinkCase(Casebook& book, qint64 id);
// The case `id` follows, if any.
Result<std::optional<qint64>> followedCase(const Casebook& book, qint64 id);

// One case of a thread, as `cases thread` lists it.
struct ThreadCase {
    qint64 id = 0;
    std::optional<qint64> follows;
    QString castAt;   // the moment's civil time, or empty (pillars alone)
    QDate castDate;   // its date, or the day the case was stored
    int primary = 0;  // Hexagram bits
    std::optional<int> changed;
    QString question;
    QString category;
    std::optional<Relation> useful;
    std::optional<Tendency> verdict;  // the reading's, as judged when the case was stored
    std::optional<Seal> seal;         // the latest sealed judgment
    Outcome outcome = Outcome::Pending;
    QDate settled;
    QString happened;
};

// A date of the thread's one 應期 timeline: a candidate's date, or the day a case was settled.
struct ThreadMark {
    enum class Kind : std::uint8_t { Timing, Outcome };
    QDate date;
    qint64 caseId = 0;
    Kind kind = Kind::Timing;
    TimingCandidate candidate{};  // Timing: the candidate this date bears out
    Outcome outcome = Outcome::Pending;  // Outcome: what was settled
};

struct CaseThread {
    std::vector<ThreadCase> cases;    // first cast first (the cast's date and time, then the id)
    std::vector<ThreadMark> timeline; // by date; on one day the candidates before the outcomes, then by case id
};

// The thread of case `id` (a case linked to nothing is a thread of one). Each case's 應期 candidates
// are dated from its cast (kTimingDates dates each; none for a case of pillars alone).
Result<CaseThread> caseThread(const Casebook& book, qint64 id);

} // namespace najia::base
