// Sealed judgments (issue 39): a practitioner's verdict on a case — favourable or unfavourable, a
// confidence of 50–99 %, the 應期 window committed to, a note — fixed before the outcome is known,
// with the time and a SHA-256 hash chained to the casebook's previous seal. A seal is never changed
// (the schema's triggers refuse it); a later seal amends an earlier one, visibly. checkSeals
// recomputes the chain and names every seal altered, and every case whose chart or question changed
// after it was sealed.
#pragma once

#include "base/casebook/casebook.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace najia::base {

enum class SealVerdict : std::uint8_t { Favourable, Unfavourable };

struct SealRequest {
    SealVerdict verdict = SealVerdict::Favourable;
    int confidence = 50;     // per cent, 50 … 99
    QDate windowFrom, windowTo;  // the 應期 window committed to; null when none
    QString note;
    std::optional<qint64> amends;  // the seal this one amends, of the same case
};

struct Seal {
    qint64 id = 0;
    qint64 caseId = 0;
    QDateTime sealedAt;  // UTC
    SealRequest request;
    QString previous;    // the hash of the casebook's seal before it ("" for the first)
    QString hash;
};

// Seals a stored case now; the request is checked (confidence, window order, an amended seal of the
// same case). Written in one transaction: whole, or not at all.
Result<Seal> sealCase(Casebook& book, qint64 caseId, const SealRequest& request);
// The seals of a case, oldest first.
Result<std::vector<Seal>> sealsOf(const Casebook& book, qint64 caseId);
// What is wrong with the chain, one sentence each; empty when every seal holds.
Result<QStringList> checkSeals(const Casebook& book);

// How well the sealed judgments were calibrated, over the settled cases (應驗: the judgment held, 1;
// 不驗: it did not, 0; 未驗 and 模糊 leave a case out), each case judged by its latest seal: the Brier
// score (mean of (confidence − outcome)², 0 best, 0.25 a coin's at 50 %), the log loss (mean of
// −ln of the probability given to what happened), and the reliability of each confidence decile
// (50–59 % … 90–99 %): how often those judgments held, with a Wilson 95 % interval.
struct CalibrationBin {
    int from = 0, to = 0;  // per cent
    int judged = 0, held = 0;
    double low = 0, high = 0;  // Wilson interval of held / judged
};
// The same scores over a part of the cases: a question category ("general" when none), or the quarter
// the latest seal was made in ("2026-Q4").
struct CalibrationGroup {
    QString key;
    int judged = 0, held = 0;
    double brier = 0, logLoss = 0;
};
// The 應期 error of the fulfilled cases whose latest seal committed to a window and whose outcome has a
// settled date (the only date the casebook keeps for an outcome: the day the user settled it): days
// from the window to that date, 0 inside it, negative before it, positive after.
struct TimingError {
    int cases = 0, inWindow = 0;
    double meanAbsDays = 0;
    std::vector<int> days;  // each case's error, by case id
};
struct Calibration {
    int judged = 0, held = 0;
    double brier = 0, logLoss = 0;
    std::vector<CalibrationBin> bins;
    std::vector<CalibrationGroup> categories;  // by category code
    std::vector<CalibrationGroup> quarters;    // oldest first
    TimingError timing;
    // The reading's own verdict on the same cases: it states no confidence, so only its hit rate is
    // scored — of the cases where it took a side (吉 or 凶), how many it called: its side and the seal's
    // the same and 應驗, or opposite and 不驗 — with a Wilson interval.
    int readingJudged = 0, readingHeld = 0;
    double readingLow = 0, readingHigh = 0;
};
Result<Calibration> calibration(const Casebook& book);

// "favourable" / "unfavourable".
QString verdictCode(SealVerdict v);
std::optional<SealVerdict> parseVerdict(const QString& code);

} // namespace najia::base
