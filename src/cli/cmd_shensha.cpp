// najia-cli shensha: the 神煞 of a set of pillars, and on which lines of a cast they fall.
#include "base/json/chart_json.h"
#include "base/options/civil_time.h"
#include "cli/commands.h"
#include "base/options/option_choices.h"
#include "base/json/shensha_json.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

using namespace najia::base;

using namespace najia;
using namespace najia::shensha;
using namespace Qt::Literals::StringLiterals;

namespace {

int fail(const QString& message) { return badInput("shensha", message); }

template <class E> std::optional<E> englishKey(const QString& value)
{
    return parseTerm<E>(value.toStdString());
}

Result<Selection> selectionFrom(const QCommandLineParser& p)
{
    Selection sel;
    const auto noble = englishKey<NobleSchool>(p.value(u"noble"_s));
    if (!noble) return Error{"--noble must be sitian, verse, huyi, kaoyuan or cao"};
    sel.settings.noble = *noble;
    const auto horse = englishKey<HorseRule>(p.value(u"horse"_s));
    if (!horse) return Error{"--horse must be four or clash"};
    sel.settings.horse = *horse;
    sel.settings.nobleByHour = !p.isSet(u"noble-both"_s);
    const QString basis = p.value(u"basis"_s);
    if (basis != u"default"_s && basis != u"all"_s) return Error{"--basis must be default or all"};
    sel.allBases = basis == u"all"_s;
    const QString set = p.value(u"set"_s);
    if (set == u"common"_s || set == u"zengshan"_s) {
        const auto stars = set == u"common"_s ? commonSet() : zengShanSet();
        sel.stars.assign(stars.begin(), stars.end());
    } else if (set != u"all"_s) {
        return Error{"--set must be common, zengshan or all"};
    }
    if (p.isSet(u"star"_s)) {
        sel.stars.clear();
        for (const QString& n : p.values(u"star"_s)) {
            const auto s = parseTerm<ShenSha>(n.toStdString());
            if (!s) return Error{"--star: unknown 神煞 '" + n.toStdString() + "'"};
            sel.stars.push_back(*s);
        }
    }
    return sel;
}

struct Input {
    Pillars pillars;
    std::optional<calendar::PillarReading> reading;
};

Result<Input> inputFrom(const QCommandLineParser& p)
{
    if (p.isSet(u"at"_s) == p.isSet(u"pillars"_s)) return Error{"give one of --pillars or --at"};
    if (p.isSet(u"pillars"_s)) {
        const auto parsed = parsePillars(p.value(u"pillars"_s).trimmed().toStdString());
        if (!parsed) return Error{"--pillars: " + parsed.error()};
        return Input{*parsed, std::nullopt};
    }
    QString twice;
    const auto reading = base::readingAt(p, &twice);
    if (!reading) return Error{reading.error()};
    if (!twice.isEmpty()) base::warn(u"najia-cli shensha"_s, twice);
    return Input{reading->pillars, *reading};
}

QJsonValue pillarValue(const std::optional<GanZhi>& g, Script s)
{
    return g ? QJsonValue(QString::fromStdString(name(*g, s))) : QJsonValue(QJsonValue::Null);
}

QJsonObject pillarsJson(const Pillars& p, Script s)
{
    QJsonValue month = pillarValue(p.month, s);
    if (!p.month && p.monthBranchOnly) month = QString::fromUtf8(name(*p.monthBranchOnly, s));
    return {{u"year"_s, pillarValue(p.year, s)}, {u"month"_s, month},
            {u"day"_s, pillarValue(p.day, s)}, {u"hour"_s, pillarValue(p.hour, s)}};
}

} // namespace

int runShenSha(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        u"The 神煞 (symbolic stars) of the pillars, from 易隱 卷2 司天氏王政秘傳 and 協紀辨方書: "
        "for each star, the pillar it is counted from, the branch (or stem) it names, and the "
        "pillars and lines (with --lines) it falls on."_s);
    p.addHelpOption();
    p.addOptions({
        {u"pillars"_s, u"Pillars: \"甲辰 丙寅 辛酉 壬子\" or \"卯月 戊寅日\"."_s, u"text"_s},
        {u"at"_s, u"The pillars of this civil time, \"YYYY-MM-DD HH:MM[:SS]\" (zone: --tz/--utc-offset)."_s,
         u"time"_s},
        {u"lines"_s, u"A cast (six digits 6-9, 初爻 first): show on which lines each star falls."_s, u"digits"_s},
        {u"set"_s, u"common (天乙貴人 干祿 刃星 驛馬 咸池 華蓋 將星 劫殺 災殺 文昌 天喜), zengshan (增刪卜易 星煞章: 天乙貴人 干祿 驛馬) or all (default)."_s,
         u"set"_s, u"all"_s},
        {u"star"_s, u"Only this star (any script; repeatable)."_s, u"name"_s},
        {u"basis"_s, u"default: each star from its usual pillar; all: from every pillar the text allows."_s,
         u"which"_s, u"default"_s},
        {u"noble"_s, u"天乙貴人: sitian (易隱, default), verse (卜筮正宗), huyi (虎易), kaoyuan or cao (協紀辨方書)."_s,
         u"school"_s, u"sitian"_s},
        {u"noble-both"_s, u"With kaoyuan or cao: both nobles, not only the 陽貴 in a day hour (卯-申) or the 陰貴 at night."_s},
        {u"horse"_s, u"驛馬 and 馬前神煞: four (四馬, 申子辰馬居寅; default) or clash (易隱: the 沖)."_s,
         u"rule"_s, u"four"_s},
        {u"script"_s, u"traditional, simplified or english (default: from the locale)."_s, u"script"_s},
        {u"json"_s, u"Print JSON."_s},
    });
    base::addZoneOptions(p);
    base::addPillarOptions(p);
    najia::base::setChoices(p, u"script"_s, najia::base::settingKeys<najia::Script>());
    if (const auto stop = preamble(p, args, "shensha")) return *stop;
    const auto script = base::scriptOption(p.value(u"script"_s));
    if (!script) return fail(QString::fromStdString(script.error()));
    const auto selection = selectionFrom(p);
    if (!selection) return fail(QString::fromStdString(selection.error()));
    const auto input = inputFrom(p);
    if (!input) return fail(QString::fromStdString(input.error()));

    std::vector<Placement> placements;
    if (p.isSet(u"lines"_s)) {
        const auto cast = parseCast(p.value(u"lines"_s).trimmed());
        if (!cast) return fail(u"--lines: "_s + QString::fromStdString(cast.error()));
        placements = place(computeChart(*cast, input->pillars), *selection);
    } else {
        placements = place(input->pillars, *selection);
    }

    QTextStream out(stdout);
    if (p.isSet(u"json"_s)) {
        QJsonObject o{{u"pillars"_s, pillarsJson(input->pillars, *script)},
                      {u"settings"_s, QJsonObject{{u"noble"_s, QString::fromUtf8(name(selection->settings.noble, Script::English))},
                                                  {u"horse"_s, QString::fromUtf8(name(selection->settings.horse, Script::English))},
                                                  {u"noble_by_hour"_s, selection->settings.nobleByHour}}},
                      {u"shensha"_s, placementsToJson(placements, *script)}};
        if (input->reading)
            o[u"boundary"_s] = QJsonObject{{u"jie_seconds"_s, qint64(input->reading->boundary.jieSeconds)},
                                           {u"day_seconds"_s, qint64(input->reading->boundary.daySeconds)}};
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        out << placementsToText(placements, *script);
    }
    return 0;
}
