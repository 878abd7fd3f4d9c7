#include "base/document/decided_time.h"
#include "base/corpus/reading_corpus.h"

#include "base/io/whole_file.h"
#include "base/json/chart_json.h"
#include "engine/reading/reading_terms.h"

#include <QHash>
#include <QStringList>

#include <algorithm>

namespace najia::base {

using namespace Qt::Literals::StringLiterals;

namespace {

const QStringList kColumns = {u"id"_s, u"set"_s, u"book"_s, u"chapter"_s, u"label"_s, u"quote"_s, u"lines"_s,
                              u"pillars"_s, u"category"_s, u"subject"_s, u"sex"_s, u"preset"_s, u"useful"_s,
                              u"line"_s, u"verdict"_s, u"timing"_s};
// Columns a corpus may have, last, and a row may leave out: the illness's age (recent, long, - or none), and the
// time the matter is decided (後時: 「巳月」, 「癸亥日」, - or none).
const QStringList kOptionalColumns = {u"illness"_s, u"decided"_s};

bool unstated(const QString& cell) { return cell.isEmpty() || cell == u"-"_s; }

template <class E> std::optional<E> term(const QString& cell) { return parseReadingTerm<E>(cell.toStdString()); }

std::optional<CorpusUseful> usefulCell(const QString& cell)
{
    if (cell == u"世"_s) return CorpusUseful{UsefulBy::SelfLine};
    if (cell == u"應"_s || cell == u"应"_s) return CorpusUseful{UsefulBy::OtherLine};
    if (const auto r = parseTerm<Relation>(cell.toStdString())) return CorpusUseful{UsefulBy::Relation, *r};
    return std::nullopt;
}

// 「2」 a line of the 本卦, 「2伏」 the 伏神 under it, 「2變」 its 變爻.
std::optional<LineRef> lineCell(const QString& cell)
{
    bool ok = false;
    const int n = cell.left(1).toInt(&ok);
    const auto pos = LinePos::fromNumber(n);
    if (!ok || !pos) return std::nullopt;
    const QString rest = cell.mid(1);
    if (rest.isEmpty()) return LineRef::at(Layer::Primary, *pos);
    if (rest == u"伏"_s) return LineRef::at(Layer::Hidden, *pos);
    if (rest == u"變"_s || rest == u"变"_s) return LineRef::at(Layer::Changed, *pos);
    return std::nullopt;
}

Result<bool> presetCell(const QString& cell, CorpusCase& c)
{
    const QStringList words = cell.split(u' ', Qt::SkipEmptyParts);
    const auto id = words.isEmpty() ? std::nullopt : parsePreset(words.front().toStdString());
    if (!id) return Error{"unknown preset"};
    c.preset = *id;
    c.analysis = preset(*id).analysis;
    for (const QString& kv : words.mid(1))
        if (!applySetting(c.analysis, kv.section(u'=', 0, 0).toStdString(), kv.section(u'=', 1).toStdString()))
            return Error{"unknown setting " + kv.toStdString()};
    return true;
}

Result<bool> questionCells(const QHash<QString, QString>& row, CorpusCase& c)
{
    const QString age = row.value(u"illness"_s);
    const auto illness = unstated(age) ? std::optional<IllnessAge>(IllnessAge::Unstated) : term<IllnessAge>(age);
    if (!illness) return Error{"illness must be recent, long or -"};
    if (unstated(row[u"category"_s])) return true;
    const auto category = term<QuestionCategory>(row[u"category"_s]);
    const auto subject = term<QuestionSubject>(row[u"subject"_s]);
    const auto sex = unstated(row[u"sex"_s]) ? std::optional<Sex>(Sex::Unstated) : term<Sex>(row[u"sex"_s]);
    if (!category || !subject || !sex) return Error{"bad category, subject or sex"};
    const auto decided = parseDecided(unstated(row[u"decided"_s]) ? QString() : row[u"decided"_s]);
    if (!decided) return Error{"decided: " + decided.error()};
    c.question = Question{*category, *subject, *sex, *illness};
    setDecided(*c.question, *decided);
    return true;
}

Result<bool> outcomeCells(const QHash<QString, QString>& row, CorpusCase& c)
{
    if (!unstated(row[u"useful"_s]) && !(c.useful = usefulCell(row[u"useful"_s]))) return Error{"bad useful"};
    if (!unstated(row[u"line"_s]) && !(c.line = lineCell(row[u"line"_s]))) return Error{"bad line"};
    const QString v = row[u"verdict"_s];
    if (v == u"favourable"_s) c.verdict = Tendency::Favourable;
    else if (v == u"unfavourable"_s) c.verdict = Tendency::Unfavourable;
    else if (!unstated(v)) return Error{"verdict must be favourable, unfavourable or -"};
    if (!unstated(row[u"timing"_s]) && !(c.timing = parseTerm<Branch>(row[u"timing"_s].toStdString())))
        return Error{"bad timing branch"};
    return true;
}

Result<CorpusCase> caseOf(const QHash<QString, QString>& row)
{
    CorpusCase c;
    c.id = row[u"id"_s];
    const QString set = row[u"set"_s];
    if (set != u"dev"_s && set != u"held"_s) return Error{"set must be dev or held"};
    c.heldOut = set == u"held"_s;
    c.book = row[u"book"_s];
    c.chapter = row[u"chapter"_s];
    c.label = row[u"label"_s];
    c.quote = row[u"quote"_s];
    const auto cast = parseCast(row[u"lines"_s]);
    if (!cast) return Error{"lines: " + cast.error()};
    c.cast = *cast;
    const auto pillars = parsePillars(row[u"pillars"_s].toStdString());
    if (!pillars) return Error{"pillars: " + pillars.error()};
    c.pillars = *pillars;
    for (const auto& step : {presetCell(row[u"preset"_s], c), questionCells(row, c), outcomeCells(row, c)})
        if (!step) return Error{step.error()};
    return c;
}

} // namespace

Result<std::vector<CorpusCase>> readCorpus(const QString& path)
{
    const auto bytes = readWholeFile(path);
    if (!bytes) return Error{bytes.error()};
    const QStringList lines = QString::fromUtf8(*bytes).split(u'\n');
    QStringList header;
    std::vector<CorpusCase> out;
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QString line = lines[n];
        if (line.isEmpty() || line.startsWith(u'#')) continue;
        const QStringList cells = line.split(u'\t');
        const std::string where = path.toStdString() + ":" + std::to_string(n + 1) + ": ";
        if (header.isEmpty()) {
            for (const QString& col : kColumns)
                if (!cells.contains(col)) return Error{where + "no column " + col.toStdString()};
            header = cells;
            continue;
        }
        // A row may end before the optional columns that end the header; never before a required one.
        qsizetype required = header.size();
        while (required > 0 && kOptionalColumns.contains(header[required - 1])) --required;
        if (cells.size() > header.size() || cells.size() < required)
            return Error{where + "expected " + std::to_string(header.size()) + " cells"};
        QHash<QString, QString> row;
        for (qsizetype i = 0; i < cells.size(); ++i) row[header[i]] = cells[i];
        auto c = caseOf(row);
        if (!c) return Error{where + c.error()};
        out.push_back(std::move(*c));
    }
    if (header.isEmpty()) return Error{path.toStdString() + ": no header line"};
    return out;
}

namespace {

bool usefulAgrees(const CorpusUseful& u, const UsefulPick& p, LinePos self, LinePos other)
{
    if (u.by == UsefulBy::Relation) return p.relation == u.relation;
    const LinePos want = u.by == UsefulBy::SelfLine ? self : other;
    return p.line.layer == Layer::Primary && p.line.position == want.number();
}

CaseScore scoreOf(const CorpusCase& c)
{
    CaseScore s;
    s.c = &c;
    if (!c.question) return s;
    const Preset& p = preset(c.preset);
    const Chart chart = computeChart(c.cast, c.pillars, p.chart);
    const Analysis analysis = analyze(chart, c.analysis, analysisRelation(chart, *c.question), c.preset);
    s.reading = interpret(chart, analysis, *c.question);
    s.self = chart.primary.self;
    s.other = chart.primary.other;
    const UsefulPick& first = s.reading.useful.front();
    if (c.useful) s.useful = usefulAgrees(*c.useful, first, s.self, s.other);
    if (c.line) s.line = first.line == *c.line;
    if (c.verdict) {
        const bool onLine = first.line.layer != Layer::Chart && !s.reading.strength.empty();
        const Tendency t = onLine ? s.reading.strength.front().verdict.tendency : Tendency::Mixed;
        s.verdict = t == Tendency::Mixed ? VerdictMatch::Mixed : t == *c.verdict ? VerdictMatch::Agree : VerdictMatch::Opposite;
    }
    if (c.timing) {
        const auto& t = s.reading.timing;
        const auto it = std::find_if(t.begin(), t.end(), [&](const TimingCandidate& x) { return x.branch == *c.timing; });
        s.timingRank = it == t.end() ? -1 : int(it - t.begin());
        s.timingTies = branchTies(chart, analysis, s.reading, *c.timing);
    }
    return s;
}

void tally(CorpusTally& t, const CaseScore& s)
{
    ++t.cases;
    if (!s.c->question) {
        ++t.unaskable;
        return;
    }
    if (s.useful) t.usefulAgree += *s.useful, ++t.usefulTotal;
    if (s.line) t.lineAgree += *s.line, ++t.lineTotal;
    if (s.verdict) {
        ++t.verdictTotal;
        t.verdictAgree += *s.verdict == VerdictMatch::Agree;
        t.verdictOpposite += *s.verdict == VerdictMatch::Opposite;
        t.verdictMixed += *s.verdict == VerdictMatch::Mixed;
    }
    if (s.timingRank) {
        ++t.timingTotal;
        t.timingAny += *s.timingRank >= 0;
        t.timingTop3 += *s.timingRank >= 0 && *s.timingRank < 3;
        if (*s.timingRank >= 0 && *s.timingRank < 3) return;
        for (const BranchTie tie : s.timingTies) ++t.beyondThreeTies[QString::fromStdString(tieCode(tie))];
        t.beyondThreeUntied += s.timingTies.empty();
    }
}

} // namespace

CorpusScore scoreCorpus(const std::vector<CorpusCase>& cases)
{
    CorpusScore out;
    out.cases.reserve(cases.size());
    for (const CorpusCase& c : cases) {
        out.cases.push_back(scoreOf(c));
        tally(c.heldOut ? out.heldOut : out.development, out.cases.back());
    }
    return out;
}

} // namespace najia::base
