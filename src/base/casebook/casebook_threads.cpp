#include "base/casebook/casebook_threads.h"

#include "base/json/reading_json.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <set>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

Result<QSqlQuery> exec(const QSqlDatabase& db, const QString& sql, const QVariantList& binds = {})
{
    const QString what = sql.startsWith(u"SELECT"_s) || sql.startsWith(u"WITH"_s) ? u"cannot read the case threads"_s
                                                                                  : u"cannot write the case link"_s;
    return casebookExec(db, sql, what, binds);
}

std::string caseText(qint64 id) { return "case " + std::to_string(id); }

Result<bool> mustExist(const QSqlDatabase& db, qint64 id)
{
    auto q = exec(db, u"SELECT 1 FROM cases WHERE id = ?"_s, {id});
    if (!q) return q.failure();
    if (!q->next()) return Error{"no " + caseText(id)};
    return true;
}

Result<std::optional<qint64>> followsIn(const QSqlDatabase& db, qint64 id)
{
    auto q = exec(db, u"SELECT follows FROM case_follows WHERE case_id = ?"_s, {id});
    if (!q) return q.failure();
    if (!q->next()) return std::optional<qint64>();
    return std::optional<qint64>(q->value(0).toLongLong());
}

// The cases from `id` up to the first cast of its thread, `id` first. A loop (only another program's
// write could make one) ends the walk where it closes.
Result<std::vector<qint64>> ancestry(const QSqlDatabase& db, qint64 id)
{
    std::vector<qint64> up{id};
    std::set<qint64> seen{id};
    for (;;) {
        const auto next = followsIn(db, up.back());
        if (!next) return next.failure();
        if (!*next || !seen.insert(**next).second) return up;
        up.push_back(**next);
    }
}

QDate dateOf(calendar::sys_days d) { return QDate::fromJulianDay(d.time_since_epoch().count() + 2440588); }  // JD of 1970-01-01

// The stored values are checked, not trusted: a file may have been edited by other programs.
template <class E> std::optional<E> enumIn(const QVariant& v, int count)
{
    if (v.isNull()) return std::nullopt;
    const int i = v.toInt();
    return i >= 0 && i < count ? std::optional(static_cast<E>(i)) : std::nullopt;
}

// Every 應期 candidate of a case dated from its cast, and the day it was settled.
void markCase(const ThreadCase& c, const QString& document, std::vector<ThreadMark>& out)
{
    if (c.outcome != Outcome::Pending && c.settled.isValid())
        out.push_back({c.settled, c.id, ThreadMark::Kind::Outcome, {}, c.outcome});
    const auto record = recordFromJson(QJsonDocument::fromJson(document.toUtf8()).object());
    const auto computed = record ? compute(*record) : Result<ComputedChart>(record.failure());
    if (!computed || !computed->castMoment) return;
    for (const TimingCandidate& t : computed->reading.timing)
        for (const calendar::sys_days d : timingDates(t.branch, t.unit, *computed->castMoment, kTimingDates))
            out.push_back({dateOf(d), c.id, ThreadMark::Kind::Timing, t, Outcome::Pending});
}

} // namespace

Result<bool> linkCase(Casebook& book, qint64 id, qint64 follows)
{
    if (book.readOnly()) return Error{"the casebook is open read-only", ErrorKind::Working};
    if (id == follows) return Error{"a case cannot follow itself"};
    QSqlDatabase db = book.database();
    CasebookTransaction w(db);
    if (!w.began()) return w.error();
    for (const qint64 one : {id, follows})
        if (auto r = mustExist(db, one); !r) return r;
    const auto already = followsIn(db, id);
    if (!already) return already.failure();
    if (*already)
        return Error{caseText(id) + " already follows " + caseText(**already) + " (unlink it first)"};
    const auto up = ancestry(db, follows);
    if (!up) return up.failure();
    if (std::find(up->begin(), up->end(), id) != up->end())
        return Error{caseText(follows) + " follows " + caseText(id) + " in its thread: the link would loop"};
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    if (auto r = exec(db, u"INSERT INTO case_follows (case_id, follows, linked) VALUES (?, ?, ?)"_s, {id, follows, now}); !r)
        return r.failure();
    return w.commit();
}

Result<bool> unlinkCase(Casebook& book, qint64 id)
{
    if (book.readOnly()) return Error{"the casebook is open read-only", ErrorKind::Working};
    QSqlDatabase db = book.database();
    CasebookTransaction w(db);
    if (!w.began()) return w.error();
    if (auto r = mustExist(db, id); !r) return r;
    auto q = exec(db, u"DELETE FROM case_follows WHERE case_id = ?"_s, {id});
    if (!q) return q.failure();
    if (q->numRowsAffected() != 1) return Error{caseText(id) + " follows no case"};
    return w.commit();
}

Result<std::optional<qint64>> followedCase(const Casebook& book, qint64 id) { return followsIn(book.database(), id); }

Result<CaseThread> caseThread(const Casebook& book, qint64 id)
{
    const QSqlDatabase db = book.database();
    if (auto r = mustExist(db, id); !r) return r.failure();
    const auto up = ancestry(db, id);
    if (!up) return up.failure();
    // Every case linked below the first cast; UNION, not UNION ALL, ends a loop another program made.
    auto q = exec(db, u"WITH RECURSIVE thread(id) AS (SELECT ? UNION SELECT f.case_id FROM case_follows f JOIN thread t"
                      " ON f.follows = t.id)"
                      " SELECT c.id, f.follows, c.cast_at, c.cast_date, c.primary_hex, c.changed_hex, c.question, c.category,"
                      " c.useful, c.tendency, c.outcome, c.settled, c.happened, c.document"
                      " FROM thread JOIN cases c ON c.id = thread.id LEFT JOIN case_follows f ON f.case_id = c.id"
                      " ORDER BY c.cast_date, c.cast_at, c.id"_s,
                  {up->back()});
    if (!q) return q.failure();
    CaseThread out;
    while (q->next()) {
        ThreadCase c;
        c.id = q->value(0).toLongLong();
        if (!q->value(1).isNull()) c.follows = q->value(1).toLongLong();
        c.castAt = q->value(2).toString();
        c.castDate = QDate::fromString(q->value(3).toString(), Qt::ISODate);
        c.primary = q->value(4).toInt();
        if (!q->value(5).isNull()) c.changed = q->value(5).toInt();
        c.question = q->value(6).toString();
        c.category = q->value(7).toString();
        c.useful = enumIn<Relation>(q->value(8), 5);
        c.verdict = enumIn<Tendency>(q->value(9), 3);
        c.outcome = enumIn<Outcome>(q->value(10), kOutcomeCount).value_or(Outcome::Pending);
        c.settled = QDate::fromString(q->value(11).toString(), Qt::ISODate);
        c.happened = q->value(12).toString();
        markCase(c, q->value(13).toString(), out.timeline);
        out.cases.push_back(std::move(c));
    }
    q.value() = QSqlQuery();
    for (ThreadCase& c : out.cases) {
        const auto seals = sealsOf(book, c.id);
        if (!seals) return seals.failure();
        if (!seals->empty()) c.seal = seals->back();
    }
    std::stable_sort(out.timeline.begin(), out.timeline.end(), [](const ThreadMark& a, const ThreadMark& b) {
        if (a.date != b.date) return a.date < b.date;
        if (a.kind != b.kind) return a.kind < b.kind;
        return a.caseId < b.caseId;
    });
    return out;
}

} // namespace najia::base
