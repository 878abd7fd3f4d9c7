#include "base/casebook/casebook_replay.h"

#include "base/casebook/casebook_facts.h"
#include "base/casebook/casebook_stats.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

#include <atomic>
#include <chrono>
#include <map>
#include <thread>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

struct Settled {
    QByteArray document;  // parsed by the worker that replays it
    QString category;
    Tendency happened;
};

// One case under one preset: the verdict, and the rules that fired.
struct Replayed {
    bool computed = false;
    Tendency got = Tendency::Mixed;
    FactMask rules{};
};

// The settled cases whose stored verdict took a side, with what happened.
Result<std::vector<Settled>> settledCases(const Casebook& book)
{
    QSqlQuery q(book.database());
    q.setForwardOnly(true);
    if (!q.exec(u"SELECT document, outcome, tendency, category FROM cases WHERE outcome IN (%1, %2) AND tendency IN (%3, %4)"_s
                    .arg(int(Outcome::Fulfilled)).arg(int(Outcome::Unfulfilled))
                    .arg(int(Tendency::Favourable)).arg(int(Tendency::Unfavourable))))
        return Error{"cannot read the cases: " + q.lastError().text().toStdString()};
    std::vector<Settled> out;
    while (q.next()) {
        const auto stored = static_cast<Tendency>(q.value(2).toInt());
        const bool held = q.value(1).toInt() == int(Outcome::Fulfilled);
        const Tendency other = stored == Tendency::Favourable ? Tendency::Unfavourable : Tendency::Favourable;
        const QString category = q.value(3).toString();
        out.push_back({q.value(0).toString().toUtf8(), category.isEmpty() ? u"general"_s : category, held ? stored : other});
    }
    return out;
}

// Case `c` under each preset, written to out[c * presets + p]. A document that no longer reads, or a
// chart that does not compute, is left uncomputed: it counts for no preset.
void replayOne(const Settled& c, std::span<const PresetId> presets, std::span<const SettingChange> changes, Replayed* out)
{
    const auto record = recordFromJson(QJsonDocument::fromJson(c.document).object());
    if (!record) return;
    ChartRecord r = *record;
    for (std::size_t p = 0; p < presets.size(); ++p) {
        r.preset = presets[p];
        r.settings = preset(presets[p]).chart;
        r.analysis = preset(presets[p]).analysis;
        for (const auto& [key, value] : changes) applySetting(r.analysis, key, value);
        const auto computed = compute(r);
        if (!computed) continue;
        const CaseFacts facts = factsOf(r, *computed);
        out[p] = {true, facts.tendency ? static_cast<Tendency>(*facts.tendency) : Tendency::Mixed, facts.rules};
    }
}

// Every case replayed on `threads` workers; the calling thread tells `progress` every 50 ms. False when stopped.
bool replayAll(const std::vector<Settled>& cases, std::span<const PresetId> presets, std::span<const SettingChange> changes,
               std::vector<Replayed>& out, const std::function<bool(int, int)>& progress, unsigned threads)
{
    std::atomic<std::size_t> next{0};
    std::atomic<int> done{0};
    std::atomic<bool> stop{false};
    const auto work = [&] {
        for (std::size_t c; !stop && (c = next++) < cases.size(); ++done)
            replayOne(cases[c], presets, changes, &out[c * presets.size()]);
    };
    std::vector<std::jthread> workers;
    for (unsigned t = 0; t < threads; ++t) workers.emplace_back(work);
    const int total = int(cases.size());
    while (done < total) {
        if (progress && !progress(done, total)) {
            stop = true;
            return false;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(progress ? 50 : 5));
    }
    return !progress || progress(total, total);
}

bool hasRule(const FactMask& mask, int rule)
{
    return (mask[static_cast<std::size_t>(rule / kMaskBits)] >> (rule % kMaskBits)) & 1;
}

} // namespace

Result<Replay> replayCases(const Casebook& book, std::span<const PresetId> presets, const std::function<bool(int, int)>& progress,
                           unsigned threads, std::span<const SettingChange> changes)
{
    const auto settled = settledCases(book);
    if (!settled) return Error{settled.error()};
    std::vector<Replayed> replayed(settled->size() * presets.size());
    if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
    if (!replayAll(*settled, presets, changes, replayed, progress, threads)) return Error{"stopped"};

    std::map<std::pair<int, QString>, ReplayScore> tally;
    std::map<std::pair<int, int>, RuleFiring> firings;
    const auto count = [&tally](PresetId p, const QString& category, Tendency got, Tendency happened) {
        ReplayScore& s = tally.try_emplace({int(p), category}, ReplayScore{p, category}).first->second;
        if (got == Tendency::Mixed) ++s.mixed;
        else if (got == happened) ++s.agree;
        else ++s.opposite;
    };
    const auto rank = [&presets](PresetId p) { return int(std::find(presets.begin(), presets.end(), p) - presets.begin()); };
    for (std::size_t c = 0; c < settled->size(); ++c)
        for (std::size_t p = 0; p < presets.size(); ++p) {
            const Replayed& r = replayed[c * presets.size() + p];
            if (!r.computed) continue;
            const Settled& s = (*settled)[c];
            count(presets[p], QString(), r.got, s.happened);
            count(presets[p], s.category, r.got, s.happened);
            for (int rule = 0; rule < kRuleCount; ++rule) {
                if (!hasRule(r.rules, rule)) continue;
                RuleFiring& f = firings.try_emplace({int(p), rule}, RuleFiring{presets[p], rule}).first->second;
                ++(r.got == s.happened ? f.agree : f.other);
            }
        }
    Replay out{int(settled->size()), {}, {}};
    for (auto& [key, s] : tally) {
        const Interval i = wilson(s.agree, s.agree + s.opposite + s.mixed);
        s.low = i.low;
        s.high = i.high;
        out.scores.push_back(s);
    }
    // All categories first, then by category; presets in the order asked.
    std::stable_sort(out.scores.begin(), out.scores.end(), [&rank](const ReplayScore& a, const ReplayScore& b) {
        if (a.category.isEmpty() != b.category.isEmpty()) return a.category.isEmpty();
        if (a.category != b.category) return a.category < b.category;
        return rank(a.preset) < rank(b.preset);
    });
    for (const auto& [key, f] : firings) out.rules.push_back(f);  // keyed by the preset's place, then the rule
    return out;
}

} // namespace najia::base
