// najia-cli chart: a Najia chart from six line values and the pillars.
#include "cli/chart_batch.h"
#include "base/document/chart_document.h"
#include "base/options/document_options.h"
#include "base/wording/case_text.h"
#include "base/json/chart_json.h"
#include "base/json/chart_json_stream.h"
#include "base/options/chart_options.h"
#include "base/options/civil_time.h"
#include "cli/commands.h"
#include "base/options/option_choices.h"
#include "base/json/findings_json.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace najia::base;

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

// Within five minutes of a 節 or of the day boundary a pillar is one clock error away from
// changing: say so.
void warnNearBoundaries(const calendar::BoundaryDistances& b)
{
    QTextStream err(stderr);
    if (std::llabs(b.jieSeconds) < kBoundaryWarningSeconds)
        err << "najia-cli chart: warning: " << b.jieSeconds << " s from "
            << QString::fromUtf8(name(b.nearestJie)) << "; the month pillar changes there\n";
    if (std::llabs(b.daySeconds) < kBoundaryWarningSeconds)
        err << "najia-cli chart: warning: " << b.daySeconds
            << " s from the day boundary; the day pillar changes there\n";
}

int fail(const std::string& message) { return badInput("chart", message); }

} // namespace

int runChart(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(u"Compute a Najia chart from six line values (初爻 first) and the pillars."_s);
    p.addHelpOption();
    p.addOptions({
        {u"lines"_s, u"Six line values 6-9, bottom (初爻) first, e.g. 987677."_s, u"digits"_s},
        {u"pillars"_s, u"Pillars: \"甲辰 丙寅 辛酉 壬子\" or \"卯月 戊寅日\"."_s, u"text"_s},
        {u"json"_s, u"Print JSON instead of a chart sheet (as --format json)."_s},
        {u"format"_s, u"text (default), json, markdown (a table for forums and note apps) or html (one self-contained page)."_s, u"format"_s},
        {u"batch"_s, u"Read LINES<TAB>PILLARS per stdin line; print one JSON object per line ({\"error\": …} for a "
                    "bad line, which is also reported on stderr; exit status 2 if any line failed)."_s},
        {u"no-findings"_s, u"With --batch: the charts alone, without the line analysis."_s},
        {u"sources"_s, u"With --batch: each finding's source passage inline (else its rule id alone; "
                       "najia-cli rules --json lists them)."_s},
        {u"script"_s, u"traditional, simplified or english (default: from the locale)."_s, u"script"_s},
        {u"set"_s, u"One analysis setting, KEY=VALUE (repeatable): earth-stages=water|fire, "
                   "earth-months=earth|season, true-void=month-controls|haidiyan, dispersal=any|weak|never, "
                   "earth-progress=cycle|no-wrap, stem-combination=on|off, year-void=on|off, day-clash=standing|grades, "
                   "void-rule=bszz|zengshan|yimao, month-break=bszz|zengshan|yimao, body=on|off, "
                   "ruler-shields=on|off, shensha=common|zengshan (the 神煞 a chart shows)."_s, u"key=value"_s},
        {u"compare-preset"_s, u"Print the settings and findings that differ between --preset and this preset."_s, u"name"_s},
        {u"useful"_s, u"用神: the relation whose presence to judge (父母 兄弟 子孫 妻財 官鬼)."_s, u"relation"_s},
        {u"at"_s, u"Fill the pillars from this civil time, \"YYYY-MM-DD HH:MM[:SS]\", in the zone of "
                  "--tz/--utc-offset (default Asia/Shanghai)."_s, u"time"_s},
        {u"of"_s, u"Chart of: primary (default), changed (變卦), nuclear (互卦), opposite (錯卦) or reversed (綜卦)."_s,
         u"which"_s},
    });
    base::addChartSettingOptions(p);
    base::addZoneOptions(p);
    base::addPillarOptions(p);
    najia::base::setChoices(p, u"script"_s, najia::base::settingKeys<najia::Script>());
    najia::base::setChoices(p, u"format"_s, najia::base::outputFormatWords());
    najia::base::setChoices(p, u"compare-preset"_s, najia::base::presetCodes());
    najia::base::setChoices(p, u"of"_s, {u"primary"_s, u"changed"_s, u"nuclear"_s, u"opposite"_s, u"reversed"_s});  // parseChartOf()
    if (const auto stop = preamble(p, args, "chart")) return *stop;
    const auto common = base::chartCommandOptions(p);
    if (!common) return fail(common.error());
    const auto of = base::parseChartOf(p.value(u"of"_s));
    if (!of) return fail(of.error());
    const auto format = base::outputFormat(p);
    if (!format) return fail(format.error());
    const bool page = *format == base::OutputFormat::Markdown || *format == base::OutputFormat::Html;
    if (page && (p.isSet(u"batch"_s) || p.isSet(u"compare-preset"_s)))
        return fail("--format " + p.value(u"format"_s).toStdString() + " is for one chart (not --batch or --compare-preset)");
    std::optional<PresetId> comparePreset;
    if (p.isSet(u"compare-preset"_s)) {
        const auto other = base::presetOption(p.value(u"compare-preset"_s), "--compare-preset");
        if (!other) return fail(other.error());
        comparePreset = *other;
    }
    // Each batch line gives its own lines and pillars: an option for one chart would be ignored.
    for (const char16_t* one : {u"lines", u"pillars", u"at", u"tz", u"utc-offset", u"day-boundary", u"true-solar",
                                u"true-solar-hour-only", u"overlap", u"compare-preset"})
        if (p.isSet(QString::fromUtf16(one)) && p.isSet(u"batch"_s))
            return fail("--" + QString::fromUtf16(one).toStdString() + " does not apply to --batch (each stdin line is LINES<TAB>PILLARS)");
    for (const char16_t* batchOnly : {u"no-findings", u"sources"})
        if (p.isSet(QString::fromUtf16(batchOnly)) && !p.isSet(u"batch"_s))
            return fail("--" + QString::fromUtf16(batchOnly).toStdString() + " needs --batch");
    if (p.isSet(u"batch"_s))
        return cli::runBatch({common->chart, *of, !p.isSet(u"no-findings"_s), common->analysis, common->useful,
                              common->preset, {common->script, p.isSet(u"sources"_s)}});
    if (!p.isSet(u"lines"_s)) return fail("--lines is required (six digits 6-9, 初爻 first)");

    QString twice;
    const auto document = base::documentFromOptions(
        p, {common->preset, common->chart, common->analysis, common->useful, std::nullopt}, &twice);
    if (!document) return fail(document.error());
    if (!twice.isEmpty()) base::warn(u"najia-cli chart"_s, twice);
    const auto& computed = document->computed(*of);
    if (!computed) return fail(computed.error());
    const Chart& chart = computed->chart;
    const Analysis& analysis = computed->analysis;
    // The warning goes first: stdout is buffered and a long chart would otherwise come around it.
    if (computed->boundary) warnNearBoundaries(*computed->boundary);
    QTextStream out(stdout);
    if (comparePreset) {
        // The other preset's chart settings too (易隱 hides 伏神 its own way); explicit options still hold.
        const Preset& other = preset(*comparePreset);
        const auto otherSettings = base::settingsOptions(p, other.chart);
        if (!otherSettings) return fail(otherSettings.error());
        ChartRecord second = document->record();
        second.preset = other.id;
        second.settings = *otherSettings;
        second.analysis = other.analysis;
        const auto secondComputed = ChartDocument(std::move(second)).computed(*of);
        if (!secondComputed) return fail(secondComputed.error());
        const Analysis& secondAnalysis = secondComputed->analysis;
        if (*format == base::OutputFormat::Json) out << QJsonDocument(differencesJson(analysis, secondAnalysis, common->script)).toJson(QJsonDocument::Indented);
        else out << differencesText(analysis, secondAnalysis, common->script);
        return 0;
    }
    if (page) {
        if (*format == base::OutputFormat::Markdown) out << base::caseMarkdown(document->record(), *computed, common->script, base::CaseParts::Chart);
        else out << base::caseHtml(document->record(), *computed, common->script, base::CaseParts::Chart);
    } else if (*format == base::OutputFormat::Json) {
        QJsonObject o = chartToJson(chart, common->script, &analysis);
        if (const auto& b = computed->boundary)
            o[u"boundary"_s] = QJsonObject{{u"jie_seconds"_s, qint64(b->jieSeconds)},
                                           {u"day_seconds"_s, qint64(b->daySeconds)}};
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        if (document->record().moment) out << p.value(u"at"_s) << '\n';
        out << chartToText(chart, common->script, &analysis);
    }
    return 0;
}
