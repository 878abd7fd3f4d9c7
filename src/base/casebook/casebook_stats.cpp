#include "base/casebook/casebook_stats.h"

#include "base/casebook/casebook_filter.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>
#include <map>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

Interval wilson(int successes, int trials, double z)
{
    if (trials <= 0) return {0, 1};
    const double n = trials;
    const double p = successes / n;
    const double z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double GroupTotals::baseRate() const
{
    const int fulfilled = byOutcome[static_cast<std::size_t>(Outcome::Fulfilled)];
    const int decided = fulfilled + byOutcome[static_cast<std::size_t>(Outcome::Unfulfilled)];
    return decided > 0 ? double(fulfilled) / decided : 0;
}

namespace {

struct Counts {
    static constexpr std::size_t kBits = kMaskBits * kMaskWords;
    std::array<int, kBits> decided{};
    std::array<int, kBits> fulfilled{};
    std::array<int, kBits> unclear{};
    void add(const FactMask& words, Outcome o)
    {
        for (std::size_t w = 0; w < words.size(); ++w)
            for (std::uint64_t mask = words[w], bit = w * kMaskBits; mask; mask >>= 1, ++bit) {
                if (!(mask & 1)) continue;
                if (najia::decided(o)) ++decided[bit];
                if (o == Outcome::Fulfilled) ++fulfilled[bit];
                if (o == Outcome::Unclear) ++unclear[bit];
            }
    }
};

struct Group {
    GroupTotals totals;
    Counts kinds;
    Counts rules;
};

void appendRates(std::vector<HitRate>& out, const Counts& c, int count, const QString& group, double base, auto keyOf)
{
    for (int i = 0; i < count; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (c.decided[k] == 0) continue;
        out.push_back({keyOf(i), group, c.decided[k], c.fulfilled[k], c.unclear[k], wilson(c.fulfilled[k], c.decided[k]), base});
    }
}

} // namespace

Result<CaseStats> statistics(const Casebook& book, const QString& filter, StatsGroup by)
{
    const auto f = parseFilter(filter);
    if (!f) return f.failure();
    const QString group = by == StatsGroup::Category ? u"c.category"_s : by == StatsGroup::Preset ? u"c.preset"_s : u"''"_s;
    QSqlQuery q(book.database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT "_s + group + u", c.outcome, c.kinds_any_0, c.kinds_any_1, c.rules_0, c.rules_1 FROM cases c WHERE "_s + f->where);
    for (const QVariant& b : f->binds) q.addBindValue(b);
    if (!q.exec()) return casebookSqlError(u"statistics"_s, q.lastError());
    std::map<QString, Group> groups;
    while (q.next()) {
        Group& g = groups[q.value(0).toString()];
        const auto o = static_cast<Outcome>(std::clamp(q.value(1).toInt(), 0, kOutcomeCount - 1));
        ++g.totals.cases;
        ++g.totals.byOutcome[static_cast<std::size_t>(o)];
        const auto word = [&](int i) { return static_cast<std::uint64_t>(q.value(i).toLongLong()); };
        g.kinds.add({word(2), word(3)}, o);
        g.rules.add({word(4), word(5)}, o);
    }
    CaseStats out;
    if (groups.empty()) groups[QString()];
    for (auto& [name, g] : groups) {
        g.totals.group = name;
        out.groups.push_back(g.totals);
        const double base = g.totals.baseRate();
        appendRates(out.kinds, g.kinds, kFindingKindCount, name, base,
             [](int i) { return QString::fromUtf8(kindId(static_cast<FindingKind>(i))); });
        appendRates(out.rules, g.rules, kRuleCount, name, base, [](int i) { return QString::fromUtf8(kRules[static_cast<std::size_t>(i)].code); });
    }
    return out;
}

Result<std::vector<MonthCount>> casesPerMonth(const Casebook& book, const QString& filter)
{
    const auto f = parseFilter(filter);
    if (!f) return f.failure();
    QSqlQuery q(book.database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT substr(c.cast_date, 1, 7) AS m, c.outcome, count(*) FROM cases c WHERE "_s + f->where
              + u" GROUP BY m, c.outcome ORDER BY m"_s);
    for (const QVariant& b : f->binds) q.addBindValue(b);
    if (!q.exec()) return casebookSqlError(u"cases per month"_s, q.lastError());
    std::map<QDate, MonthCount> months;
    while (q.next()) {
        // A date column edited by other hands into nonsense is left out rather than trusted.
        const QDate first = QDate::fromString(q.value(0).toString() + u"-01"_s, Qt::ISODate);
        if (!first.isValid()) continue;
        MonthCount& m = months[first];
        m.month = q.value(0).toString();
        const auto o = static_cast<std::size_t>(std::clamp(q.value(1).toInt(), 0, kOutcomeCount - 1));
        m.byOutcome[o] += q.value(2).toInt();
    }
    std::vector<MonthCount> out;
    if (months.empty()) return out;
    for (QDate d = months.begin()->first; d <= months.rbegin()->first; d = d.addMonths(1)) {
        const auto it = months.find(d);
        out.push_back(it != months.end() ? it->second : MonthCount{d.toString(u"yyyy-MM"_s), {}});
    }
    return out;
}

} // namespace najia::base
