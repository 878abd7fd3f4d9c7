// najia-cli read: the reading of a chart for a question — 用神 and why, 原神/忌神/仇神/閑神, a verdict of
// strength with its cited factors, and the 應期 (with dates when the chart is cast at --at).
#include "base/document/decided_time.h"
#include "base/corpus/reading_corpus.h"
#include "base/json/chart_json.h"
#include "base/options/document_options.h"
#include "base/wording/case_text.h"
#include "base/options/chart_options.h"
#include "base/options/civil_time.h"
#include "cli/commands.h"
#include "base/options/option_choices.h"
#include "engine/calendar/trigram_season.h"
#include "engine/reading/reading_terms.h"
#include "base/json/reading_json.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

int fail(const std::string& message) { return badInput("read", message); }

template <class E> std::string choices()
{
    std::string out;
    for (std::size_t i = 0; i < termsOf<E>().size(); ++i)
        out += std::string(out.empty() ? "" : ", ") + std::string(codeOf(static_cast<E>(i)));
    return out;
}

template <class E> QStringList codes()
{
    QStringList out;
    for (std::size_t i = 0; i < termsOf<E>().size(); ++i) out << QString::fromUtf8(std::string(codeOf(static_cast<E>(i))));
    return out;
}

template <class E> Result<E> termOption(const QCommandLineParser& p, const QString& option, E fallback)
{
    if (!p.isSet(option)) return fallback;
    if (const auto v = parseReadingTerm<E>(p.value(option).toStdString())) return *v;
    return Error{"--" + option.toStdString() + " must be one of " + choices<E>() + " (or its name in 繁體/简体)"};
}

Result<Question> questionOptions(const QCommandLineParser& p)
{
    const auto category = termOption(p, u"category"_s, QuestionCategory::Affairs);
    if (!category) return Error{category.error()};
    const auto subject = termOption(p, u"subject"_s, QuestionSubject::Self);
    if (!subject) return Error{subject.error()};
    const auto sex = termOption(p, u"sex"_s, Sex::Unstated);
    if (!sex) return Error{sex.error()};
    const auto illness = termOption(p, u"illness-age"_s, IllnessAge::Unstated);
    if (!illness) return Error{illness.error()};
    const auto decided = base::parseDecided(p.value(u"decided"_s));
    if (!decided) return Error{"--decided: " + decided.error()};
    Question q{*category, *subject, *sex, *illness};
    base::setDecided(q, *decided);
    return q;
}

// --score-corpus FILE: every worked case of the corpus read under its school's preset, scored against the
// author's 用神, verdict and 應期 (docs/reading.md, "Fidelity").
int scoreCorpusFile(const QString& path, bool json)
{
    const auto cases = base::readCorpus(path);
    if (!cases) return fail(cases.error());
    const base::CorpusScore score = base::scoreCorpus(*cases);
    QTextStream out(stdout);
    if (json) out << QJsonDocument(base::corpusScoreJson(score)).toJson(QJsonDocument::Indented);
    else out << base::corpusScoreText(score);
    return 0;
}

} // namespace

int runRead(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(u"Read a chart for a question: 用神, roles, strength with its reasons, and 應期."_s);
    p.addHelpOption();
    p.addOptions({
        {u"lines"_s, u"Six line values 6-9, bottom (初爻) first, e.g. 987677."_s, u"digits"_s},
        {u"pillars"_s, u"Pillars: \"甲辰 丙寅 辛酉 壬子\" or \"卯月 戊寅日\" (no 應期 dates)."_s, u"text"_s},
        {u"at"_s, u"Cast at this civil time, \"YYYY-MM-DD HH:MM[:SS]\" (--tz/--utc-offset); gives 應期 dates."_s, u"time"_s},
        {u"category"_s, u"What the question is about: "_s + QString::fromStdString(choices<QuestionCategory>()) + u" (default general)."_s, u"name"_s},
        {u"subject"_s, u"Whom it is about: "_s + QString::fromStdString(choices<QuestionSubject>()) + u" (default self)."_s, u"name"_s},
        {u"sex"_s, u"The asker's sex: "_s + QString::fromStdString(choices<Sex>()) + u" (default unstated)."_s, u"name"_s},
        {u"illness-age"_s, u"How long the illness has lasted, where the asker says: unstated, recent (近病), long (久病) (default unstated); read for illness questions."_s, u"name"_s},
        {u"decided"_s, u"後時 (易冒): the month and/or day the matter is decided, when later than the cast's: \"巳月\", \"癸亥日\", \"巳月 癸亥日\"; the reading weighs the 用神 against them."_s, u"pillars"_s},
        {u"useful"_s, u"Override the 用神: 父母 兄弟 子孫 妻財 官鬼 (or Parent, Sibling, Offspring, Wealth, Officer)."_s, u"relation"_s},
        {u"json"_s, u"Print JSON (README.md, \"Reading\"); as --format json."_s},
        {u"format"_s, u"text (default), json, markdown (the chart as a table and the reading, for forums and note apps) or html."_s, u"format"_s},
        {u"all-verses"_s, u"List every verse that applies; the text shows the first five, ranked, and folds the rest."_s},
        {u"score-corpus"_s, u"Score the reading against a corpus of worked cases (tests/data/reading_corpus.tsv) and list the cases that differ."_s, u"file"_s},
        {u"script"_s, u"traditional, simplified or english (default: from the locale)."_s, u"script"_s},
        {u"set"_s, u"One analysis setting, KEY=VALUE (repeatable), as for `chart`."_s, u"key=value"_s},
    });
    base::addChartSettingOptions(p);
    base::addZoneOptions(p);
    base::addPillarOptions(p);
    najia::base::setChoices(p, u"script"_s, najia::base::settingKeys<najia::Script>());
    najia::base::setChoices(p, u"format"_s, najia::base::outputFormatWords());
    najia::base::setChoices(p, u"category"_s, codes<QuestionCategory>());
    najia::base::setChoices(p, u"subject"_s, codes<QuestionSubject>());
    najia::base::setChoices(p, u"sex"_s, codes<Sex>());
    najia::base::setChoices(p, u"illness-age"_s, codes<IllnessAge>());
    if (const auto stop = preamble(p, args, "read")) return *stop;
    if (p.isSet(u"score-corpus"_s)) {
        const auto format = base::outputFormat(p);
        if (!format) return fail(format.error());
        return scoreCorpusFile(p.value(u"score-corpus"_s), *format == base::OutputFormat::Json);
    }
    const auto common = base::chartCommandOptions(p);
    if (!common) return fail(common.error());
    const auto question = questionOptions(p);
    if (!question) return fail(question.error());
    const auto format = base::outputFormat(p);
    if (!format) return fail(format.error());
    if (!p.isSet(u"lines"_s)) return fail("--lines is required (six digits 6-9, 初爻 first)");
    auto record = base::recordFromOptions(p, {common->preset, common->chart, common->analysis, common->useful, std::nullopt});
    if (!record) return fail(record.error());
    record->category = QString::fromUtf8(codeOf(question->category));
    record->subject = question->subject;
    record->sex = question->sex;
    record->illness = question->illness;
    record->decided = base::decidedOf(*question);
    const base::ChartDocument document(std::move(*record));
    const auto& computed = document.computed();
    if (!computed) return fail((document.record().moment ? "--at: " : "") + computed.error());
    const Interpretation& reading = computed->reading;
    const Chart& chart = computed->chart;
    const std::optional<CastMoment>& moment = computed->castMoment;
    QTextStream out(stdout);
    switch (*format) {
    case base::OutputFormat::Json:
        out << QJsonDocument(base::readingToJson(reading, chart, common->script, moment)).toJson(QJsonDocument::Indented);
        break;
    case base::OutputFormat::Markdown:
        out << base::caseMarkdown(document.record(), *computed, common->script, base::CaseParts::ChartAndReading);
        break;
    case base::OutputFormat::Html:
        out << base::caseHtml(document.record(), *computed, common->script, base::CaseParts::ChartAndReading);
        break;
    case base::OutputFormat::Text: out << base::readingToText(reading, chart, common->script, moment, p.isSet(u"all-verses"_s)); break;
    }
    return 0;
}
