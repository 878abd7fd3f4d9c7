#include "chart_options.h"

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
}

// The chart settings: the preset's, then any option given explicitly.
Result<ChartSettings> settingsOptions(const QCommandLineParser& p, const ChartSettings& base)
{
    ChartSettings s = base;
    if (p.isSet(u"changed-relations"_s)) {
        const QString changed = p.value(u"changed-relations"_s);
        if (changed == u"own"_s) s.changedRelations = ChangedRelations::OwnPalace;
        else if (changed == u"original"_s) s.changedRelations = ChangedRelations::OriginalPalace;
        else return Error{"--changed-relations must be original or own"};
    }
    if (p.isSet(u"hidden"_s)) {
        const QString hidden = p.value(u"hidden"_s);
        if (hidden == u"head-all"_s) s.hidden = HiddenMethod::HeadAll;
        else if (hidden == u"pairs"_s) s.hidden = HiddenMethod::TrigramPairs;
        else if (hidden == u"head"_s) s.hidden = HiddenMethod::HeadAbsent;
        else return Error{"--hidden must be head, head-all or pairs"};
    }
    if (p.isSet(u"body"_s)) {
        const QString body = p.value(u"body"_s);
        if (body == u"self"_s) s.body = BodyMethod::Self;
        else if (body == u"month"_s) s.body = BodyMethod::Month;
        else return Error{"--body must be month or self"};
    }
    return s;
}

Result<PresetId> presetOption(const QString& value, const char* option)
{
    if (const auto id = parsePreset(value.toStdString())) return *id;
    std::string names;
    for (const Preset& pr : presets()) names += std::string(names.empty() ? "" : ", ") + std::string(pr.code);
    return Error{std::string(option) + " must be one of " + names + "; got '" + value.toStdString() + "'"};
}

} // namespace najia::base
