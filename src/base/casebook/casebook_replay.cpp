#include "base/casebook/casebook_replay.h"

#include "base/casebook/casebook_facts.h"
#include "base/casebook/casebook_stats.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

#include <map>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

struct Settled {
    ChartRecord record;
    Tendency happened;
};

// The settled cases whose stored verdict took a side, with what happened.
Result<std::vector<Settled>> settledCases(const Casebook& book)
{
    QSqlQuery q(book.database());
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT document, outcome, tendency FROM cases WHERE outcome IN (%1, %2) AND tendency IN (%3, %4)"_s
                    .arg(int(Outcome::Fulfilled)).arg(int(Outcome::Unfulfilled))
                    .arg(int(Tendency::Favourable)).arg(int(Tendency::Unfavourable))))
        return Error{"cannot read the cases: " + q.lastError().text().toStdString()};
    std::vector<Settled> out;
    while (q.next()) {
        const auto record = recordFromJson(QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object());
        if (!record) continue;
        const auto stored = static_cast<Tendency>(q.value(2).toInt());
        const bool held = q.value(1).toInt() == int(Outcome::Fulfilled);
        const Tendency other = stored == Tendency::Favourable ? Tendency::Unfavourable : Tendency::Favourable;
        out.push_back({*record, held ? stored : other});
    }
    return out;
}

} // namespace

Result<Replay> replayCases(const Casebook& book, std::span<const PresetId> presets, const std::function<bool(int, int)>& progress)
{
    const auto settled = settledCases(book);
    if (!settled) return Error{settled.error()};
    std::map<std::pair<int, QString>, ReplayScore> tally;
    const auto count = [&tally](PresetId p, const QString& category, Tendency got, Tendency happened) {
        ReplayScore& s = tally.try_emplace({int(p), category}, ReplayScore{p, category}).first->second;
        if (got == Tendency::Mixed) ++s.mixed;
        else if (got == happened) ++s.agree;
        else ++s.opposite;
    };
    int done = 0;
    for (const Settled& c : *settled) {
        for (const PresetId id : presets) {
            ChartRecord r = c.record;
            r.preset = id;
            r.settings = preset(id).chart;
            r.analysis = preset(id).analysis;
            const auto computed = compute(r);
            if (!computed) continue;
            const auto facts = factsOf(r, *computed);
            const Tendency got = facts.tendency ? static_cast<Tendency>(*facts.tendency) : Tendency::Mixed;
            count(id, QString(), got, c.happened);
            count(id, r.category.isEmpty() ? u"general"_s : r.category, got, c.happened);
        }
        if (progress && !progress(++done, int(settled->size()))) return Error{"stopped"};
    }
    Replay out{int(settled->size()), {}};
    for (auto& [key, s] : tally) {
        const Interval i = wilson(s.agree, s.agree + s.opposite + s.mixed);
        s.low = i.low;
        s.high = i.high;
        out.scores.push_back(s);
    }
    // All categories first, then by category; presets in the order asked.
    std::stable_sort(out.scores.begin(), out.scores.end(), [&presets](const ReplayScore& a, const ReplayScore& b) {
        const auto rank = [&presets](PresetId p) { return std::find(presets.begin(), presets.end(), p) - presets.begin(); };
        if (a.category.isEmpty() != b.category.isEmpty()) return a.category.isEmpty();
        if (a.category != b.category) return a.category < b.category;
        return rank(a.preset) < rank(b.preset);
    });
    return out;
}

} // namespace najia::base
