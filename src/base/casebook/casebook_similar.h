// Similar cases (issue 39): for a case, the settled cases most like it by structure, ranked — the
// same 本卦 and 變卦 (3), the same 本卦 alone (2), the same 用神 relation (2) and the same verdict on
// it (1, with 用神 strength: 1 more), the same moving lines (1), the same question category (1) —
// with their outcomes, so that a practitioner sees how charts of this shape turned out.
#pragma once

#include "base/casebook/casebook.h"

#include <vector>

namespace najia::base {

struct SimilarCase {
    qint64 id = 0;
    int score = 0;
    QString question;
    Outcome outcome = Outcome::Pending;
};

// At most `limit`, best first (ties: the most recent case first); the case itself is left out.
Result<std::vector<SimilarCase>> similarCases(const Casebook& book, qint64 caseId, int limit = 10);

} // namespace najia::base
