#include "base/casebook/casebook_similar.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

Result<std::vector<SimilarCase>> similarCases(const Casebook& book, qint64 caseId, int limit)
{
    QSqlQuery q(book.database());
    q.setForwardOnly(true);
    // `IS` compares NULLs as equal: two still casts (no 變卦) share their missing 變卦.
    const QString sql = u"SELECT o.id, o.question, o.outcome,"
                        " 3 * (o.primary_hex = c.primary_hex AND o.changed_hex IS c.changed_hex)"
                        " + 2 * (o.primary_hex = c.primary_hex AND o.changed_hex IS NOT c.changed_hex)"
                        " + 2 * (o.useful IS NOT NULL AND o.useful = c.useful)"
                        " + (o.tendency IS NOT NULL AND o.tendency = c.tendency)"
                        " + (o.strength IS NOT NULL AND o.strength = c.strength)"
                        " + (o.moving = c.moving) + (o.category = c.category) AS score"
                        " FROM cases o, cases c WHERE c.id = ? AND o.id != c.id AND o.outcome IN (%1, %2)"
                        " ORDER BY score DESC, o.cast_date DESC, o.id DESC LIMIT ?"_s
                            .arg(int(Outcome::Fulfilled))
                            .arg(int(Outcome::Unfulfilled));
    if (!q.prepare(sql)) return Error{"cannot read the cases: " + q.lastError().text().toStdString()};
    q.addBindValue(caseId);
    q.addBindValue(limit);
    if (!q.exec()) return Error{"cannot read the cases: " + q.lastError().text().toStdString()};
    std::vector<SimilarCase> out;
    while (q.next())
        if (q.value(3).toInt() > 0)
            out.push_back({q.value(0).toLongLong(), q.value(3).toInt(), q.value(1).toString(), static_cast<Outcome>(q.value(2).toInt())});
    return out;
}

} // namespace najia::base
