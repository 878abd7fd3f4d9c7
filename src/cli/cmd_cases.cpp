// najia-cli cases: the casebook from the shell — import .najia files, list, search, show, settle,
// statistics, export. Filters use the casebook's filter language (src/base/casebook/casebook_filter.h).
#include "base/casebook/casebook.h"
#include "base/casebook/casebook_export.h"
#include "base/casebook/casebook_json.h"
#include "base/casebook/casebook_stale.h"
#include "base/casebook/casebook_stats.h"
#include "base/json/chart_json.h"
#include "base/options/chart_options.h"
#include "base/options/civil_time.h"
#include "cli/commands.h"
#include "base/options/option_choices.h"
#include "base/casebook/casebook_replay.h"
#include "base/casebook/casebook_seals.h"
#include "base/casebook/casebook_similar.h"
#include "base/casebook/casebook_thread_json.h"
#include "base/casebook/casebook_threads.h"
#include "base/wording/message_text.h"
#include "base/document/najia_files.h"
#include "engine/analysis/findings.h"

#include <QCommandLineParser>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

int fail(const QString& message) { return badInput("cases", message); }
int fail(const std::string& message) { return badInput("cases", message); }
int fail(const char* message) { return badInput("cases", QString::fromUtf8(message)); }
// A failure while working (I/O, the database): exit 1.
int ioFailure(const std::string& message) { return failure("cases", QString::fromStdString(message)); }
// A casebook's error by its kind: 1 for a failure while working (a full disk, another writer that
// did not finish in time, a read-only file), 2 for the input (not a casebook, a bad filter, no case).
int failed(const Error& e) { return e.kind == ErrorKind::Working ? ioFailure(e.message) : fail(e.message); }

void printJson(const QJsonValue& v)
{
    QTextStream out(stdout);
    out << (v.isArray() ? QJsonDocument(v.toArray()) : QJsonDocument(v.toObject())).toJson(QJsonDocument::Indented);
}

struct Context {
    const QCommandLineParser& p;
    Script script;
    bool json;
};

// Opens the casebook; a missing or refused file is bad input (2), a failure while opening is 1. A
// writer given a casebook that opened read-only fails with the reason (one line); a reader goes on,
// saying why on a warning line.
Result<std::unique_ptr<Casebook>> openBook(const QCommandLineParser& p, bool write, Casebook::Check check = Casebook::Check::Quick,
                                           bool mustWrite = true)
{
    const QString path = p.isSet(u"db"_s) ? p.value(u"db"_s) : Casebook::defaultPath();
    auto book = Casebook::open(path, write ? Casebook::Mode::ReadWrite : Casebook::Mode::ReadOnly, check);
    if (!book || (*book)->warning().isEmpty()) return book;
    if (write && mustWrite && (*book)->readOnly())
        return Error{path.toStdString() + ": " + (*book)->warning().toStdString() + ", so nothing was changed", (*book)->warningKind()};
    QTextStream(stderr) << messageLine(u"najia-cli cases: warning: "_s + path + u": "_s + (*book)->warning()) << '\n';
    return book;
}

// Commits every --batch files; prints 「imported ID PATH」 for each once its transaction returned, or
// 「updated ID PATH」 for a file whose cast and question a case already holds (Casebook::sameCase).
int runImport(const Context& c, const QStringList& paths)
{
    if (paths.isEmpty()) return fail("import: name .najia files or folders");
    bool ok = true;
    const int batchSize = c.p.value(u"batch"_s).toInt(&ok);
    if (!ok || batchSize < 1) return fail("--batch: a positive number");
    QStringList missing;
    const QStringList files = base::najiaFilesUnder(paths, missing);
    auto book = openBook(c.p, true);
    if (!book) return failed(book.failure());
    QTextStream err(stderr);
    for (const QString& m : missing) err << base::messageLine(m + u": no such file or folder"_s) << '\n';
    int bad = static_cast<int>(missing.size());
    int imported = 0, updated = 0;
    std::vector<Case> batch;
    QStringList batchPaths;
    const auto flush = [&]() -> Result<bool> {
        if (batch.empty()) return true;
        auto filed = (*book)->file(batch);
        if (!filed) return Error{filed.error()};
        QTextStream out(stdout);
        for (std::size_t i = 0; i < filed->size(); ++i) {
            const Casebook::Filed& f = (*filed)[i];
            out << (f.updated ? "updated " : "imported ") << f.id << ' ' << batchPaths[static_cast<qsizetype>(i)] << '\n';
            ++(f.updated ? updated : imported);
        }
        out.flush();
        batch.clear();
        batchPaths.clear();
        return true;
    };
    for (const QString& file : files) {
        auto one = caseFromFile(file, c.p.values(u"tag"_s));
        if (!one) {
            err << base::messageLine(QString::fromStdString(one.error())) << '\n';
            ++bad;
            continue;
        }
        batch.push_back(std::move(one.value()));
        batchPaths << file;
        if (static_cast<int>(batch.size()) >= batchSize)
            if (auto r = flush(); !r) return failed(r.failure());
    }
    if (auto r = flush(); !r) return failed(r.failure());
    err << "imported " << imported << " case(s)";
    if (updated) err << ", updated " << updated;
    if (bad) err << "; " << bad << " file(s) not imported (listed above)";
    err << '\n';
    return bad ? 2 : 0;
}

Result<CaseOrder> orderOption(const QString& v)
{
    static const std::pair<const char16_t*, CaseOrder> orders[] = {
        {u"id", CaseOrder::Id}, {u"date", CaseOrder::CastAt}, {u"created", CaseOrder::Created},
        {u"modified", CaseOrder::Modified}, {u"question", CaseOrder::Question}, {u"outcome", CaseOrder::Outcome}};
    for (const auto& [word, order] : orders)
        if (v == QString::fromUtf16(word)) return order;
    return Error{"--sort: id, date, created, modified, question or outcome"};
}

int runList(const Context& c, const QString& filter)
{
    const auto order = orderOption(c.p.value(u"sort"_s));
    if (!order) return fail(order.error());
    bool ok = true;
    const int limit = c.p.isSet(u"limit"_s) ? c.p.value(u"limit"_s).toInt(&ok) : -1;
    if (!ok) return fail("--limit: a number");
    auto book = openBook(c.p, false);
    if (!book) return failed(book.failure());
    const auto rows = (*book)->rows(filter, *order, c.p.isSet(u"desc"_s), limit);
    if (!rows) return failed(rows.failure());
    if (const auto unchecked = (*book)->uncheckedCount(); unchecked && *unchecked > 0)
        QTextStream(stderr) << "najia-cli cases: " << *unchecked
                            << " case(s) not yet compared with this version's readings (najia-cli cases recheck)\n";
    if (c.json) {
        QJsonArray all;
        for (const CaseRow& r : *rows) all.append(rowJson(r, c.script));
        printJson(all);
    } else {
        QTextStream out(stdout);
        for (const CaseRow& r : *rows) out << rowText(r, c.script) << '\n';
    }
    return 0;
}

int runSearch(const Context& c, const QStringList& words)
{
    QString filter = words.join(u' ');
    if (c.p.isSet(u"named"_s)) {
        auto book = openBook(c.p, false);
        if (!book) return failed(book.failure());
        const auto all = (*book)->searches();
        if (!all) return failed(all.failure());
        const auto it = std::find_if(all->begin(), all->end(), [&](const auto& s) { return s.first == c.p.value(u"named"_s); });
        if (it == all->end()) return fail(u"no named search \""_s + c.p.value(u"named"_s) + u'"');
        filter = it->second + (filter.isEmpty() ? QString() : u" "_s + filter);
    }
    if (c.p.isSet(u"save"_s)) {
        auto book = openBook(c.p, true);
        if (!book) return failed(book.failure());
        if (auto r = (*book)->saveSearch(c.p.value(u"save"_s), filter); !r) return failed(r.failure());
    }
    return runList(c, filter);
}

int runSearches(const Context& c)
{
    auto book = openBook(c.p, false);
    if (!book) return failed(book.failure());
    const auto all = (*book)->searches();
    if (!all) return failed(all.failure());
    QJsonArray json;
    QTextStream out(stdout);
    for (const auto& [name, filter] : *all) {
        if (c.json) json.append(QJsonObject{{u"name"_s, name}, {u"filter"_s, filter}});
        else out << name << '\t' << filter << '\n';
    }
    if (c.json) printJson(json);
    return 0;
}

Result<qint64> idArgument(const QStringList& rest)
{
    bool ok = false;
    const qint64 id = rest.size() == 1 ? rest[0].toLongLong(&ok) : 0;
    if (!ok || id < 1) return Error{"name one case by its id"};
    return id;
}

// The seals of a case, one a line: 「seal 3  2026-12-03T08:00:00Z  favourable 80%  2027-01-01..2027-03-01  (amends 2)」.
void printSeals(QTextStream& out, const std::vector<Seal>& seals)
{
    for (const Seal& s : seals) {
        out << "seal " << s.id << "  " << s.sealedAt.toString(Qt::ISODate) << "  " << verdictCode(s.request.verdict) << ' '
            << s.request.confidence << '%';
        if (s.request.windowFrom.isValid())
            out << "  " << s.request.windowFrom.toString(Qt::ISODate) << ".." << s.request.windowTo.toString(Qt::ISODate);
        if (s.request.amends) out << "  (amends " << *s.request.amends << ')';
        if (!s.request.note.isEmpty()) out << "  " << s.request.note;
        out << '\n';
    }
}

// 「thread: cases 1 2 5, first cast first; this one follows 2」 when the case is in a thread of more than itself.
void printThread(QTextStream& out, const CaseThread& thread, qint64 id)
{
    if (thread.cases.size() < 2) return;
    out << "thread: cases";
    std::optional<qint64> follows;
    for (const ThreadCase& t : thread.cases) {
        out << ' ' << t.id;
        if (t.id == id) follows = t.follows;
    }
    out << ", first cast first; this one " << (follows ? u"follows "_s + QString::number(*follows) : u"is the first"_s) << '\n';
}

int runShow(const Context& c, const QStringList& rest)
{
    const auto id = idArgument(rest);
    if (!id) return fail(id.error());
    auto book = openBook(c.p, false);
    if (!book) return failed(book.failure());
    auto one = (*book)->get(*id);
    if (!one) return failed(one.failure());
    // The chart is recomputed: what differs is said as of now, whatever was last stored.
    const auto stale = (*book)->staleness(*id);
    if (!stale) return failed(stale.failure());
    one->stale = *stale;
    const auto thread = caseThread(**book, *id);
    if (!thread) return failed(thread.failure());
    if (c.json) {
        QJsonObject o = caseJson(*one);
        QJsonArray ids;
        for (const ThreadCase& t : thread->cases) ids.append(t.id);
        const auto follows = std::find_if(thread->cases.begin(), thread->cases.end(), [&](const ThreadCase& t) { return t.id == *id; });
        o[u"follows"_s] = follows != thread->cases.end() && follows->follows ? QJsonValue(*follows->follows) : QJsonValue();
        o[u"thread"_s] = ids;
        const auto seals = sealsOf(**book, *id);
        if (!seals) return failed(seals.failure());
        QJsonArray sealed;
        for (const Seal& s : *seals) sealed.append(sealJson(s));
        o[u"seals"_s] = sealed;
        printJson(o);
        return 0;
    }
    QTextStream out(stdout);
    out << "case " << one->id << ": " << one->record.question << '\n'
        << "outcome: " << QString::fromUtf8(name(one->outcome, c.script))
        << (one->settled.isValid() ? u" ("_s + one->settled.toString(Qt::ISODate) + u')' : QString()) << '\n';
    if (!one->happened.isEmpty()) out << "happened: " << one->happened << '\n';
    if (!one->matchedTiming.isEmpty()) out << "matched timing: " << one->matchedTiming << '\n';
    if (!one->tags.isEmpty()) out << "tags: " << one->tags.join(u' ') << '\n';
    printThread(out, *thread, *id);
    if (!one->record.notes.isEmpty()) out << "notes: " << one->record.notes << '\n';
    if (!one->stale.isEmpty()) out << "stale: the stored reading differs from today's: " << staleText(one->stale, c.script) << '\n';
    const auto seals = sealsOf(**book, *id);
    if (!seals) return failed(seals.failure());
    printSeals(out, *seals);
    const auto computed = compute(one->record);
    if (computed) out << '\n' << chartToText(computed->chart, c.script, &computed->analysis) << '\n';
    return 0;
}

int runSettle(const Context& c, const QStringList& rest)
{
    const auto id = idArgument(rest);
    if (!id) return fail(id.error());
    auto book = openBook(c.p, true);
    if (!book) return failed(book.failure());
    auto one = (*book)->get(*id);
    if (!one) return failed(one.failure());
    Case edited = *one;
    if (c.p.isSet(u"outcome"_s)) {
        const auto o = parseOutcome(c.p.value(u"outcome"_s).toStdString());
        if (!o) return fail("--outcome: pending, fulfilled, unclear or unfulfilled (or 未驗 應驗 模糊 不驗)");
        edited.outcome = *o;
        edited.settled = *o == Outcome::Pending ? QDate() : QDate::currentDate();
    }
    if (c.p.isSet(u"date"_s)) {
        edited.settled = QDate::fromString(c.p.value(u"date"_s), Qt::ISODate);
        if (!edited.settled.isValid()) return fail("--date: YYYY-MM-DD");
    }
    if (c.p.isSet(u"happened"_s)) edited.happened = c.p.value(u"happened"_s);
    if (c.p.isSet(u"timing"_s)) edited.matchedTiming = c.p.value(u"timing"_s);
    for (const QString& t : c.p.values(u"tag"_s))
        if (!edited.tags.contains(t)) edited.tags << t;
    if (auto r = (*book)->update(edited); !r) return failed(r.failure());
    QTextStream(stdout) << "settled " << *id << '\n';
    return 0;
}

// link ID --follows OTHER: a follow-up cast (追問) tied to the case it follows (casebook_threads.h).
int runLink(const Context& c, const QStringList& rest)
{
    const auto id = idArgument(rest);
    if (!id) return fail(id.error());
    bool ok = false;
    const qint64 follows = c.p.value(u"follows"_s).toLongLong(&ok);
    if (!ok || follows < 1) return fail("--follows: the id of the case it follows");
    auto book = openBook(c.p, true);
    if (!book) return failed(book.failure());
    if (auto r = linkCase(**book, *id, follows); !r) return failed(r.failure());
    QTextStream(stdout) << "linked " << *id << " as a follow-up of " << follows << '\n';
    return 0;
}

int runUnlink(const Context& c, const QStringList& rest)
{
    const auto id = idArgument(rest);
    if (!id) return fail(id.error());
    auto book = openBook(c.p, true);
    if (!book) return failed(book.failure());
    if (auto r = unlinkCase(**book, *id); !r) return failed(r.failure());
    QTextStream(stdout) << "unlinked " << *id << '\n';
    return 0;
}

// thread ID: every cast on the case's matter side by side, and their 應期 on one timeline.
int runThread(const Context& c, const QStringList& rest)
{
    const auto id = idArgument(rest);
    if (!id) return fail(id.error());
    auto book = openBook(c.p, false);
    if (!book) return failed(book.failure());
    const auto thread = caseThread(**book, *id);
    if (!thread) return failed(thread.failure());
    if (c.json) printJson(threadJson(*thread, *id, c.script));
    else QTextStream(stdout) << threadText(*thread, c.script);
    return 0;
}

// similar ID: the settled cases most like it (casebook_similar.h).
int runSimilar(const Context& c, const QStringList& rest)
{
    const auto id = idArgument(rest);
    if (!id) return fail(id.error());
    auto book = openBook(c.p, false);
    if (!book) return failed(book.failure());
    if (auto one = (*book)->get(*id); !one) return failed(one.failure());
    const auto similar = similarCases(**book, *id);
    if (!similar) return failed(similar.failure());
    if (c.json) {
        QJsonArray all;
        for (const SimilarCase& s : *similar)
            all.append(QJsonObject{{u"id"_s, s.id}, {u"score"_s, s.score}, {u"question"_s, s.question},
                                   {u"outcome"_s, QString::fromUtf8(outcomeId(s.outcome))}});
        printJson(all);
        return 0;
    }
    QTextStream out(stdout);
    for (const SimilarCase& s : *similar)
        out << s.id << '\t' << s.score << '\t' << QString::fromUtf8(name(s.outcome, c.script)) << '\t' << s.question << '\n';
    return 0;
}

// replay: every settled case under each preset, scored against what happened (casebook_replay.h).
int runReplay(const Context& c)
{
    std::vector<PresetId> chosen;
    for (const QString& v : c.p.values(u"preset"_s)) {
        const auto id = parsePreset(v.toStdString());
        if (!id) return fail("--preset: general, zengshan, yiyin or yimao");
        chosen.push_back(*id);
    }
    if (chosen.empty())
        for (const Preset& p : presets()) chosen.push_back(p.id);
    std::vector<SettingChange> changes;
    QJsonArray changed;
    for (const QString& kv : c.p.values(u"set"_s)) {
        const qsizetype eq = kv.indexOf(u'=');
        AnalysisSettings probe;
        if (eq <= 0 || !applySetting(probe, kv.left(eq).toStdString(), kv.mid(eq + 1).toStdString()))
            return fail("--set: unknown setting or value '" + kv.toStdString() + "' (see najia-cli chart --help)");
        changes.emplace_back(kv.left(eq).toStdString(), kv.mid(eq + 1).toStdString());
        changed.append(kv);
    }
    auto book = openBook(c.p, false);
    if (!book) return failed(book.failure());
    const auto replay = replayCases(**book, chosen, {}, 0, changes);
    if (!replay) return failed(replay.failure());
    const auto code = [](PresetId id) { return QString::fromUtf8(preset(id).code); };
    const auto rate = [](const ReplayScore& s) {
        const int n = s.agree + s.opposite + s.mixed;
        return n == 0 ? 0.0 : double(s.agree) / n;
    };
    if (c.json) {
        QJsonObject byPreset;
        for (const ReplayScore& s : replay->scores) {
            const QJsonObject score{{u"agree"_s, s.agree}, {u"opposite"_s, s.opposite}, {u"mixed"_s, s.mixed},
                                    {u"rate"_s, rate(s)}, {u"low"_s, s.low}, {u"high"_s, s.high}};
            QJsonObject entry = byPreset.value(code(s.preset)).toObject();
            if (s.category.isEmpty()) {
                for (auto it = score.begin(); it != score.end(); ++it) entry[it.key()] = it.value();
            } else {
                QJsonObject categories = entry.value(u"categories"_s).toObject();
                categories[s.category] = score;
                entry[u"categories"_s] = categories;
            }
            byPreset[code(s.preset)] = entry;
        }
        for (const RuleFiring& f : replay->rules) {
            QJsonObject entry = byPreset.value(code(f.preset)).toObject();
            QJsonObject rules = entry.value(u"rules"_s).toObject();
            rules[QString::fromUtf8(kRules[std::size_t(f.rule)].code)] = QJsonObject{{u"agree"_s, f.agree}, {u"other"_s, f.other}};
            entry[u"rules"_s] = rules;
            byPreset[code(f.preset)] = entry;
        }
        printJson(QJsonObject{{u"cases"_s, replay->cases}, {u"settings"_s, changed}, {u"presets"_s, byPreset}});
        return 0;
    }
    QTextStream out(stdout);
    out << "settled cases with a verdict: " << replay->cases << '\n';
    for (const ReplayScore& s : replay->scores)
        out << (s.category.isEmpty() ? QString() : u"  "_s + s.category + u' ') << code(s.preset) << ": agree " << s.agree
            << ", opposite " << s.opposite << ", mixed " << s.mixed << "  " << QString::number(100 * rate(s), 'f', 0)
            << "% (95% " << QString::number(100 * s.low, 'f', 0) << "–" << QString::number(100 * s.high, 'f', 0) << "%)\n";
    return 0;
}

// A part's scores as the calibration JSON writes them, keyed by the part's name.
QJsonObject groupsJson(const std::vector<CalibrationGroup>& groups)
{
    QJsonObject out;
    for (const CalibrationGroup& g : groups)
        out[g.key] = QJsonObject{{u"judged"_s, g.judged}, {u"held"_s, g.held}, {u"brier"_s, g.brier}, {u"log_loss"_s, g.logLoss}};
    return out;
}

QJsonObject calibrationJson(const Calibration& cal)
{
    QJsonArray bins, days;
    for (const CalibrationBin& b : cal.bins)
        bins.append(QJsonObject{{u"from"_s, b.from}, {u"to"_s, b.to}, {u"judged"_s, b.judged}, {u"held"_s, b.held},
                                {u"low"_s, b.low}, {u"high"_s, b.high}});
    for (const int d : cal.timing.days) days.append(d);
    return {{u"judged"_s, cal.judged}, {u"held"_s, cal.held}, {u"brier"_s, cal.brier}, {u"log_loss"_s, cal.logLoss},
            {u"bins"_s, bins}, {u"categories"_s, groupsJson(cal.categories)}, {u"quarters"_s, groupsJson(cal.quarters)},
            {u"timing"_s, QJsonObject{{u"cases"_s, cal.timing.cases}, {u"in_window"_s, cal.timing.inWindow},
                                      {u"mean_abs_days"_s, cal.timing.meanAbsDays}, {u"days"_s, days}}},
            {u"reading"_s, QJsonObject{{u"judged"_s, cal.readingJudged}, {u"held"_s, cal.readingHeld},
                                       {u"low"_s, cal.readingLow}, {u"high"_s, cal.readingHigh}}}};
}

QString percentText(double v) { return QString::number(100 * v, 'f', 0) + u'%'; }

// stats --calibration: the sealed judgments against the outcomes (casebook_seals.h).
int runCalibration(const Context& c)
{
    auto book = openBook(c.p, false);
    if (!book) return failed(book.failure());
    const auto cal = calibration(**book);
    if (!cal) return ioFailure(cal.error());
    if (c.json) {
        printJson(calibrationJson(*cal));
        return 0;
    }
    QTextStream out(stdout);
    out << "sealed judgments settled: " << cal->judged << ", held " << cal->held << '\n';
    if (cal->judged == 0) return 0;
    out << "Brier " << QString::number(cal->brier, 'f', 3) << "  log loss " << QString::number(cal->logLoss, 'f', 3) << '\n';
    for (const CalibrationBin& b : cal->bins)
        if (b.judged > 0)
            out << b.from << "–" << b.to << "%: " << b.held << "/" << b.judged << " held ("
                << percentText(double(b.held) / b.judged) << ", 95% " << percentText(b.low) << "–" << percentText(b.high) << ")\n";
    for (const auto& [title, groups] : {std::pair{"category", &cal->categories}, std::pair{"quarter", &cal->quarters}})
        for (const CalibrationGroup& g : *groups)
            out << title << ' ' << g.key << ": " << g.held << "/" << g.judged << " held, Brier " << QString::number(g.brier, 'f', 3)
                << ", log loss " << QString::number(g.logLoss, 'f', 3) << '\n';
    if (cal->timing.cases > 0)
        out << "應期 of fulfilled cases with a sealed window: " << cal->timing.inWindow << "/" << cal->timing.cases
            << " inside it, mean error " << QString::number(cal->timing.meanAbsDays, 'f', 1) << " days\n";
    if (cal->readingJudged > 0)
        out << "the reading's own verdict on the same cases: " << cal->readingHeld << "/" << cal->readingJudged << " held ("
            << percentText(double(cal->readingHeld) / cal->readingJudged) << ", 95% " << percentText(cal->readingLow) << "–"
            << percentText(cal->readingHigh) << ")\n";
    return 0;
}

int runStats(const Context& c)
{
    if (c.p.isSet(u"calibration"_s)) return runCalibration(c);
    StatsGroup by = StatsGroup::None;
    const QString group = c.p.value(u"by"_s);
    if (group == u"category"_s) by = StatsGroup::Category;
    else if (group == u"preset"_s) by = StatsGroup::Preset;
    else if (!group.isEmpty()) return fail("--by: category or preset");
    bool ok = true;
    const int min = c.p.value(u"min"_s).toInt(&ok);
    if (!ok || min < 1) return fail("--min: a positive number");
    auto book = openBook(c.p, false);
    if (!book) return failed(book.failure());
    const auto stats = statistics(**book, c.p.value(u"filter"_s), by);
    if (!stats) return failed(stats.failure());
    if (c.json) printJson(statsJson(*stats, min));
    else QTextStream(stdout) << statsText(*stats, c.script, min);
    return 0;
}

int runExport(const Context& c)
{
    const auto format = parseExportFormat(c.p.value(u"format"_s));
    if (!format) return fail("--format: najia, jsonl or csv");
    if (!c.p.isSet(u"out"_s)) return fail("--out: a folder (najia) or a file (jsonl, csv)");
    auto book = openBook(c.p, false);
    if (!book) return failed(book.failure());
    auto ids = (*book)->ids(c.p.value(u"filter"_s));
    if (!ids) return failed(ids.failure());
    const auto written = exportCases(**book, *ids, *format, c.p.value(u"out"_s), c.script);
    if (!written) return ioFailure(written.error());
    QTextStream(stderr) << "exported " << written->written << " case(s)\n";
    return 0;
}

// Compares every case not yet compared with this version's readings, 500 per transaction.
int runRecheck(const Context& c)
{
    auto book = openBook(c.p, true);
    if (!book) return failed(book.failure());
    qint64 done = 0;
    for (;;) {
        const auto n = (*book)->recheck(500);
        if (!n) return failed(n.failure());
        if (*n == 0) break;
        done += *n;
    }
    const auto stale = (*book)->count(u"is:stale"_s);
    if (!stale) return failed(stale.failure());
    QTextStream(stdout) << "compared " << done << " case(s); " << *stale << " stale (list them: --filter is:stale)\n";
    return 0;
}

int runCheck(const Context& c, bool makeBackup)
{
    auto book = openBook(c.p, makeBackup, Casebook::Check::Full, false);
    if (!book) return failed(book.failure());
    QTextStream out(stdout);
    const auto count = (*book)->count();
    if (!count) return failed(count.failure());
    out << (*book)->path() << ": " << ((*book)->warning().isEmpty() ? u"ok"_s : (*book)->warning()) << ", "
        << *count << " case(s)\n";
    if (makeBackup) {
        const auto b = (*book)->backup();
        if (!b) return failed(b.failure());
        out << "backup: " << *b << '\n';
    }
    for (const QString& b : (*book)->backups()) out << "  " << b << '\n';
    // Every seal's hash and chain, and whether its case changed after it (casebook_seals.h).
    const auto seals = checkSeals(**book);
    if (!seals) return failed(seals.failure());
    for (const QString& problem : *seals) out << "seal: " << problem << '\n';
    return (*book)->warning().isEmpty() && seals->isEmpty() ? 0 : 1;
}

// seal ID: the practitioner's judgment fixed before the outcome (casebook_seals.h).
int runSeal(const Context& c, const QStringList& rest)
{
    const auto id = idArgument(rest);
    if (!id) return fail(id.error());
    SealRequest r;
    const auto verdict = parseVerdict(c.p.value(u"verdict"_s));
    if (!verdict) return fail("--verdict: favourable or unfavourable");
    r.verdict = *verdict;
    bool ok = false;
    r.confidence = c.p.value(u"confidence"_s).toInt(&ok);
    if (!ok || r.confidence < 50 || r.confidence > 99) return fail("--confidence: a per cent from 50 to 99");
    if (c.p.isSet(u"window"_s)) {
        const QStringList ends = c.p.value(u"window"_s).split(u".."_s);
        r.windowFrom = ends.size() == 2 ? QDate::fromString(ends[0], Qt::ISODate) : QDate();
        r.windowTo = ends.size() == 2 ? QDate::fromString(ends[1], Qt::ISODate) : QDate();
        if (!r.windowFrom.isValid() || !r.windowTo.isValid() || r.windowFrom > r.windowTo)
            return fail("--window: FROM..TO, two dates YYYY-MM-DD, the first not after the second");
    }
    r.note = c.p.value(u"note"_s);
    if (c.p.isSet(u"amends"_s)) {
        const qint64 amends = c.p.value(u"amends"_s).toLongLong(&ok);
        if (!ok || amends < 1) return fail("--amends: the id of the seal amended");
        r.amends = amends;
    }
    auto book = openBook(c.p, true);
    if (!book) return failed(book.failure());
    if (auto one = (*book)->get(*id); !one) return failed(one.failure());
    const auto sealed = sealCase(**book, *id, r);
    if (!sealed) return failed(sealed.failure());
    QTextStream(stdout) << "sealed " << *id << " as seal " << sealed->id << " at "
                        << sealed->sealedAt.toString(Qt::ISODate) << ": " << sealed->hash << '\n';
    return 0;
}

// The actions, in the order of --help.
const QStringList kActions = {u"import"_s, u"list"_s,   u"search"_s, u"searches"_s, u"show"_s,  u"settle"_s,
                              u"seal"_s,   u"link"_s,   u"unlink"_s, u"thread"_s,   u"replay"_s, u"similar"_s,
                              u"stats"_s,  u"export"_s, u"recheck"_s, u"check"_s,   u"backup"_s};

} // namespace

int runCases(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        u"The casebook: najia-cli cases ACTION [options]\n"
        "  import PATH…   import .najia files and folders (bad files are listed, the rest imported)\n"
        "  list           list cases (--filter)\n"
        "  search WORDS…  list the cases a filter selects; --save NAME keeps it, --named NAME runs one\n"
        "  searches       the named searches\n"
        "  show ID        one case with its chart\n"
        "  settle ID      record the outcome (--outcome, --date, --happened, --timing, --tag)\n"
        "  seal ID        fix a judgment before the outcome (--verdict, --confidence, --window, --note, --amends)\n"
        "  link ID        tie a follow-up cast (追問) to the case it follows (--follows OTHER)\n"
        "  unlink ID      the case follows none any more\n"
        "  thread ID      every cast of the case's thread side by side, first cast first, with one 應期 timeline\n"
        "  replay         every settled case under each school preset (--preset, repeatable): whose verdict matched\n"
        "  similar ID     the settled cases most like it: same hexagrams, 用神, verdict, moving lines, category\n"
        "  stats          hit rates per finding kind and rule (--by category|preset); --calibration: how well the sealed judgments were calibrated\n"
        "  export         write cases as .najia files, JSON Lines or CSV (--format, --out)\n"
        "  recheck        compare the stored readings with this version's (is:stale selects those that differ)\n"
        "  check          open with the full integrity check, list backups\n"
        "  backup         make a backup now, then as check\n"
        "Filters: words search the text; key:value selects chart facts (hex: changed: palace: "
        "generation: is: (six_clash six_harmony stale) moving: month: day: useful: preset: category: outcome: tag: finding:KIND@SCOPE "
        "rule: from: to:, and the reading's pick: found: strength: rescue: verdict:), combined with OR, NOT/-, ( ). "
        "See README.md, \"Casebook\"."_s);
    p.addHelpOption();
    p.addOptions({
        {u"db"_s, u"The casebook file (default: the app's, in its data folder)."_s, u"file"_s},
        {u"json"_s, u"Print JSON."_s},
        {u"script"_s, u"traditional, simplified or english (default: from the locale)."_s, u"script"_s},
        {u"filter"_s, u"Only the cases this filter selects."_s, u"filter"_s},
        {u"sort"_s, u"id, date, created, modified, question or outcome."_s, u"key"_s, u"id"_s},
        {u"desc"_s, u"Sort descending."_s},
        {u"limit"_s, u"At most this many cases."_s, u"n"_s},
        {u"tag"_s, u"A tag for the imported or settled cases (repeatable)."_s, u"tag"_s},
        {u"batch"_s, u"Import: files per transaction."_s, u"n"_s, u"100"_s},
        {u"save"_s, u"Search: keep the filter under this name."_s, u"name"_s},
        {u"named"_s, u"Search: run the named search (words given are ANDed to it)."_s, u"name"_s},
        {u"outcome"_s, u"Settle: pending, fulfilled, unclear, unfulfilled (未驗 應驗 模糊 不驗)."_s, u"outcome"_s},
        {u"date"_s, u"Settle: the date it was settled, YYYY-MM-DD (default today)."_s, u"date"_s},
        {u"happened"_s, u"Settle: what happened."_s, u"text"_s},
        {u"timing"_s, u"Settle: the 應期 candidate it matched."_s, u"text"_s},
        {u"verdict"_s, u"Seal: favourable or unfavourable."_s, u"verdict"_s},
        {u"confidence"_s, u"Seal: how sure, a per cent from 50 to 99."_s, u"n"_s},
        {u"window"_s, u"Seal: the 應期 window committed to, FROM..TO (YYYY-MM-DD..YYYY-MM-DD)."_s, u"dates"_s},
        {u"note"_s, u"Seal: a note fixed with it."_s, u"text"_s},
        {u"amends"_s, u"Seal: the id of an earlier seal of the case this one amends."_s, u"seal"_s},
        {u"follows"_s, u"Link: the id of the case this one follows."_s, u"id"_s},
        {u"preset"_s, u"Replay: a school preset to replay under (repeatable; default all)."_s, u"preset"_s},
        {u"set"_s, u"Replay: an analysis setting KEY=VALUE changed on top of each preset (repeatable), as for chart."_s, u"key=value"_s},
        {u"calibration"_s, u"Stats: how well the sealed judgments were calibrated (Brier score, log loss, by confidence)."_s},
        {u"by"_s, u"Stats: group by category or preset."_s, u"group"_s},
        {u"min"_s, u"Stats: leave out rows with fewer decided cases."_s, u"n"_s, u"1"_s},
        {u"format"_s, u"Export: najia, jsonl or csv."_s, u"format"_s},
        {u"out"_s, u"Export: the folder (najia) or file (jsonl, csv)."_s, u"path"_s},
    });
    p.addPositionalArgument(u"action"_s, kActions.join(u", "_s));
    QStringList argv = args;
    argv.removeAt(1);
    najia::base::setArgumentChoices(p, kActions);
    najia::base::setChoices(p, u"script"_s, najia::base::settingKeys<najia::Script>());
    najia::base::setChoices(p, u"sort"_s, {u"id"_s, u"date"_s, u"created"_s, u"modified"_s, u"question"_s, u"outcome"_s});  // orderOption()
    najia::base::setChoices(p, u"outcome"_s, {u"pending"_s, u"fulfilled"_s, u"unclear"_s, u"unfulfilled"_s});
    najia::base::setChoices(p, u"verdict"_s, {u"favourable"_s, u"unfavourable"_s});
    najia::base::setChoices(p, u"by"_s, {u"category"_s, u"preset"_s});
    najia::base::setChoices(p, u"format"_s, {u"najia"_s, u"jsonl"_s, u"csv"_s});
    najia::base::setChoices(p, u"preset"_s, najia::base::presetCodes());
    najia::base::addCompletionChoicesOption(p);
    if (!p.parse(argv)) return fail(p.errorText());
    if (najia::base::answeredCompletionChoices(p)) return 0;
    if (p.isSet(u"help"_s)) {
        QTextStream(stdout) << p.helpText();
        return 0;
    }
    const auto script = scriptOption(p.value(u"script"_s));
    if (!script) return fail(script.error());
    QStringList rest = p.positionalArguments();
    if (rest.isEmpty()) return fail(u"name an action: "_s + kActions.join(u", "_s));
    const QString action = rest.takeFirst();
    if (!kActions.contains(action)) return fail(u"unknown action \""_s + action + u'"');
    // Every action opens the casebook: without the driver it is a failure while working, not bad usage.
    if (!Casebook::driverAvailable()) return ioFailure(Casebook::driverMissing());
    const Context c{p, *script, p.isSet(u"json"_s)};
    if (action == u"import"_s) return runImport(c, rest);
    if (action == u"list"_s) return runList(c, p.value(u"filter"_s));
    if (action == u"search"_s) return runSearch(c, rest);
    if (action == u"searches"_s) return runSearches(c);
    if (action == u"show"_s) return runShow(c, rest);
    if (action == u"settle"_s) return runSettle(c, rest);
    if (action == u"seal"_s) return runSeal(c, rest);
    if (action == u"link"_s) return runLink(c, rest);
    if (action == u"unlink"_s) return runUnlink(c, rest);
    if (action == u"thread"_s) return runThread(c, rest);
    if (action == u"replay"_s) return runReplay(c);
    if (action == u"similar"_s) return runSimilar(c, rest);
    if (action == u"stats"_s) return runStats(c);
    if (action == u"export"_s) return runExport(c);
    if (action == u"recheck"_s) return runRecheck(c);
    if (action == u"check"_s) return runCheck(c, false);
    return runCheck(c, true);  // backup
}
