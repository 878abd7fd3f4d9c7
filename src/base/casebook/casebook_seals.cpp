#include "base/casebook/casebook_seals.h"

#include "base/casebook/casebook.h"
#include "base/casebook/casebook_stats.h"
#include "engine/reading/interpretation.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>
#include <map>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

Result<QSqlQuery> exec(const QSqlDatabase& db, const QString& sql, const QVariantList& binds = {})
{
    const QString what = sql.startsWith(u"SELECT"_s) ? u"cannot read the seals"_s : u"cannot write the seal"_s;
    return casebookExec(db, sql, what, binds);
}

// What a seal fixes of its case: everything that computes the chart and the question, not the notes.
QString caseInputs(const ChartRecord& r)
{
    QJsonObject o = recordToJson(r, nullptr);
    o.remove(u"notes"_s);
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString dateText(const QDate& d) { return d.isValid() ? d.toString(Qt::ISODate) : QString(); }

// The hash of a seal: SHA-256 of its fields and its case's inputs as canonical JSON (QJsonObject
// writes its keys sorted), chained by the previous seal's hash.
QString hashOf(const Seal& s, const QString& inputs)
{
    const QJsonObject o{{u"case"_s, s.caseId},
                        {u"sealed_at"_s, s.sealedAt.toString(Qt::ISODateWithMs)},
                        {u"verdict"_s, verdictCode(s.request.verdict)},
                        {u"confidence"_s, s.request.confidence},
                        {u"window_from"_s, dateText(s.request.windowFrom)},
                        {u"window_to"_s, dateText(s.request.windowTo)},
                        {u"note"_s, s.request.note},
                        {u"amends"_s, s.request.amends ? QJsonValue(*s.request.amends) : QJsonValue()},
                        {u"inputs"_s, inputs},
                        {u"previous"_s, s.previous}};
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(o).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256).toHex());
}

constexpr auto kColumns = "id, case_id, sealed_at, verdict, confidence, window_from, window_to, note, amends, inputs, previous, hash";

std::pair<Seal, QString> sealFrom(const QSqlQuery& q)
{
    Seal s;
    s.id = q.value(0).toLongLong();
    s.caseId = q.value(1).toLongLong();
    s.sealedAt = QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs);
    s.request.verdict = parseVerdict(q.value(3).toString()).value_or(SealVerdict::Favourable);
    s.request.confidence = q.value(4).toInt();
    s.request.windowFrom = QDate::fromString(q.value(5).toString(), Qt::ISODate);
    s.request.windowTo = QDate::fromString(q.value(6).toString(), Qt::ISODate);
    s.request.note = q.value(7).toString();
    if (!q.value(8).isNull()) s.request.amends = q.value(8).toLongLong();
    s.previous = q.value(10).toString();
    s.hash = q.value(11).toString();
    return {s, q.value(9).toString()};
}

} // namespace

QString verdictCode(SealVerdict v) { return v == SealVerdict::Favourable ? u"favourable"_s : u"unfavourable"_s; }

std::optional<SealVerdict> parseVerdict(const QString& code)
{
    if (code == u"favourable"_s) return SealVerdict::Favourable;
    if (code == u"unfavourable"_s) return SealVerdict::Unfavourable;
    return std::nullopt;
}

Result<Seal> sealCase(Casebook& book, qint64 caseId, const SealRequest& request)
{
    if (request.confidence < 50 || request.confidence > 99) return Error{"the confidence is a per cent from 50 to 99"};
    if (request.windowFrom.isValid() != request.windowTo.isValid() ||
        (request.windowFrom.isValid() && request.windowFrom > request.windowTo))
        return Error{"the window is two dates, the first not after the second"};
    const auto stored = book.get(caseId);
    if (!stored) return stored.failure();
    QSqlDatabase db = book.database();
    // The write lock at once, waiting for another writer as every casebook change does (casebook.cpp).
    if (auto begun = exec(db, u"BEGIN IMMEDIATE"_s); !begun) return begun.failure();
    const auto done = [&db](Result<Seal> r) -> Result<Seal> {
        if (!r) {
            exec(db, u"ROLLBACK"_s);
            return r;
        }
        if (auto committed = exec(db, u"COMMIT"_s); !committed) {
            exec(db, u"ROLLBACK"_s);
            return committed.failure();
        }
        return r;
    };
    if (request.amends) {
        auto q = exec(db, u"SELECT case_id FROM seals WHERE id = ?"_s, {*request.amends});
        if (!q) return done(q.failure());
        if (!q->next() || q->value(0).toLongLong() != caseId)
            return done(Error{"seal " + std::to_string(*request.amends) + " is not a seal of case " + std::to_string(caseId)});
    }
    auto last = exec(db, u"SELECT hash FROM seals ORDER BY id DESC LIMIT 1"_s);
    if (!last) return done(last.failure());
    Seal s;
    s.caseId = caseId;
    s.sealedAt = QDateTime::currentDateTimeUtc();
    s.request = request;
    s.previous = last->next() ? last->value(0).toString() : u""_s;  // not null: the column is NOT NULL
    const QString inputs = caseInputs(stored->record);
    s.hash = hashOf(s, inputs);
    auto insert = exec(db, u"INSERT INTO seals (case_id, sealed_at, verdict, confidence, window_from, window_to, note, amends,"
                           " inputs, previous, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s,
                       {caseId, s.sealedAt.toString(Qt::ISODateWithMs), verdictCode(request.verdict), request.confidence,
                        request.windowFrom.isValid() ? QVariant(dateText(request.windowFrom)) : QVariant(),
                        request.windowTo.isValid() ? QVariant(dateText(request.windowTo)) : QVariant(),
                        request.note.isNull() ? u""_s : request.note,
                        request.amends ? QVariant(*request.amends) : QVariant(), inputs, s.previous, s.hash});
    if (!insert) return done(insert.failure());
    s.id = insert->lastInsertId().toLongLong();
    return done(s);
}

Result<std::vector<Seal>> sealsOf(const Casebook& book, qint64 caseId)
{
    auto q = exec(book.database(), u"SELECT %1 FROM seals WHERE case_id = ? ORDER BY id"_s.arg(QLatin1StringView(kColumns)), {caseId});
    if (!q) return q.failure();
    std::vector<Seal> out;
    while (q->next()) out.push_back(sealFrom(*q).first);
    return out;
}

Result<QStringList> checkSeals(const Casebook& book)
{
    auto q = exec(book.database(), u"SELECT %1 FROM seals ORDER BY id"_s.arg(QLatin1StringView(kColumns)));
    if (!q) return q.failure();
    QStringList problems;
    QString previous;
    while (q->next()) {
        const auto [s, inputs] = sealFrom(*q);
        if (s.previous != previous)
            problems << u"seal %1 (case %2): the chain is broken before it (a seal removed or reordered)"_s.arg(s.id).arg(s.caseId);
        if (hashOf(s, inputs) != s.hash) problems << u"seal %1 (case %2) was altered after it was made"_s.arg(s.id).arg(s.caseId);
        const auto now = book.get(s.caseId);
        if (!now) problems << u"seal %1: its case %2 is gone"_s.arg(s.id).arg(s.caseId);
        else if (caseInputs(now->record) != inputs)
            problems << u"case %1: its chart or question changed after seal %2"_s.arg(s.caseId).arg(s.id);
        previous = s.hash;
    }
    return problems;
}

namespace {

// One settled case as its latest seal judged it.
struct Judged {
    int confidence = 50;
    bool held = false;
};

void score(CalibrationGroup& g, const Judged& j)
{
    const double p = j.confidence / 100.0;
    ++g.judged;
    g.held += j.held;
    g.brier += (p - j.held) * (p - j.held);
    g.logLoss += -std::log(j.held ? p : 1 - p);
}

void average(CalibrationGroup& g)
{
    if (g.judged == 0) return;
    g.brier /= g.judged;
    g.logLoss /= g.judged;
}

// Days from the window [from, to] to `day`: 0 inside, negative before, positive after.
int daysFromWindow(const QDate& from, const QDate& to, const QDate& day)
{
    if (day < from) return -int(day.daysTo(from));
    if (day > to) return int(to.daysTo(day));
    return 0;
}

QString quarterOf(const QDateTime& at) { return u"%1-Q%2"_s.arg(at.date().year()).arg((at.date().month() + 2) / 3); }

std::vector<CalibrationGroup> groupsOf(std::map<QString, CalibrationGroup>& byKey)
{
    std::vector<CalibrationGroup> out;
    for (auto& [key, g] : byKey) {
        g.key = key;
        average(g);
        out.push_back(g);
    }
    return out;
}

} // namespace

Result<Calibration> calibration(const Casebook& book)
{
    // The latest seal of each settled case (應驗 1, 不驗 3).
    auto q = exec(book.database(),
                  u"SELECT s.confidence, c.outcome, c.category, s.sealed_at, s.window_from, s.window_to, c.settled, c.tendency,"
                  " s.verdict"
                  " FROM seals s JOIN cases c ON c.id = s.case_id"
                  " WHERE s.id = (SELECT MAX(id) FROM seals WHERE case_id = s.case_id) AND c.outcome IN (1, 3)"
                  " ORDER BY c.id"_s);
    if (!q) return q.failure();
    Calibration out;
    for (int from = 50; from < 100; from += 10) out.bins.push_back({from, from + 9, 0, 0, 0, 0});
    CalibrationGroup all;
    std::map<QString, CalibrationGroup> categories, quarters;
    double absDays = 0;
    while (q->next()) {
        const Judged j{q->value(0).toInt(), q->value(1).toInt() == int(Outcome::Fulfilled)};
        score(all, j);
        const QString category = q->value(2).toString();
        score(categories[category.isEmpty() ? u"general"_s : category], j);
        score(quarters[quarterOf(QDateTime::fromString(q->value(3).toString(), Qt::ISODateWithMs))], j);
        CalibrationBin& bin = out.bins[std::size_t(std::clamp((j.confidence - 50) / 10, 0, 4))];
        ++bin.judged;
        bin.held += j.held;
        const QDate from = QDate::fromString(q->value(4).toString(), Qt::ISODate);
        const QDate to = QDate::fromString(q->value(5).toString(), Qt::ISODate);
        const QDate settled = QDate::fromString(q->value(6).toString(), Qt::ISODate);
        if (j.held && from.isValid() && to.isValid() && settled.isValid()) {
            const int days = daysFromWindow(from, to, settled);
            out.timing.days.push_back(days);
            out.timing.inWindow += days == 0;
            absDays += std::abs(days);
        }
        // The reading's verdict, where it took a side (a NULL tendency reads as 0: test for NULL first). The
        // outcome says whether the seal held; the reading held when it took the seal's side and the seal held,
        // or the other side and the seal did not.
        const QVariant tendency = q->value(7);
        if (!tendency.isNull() && tendency.toInt() != int(Tendency::Mixed)) {
            const bool sealFavourable = parseVerdict(q->value(8).toString()) == SealVerdict::Favourable;
            const bool sameSide = (tendency.toInt() == int(Tendency::Favourable)) == sealFavourable;
            ++out.readingJudged;
            out.readingHeld += sameSide == j.held;
        }
    }
    average(all);
    out.judged = all.judged;
    out.held = all.held;
    out.brier = all.brier;
    out.logLoss = all.logLoss;
    out.categories = groupsOf(categories);
    out.quarters = groupsOf(quarters);
    out.timing.cases = int(out.timing.days.size());
    if (out.timing.cases > 0) out.timing.meanAbsDays = absDays / out.timing.cases;
    for (CalibrationBin& bin : out.bins) {
        const Interval i = wilson(bin.held, bin.judged);
        bin.low = i.low;
        bin.high = i.high;
    }
    const Interval reading = wilson(out.readingHeld, out.readingJudged);
    out.readingLow = reading.low;
    out.readingHigh = reading.high;
    return out;
}

} // namespace najia::base
