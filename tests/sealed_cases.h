// Four sealed, settled cases whose calibration is worked out by hand, for tst_casebook_seals and the
// casebook window's tst_casebook_scores: wealth 80 % held (window 2027-01-01..03-01, settled 03-05: +4
// days), wealth 60 % did not, illness 70 % held (window 01-15..02-01, settled 01-10: −5), illness 90 %
// held (settled 01-20: 0). Brier (0.2² + 0.6² + 0.3² + 0.1²)/4 = 0.125; log loss −(ln 0.8 + ln 0.4 +
// ln 0.7 + ln 0.9)/4 = 0.400; wealth 0.2 and −(ln 0.8 + ln 0.4)/2, illness 0.05 and −(ln 0.7 + ln 0.9)/2.
// The reading's verdict is set to 吉 and 凶 on the wealth cases, 中 and none on the illness ones: it took
// a side twice and held both times — 吉 beside the favourable seal that held, 凶 beside the favourable seal
// that did not (so the matter went 凶).
#pragma once

#include "base/casebook/casebook_seals.h"
#include "base/json/chart_json.h"

#include <QSqlQuery>

// Adds the four cases (ids 1–4 in a new casebook), sets their readings' verdicts and seals them.
inline bool addSealedCases(najia::base::Casebook& book)
{
    using namespace najia;
    using namespace najia::base;
    using namespace Qt::Literals::StringLiterals;
    struct Row {
        const char* category;
        Outcome outcome;
        QDate settled;
        int confidence;
        QDate from, to;
        const char* tendency;  // Tendency as stored, or NULL
    };
    const Row rows[] = {
        {"wealth", Outcome::Fulfilled, QDate(2027, 3, 5), 80, QDate(2027, 1, 1), QDate(2027, 3, 1), "0"},
        {"wealth", Outcome::Unfulfilled, QDate(2027, 3, 5), 60, {}, {}, "2"},
        {"illness", Outcome::Fulfilled, QDate(2027, 1, 10), 70, QDate(2027, 1, 15), QDate(2027, 2, 1), "1"},
        {"illness", Outcome::Fulfilled, QDate(2027, 1, 20), 90, QDate(2027, 1, 15), QDate(2027, 2, 1), "NULL"},
    };
    for (const Row& r : rows) {
        Case c;
        c.record.cast = parseCast(u"787797"_s).value();
        c.record.pillars = parsePillars("申月 戊辰日").value();
        c.record.category = QString::fromLatin1(r.category);
        c.record.question = u"問"_s + c.record.category;
        c.outcome = r.outcome;
        c.settled = r.settled;
        const auto id = book.add(c);
        if (!id) return false;
        QSqlQuery q(book.database());
        if (!q.exec(u"UPDATE cases SET tendency = %1 WHERE id = %2"_s.arg(QLatin1StringView(r.tendency)).arg(*id))) return false;
        if (!sealCase(book, *id, {SealVerdict::Favourable, r.confidence, r.from, r.to, {}, std::nullopt})) return false;
    }
    return true;
}
