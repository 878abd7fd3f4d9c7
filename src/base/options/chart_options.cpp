#include "base/options/chart_options.h"

#include "base/options/civil_time.h"
#include "base/options/option_choices.h"

#include "base/wording/setting_text.h"
#include "engine/terms.h"

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

void addChartSettingOptions(QCommandLineParser& p)
{
    p.addOptions({
        {u"changed-relations"_s, u"六親 of the 變卦 against the original palace or its own (default original)."_s,
         u"original|own"_s},
        {u"hidden"_s, u"伏神: head (首卦, missing relations; default), head-all or pairs (八卦互伏)."_s,
         u"method"_s},
        {u"body"_s, u"卦身: month (月卦身; default) or self (世身)."_s, u"method"_s},
        {u"preset"_s, u"School preset: general (通用/卜筮正宗, default), zengshan (增刪卜易), yiyin (易隱), "
                      "yimao (易冒). Explicit options override it."_s, u"name"_s, u"general"_s},
    });
    setChoices(p, u"changed-relations"_s, settingKeys<ChangedRelations>());
    setChoices(p, u"hidden"_s, settingKeys<HiddenMethod>());
    setChoices(p, u"body"_s, settingKeys<BodyMethod>());
    setChoices(p, u"preset"_s, presetCodes());
}

QStringList presetCodes()
{
    QStringList codes;
    for (const Preset& pr : presets()) codes << QString::fromUtf8(pr.code.data(), qsizetype(pr.code.size()));
    return codes;
}

// The chart settings: the preset's, then any option given explicitly.
Result<ChartSettings> settingsOptions(const QCommandLineParser& p, const ChartSettings& base)
{
    ChartSettings s = base;
    // Each option, when given, overrides the preset's value.
    auto take = [&p]<class E>(const QString& option, E& value) -> std::optional<Error> {
        if (!p.isSet(option)) return std::nullopt;
        const auto v = settingOption<E>(p.value(option), ("--" + option.toStdString()).c_str());
        if (!v) return Error{v.error()};
        value = *v;
        return std::nullopt;
    };
    if (auto e = take(u"changed-relations"_s, s.changedRelations)) return *e;
    if (auto e = take(u"hidden"_s, s.hidden)) return *e;
    if (auto e = take(u"body"_s, s.body)) return *e;
    return s;
}

Result<PresetId> presetOption(const QString& value, const char* option)
{
    if (const auto id = parsePreset(value.toStdString())) return *id;
    std::string names;
    for (const Preset& pr : presets()) names += std::string(names.empty() ? "" : ", ") + std::string(pr.code);
    return Error{std::string(option) + " must be one of " + names + "; got '" + value.toStdString() + "'"};
}

// The analysis settings: the preset's, then each --set KEY=VALUE in order.
Result<AnalysisSettings> analysisOptions(const QCommandLineParser& p, const AnalysisSettings& base)
{
    AnalysisSettings s = base;
    for (const QString& kv : p.values(u"set"_s)) {
        const qsizetype eq = kv.indexOf(u'=');
        if (eq <= 0 || !applySetting(s, kv.left(eq).toStdString(), kv.mid(eq + 1).toStdString()))
            return Error{"--set: unknown setting or value '" + kv.toStdString() +
                         "' (see najia-cli chart --help and docs/analysis.md)"};
    }
    return s;
}

Result<std::optional<Relation>> usefulOption(const QCommandLineParser& p)
{
    if (!p.isSet(u"useful"_s)) return std::optional<Relation>{};
    if (const auto r = parseTerm<Relation>(p.value(u"useful"_s).toStdString())) return std::optional<Relation>(*r);
    return Error{"--useful must be a relation: 父母 兄弟 子孫 妻財 官鬼 (or Parent, Sibling, Offspring, Wealth, Officer)"};
}

Result<ChartCommandOptions> chartCommandOptions(const QCommandLineParser& p)
{
    const auto script = scriptOption(p.value(QStringLiteral("script")));
    if (!script) return Error{script.error()};
    const auto presetId = presetOption(p.value(QStringLiteral("preset")), "--preset");
    if (!presetId) return Error{presetId.error()};
    const Preset& chosen = preset(*presetId);
    const auto chart = settingsOptions(p, chosen.chart);
    if (!chart) return Error{chart.error()};
    const auto analysis = analysisOptions(p, chosen.analysis);
    if (!analysis) return Error{analysis.error()};
    const auto useful = usefulOption(p);
    if (!useful) return Error{useful.error()};
    return ChartCommandOptions{*script, *presetId, *chart, *analysis, *useful};
}

namespace {

constexpr std::pair<const char16_t*, OutputFormat> kFormats[] = {
    {u"text", OutputFormat::Text}, {u"json", OutputFormat::Json}, {u"markdown", OutputFormat::Markdown}, {u"html", OutputFormat::Html}};

} // namespace

QStringList outputFormatWords()
{
    QStringList words;
    for (const auto& [word, format] : kFormats) words << QString::fromUtf16(word);
    return words;
}

Result<OutputFormat> outputFormat(const QCommandLineParser& p)
{
    const bool json = p.isSet(u"json"_s);
    if (!p.isSet(u"format"_s)) return json ? OutputFormat::Json : OutputFormat::Text;
    for (const auto& [word, format] : kFormats)
        if (p.value(u"format"_s) == QStringView(word)) {
            if (json && format != OutputFormat::Json) return Error{"--json and --format " + p.value(u"format"_s).toStdString() + " disagree"};
            return format;
        }
    return Error{"--format must be text, json, markdown or html"};
}

} // namespace najia::base
