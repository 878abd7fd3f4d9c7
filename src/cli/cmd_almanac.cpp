// najia-cli almanac: the day and hour marks of 協紀辨方書 卷七 for a civil date.
#include "base/options/civil_time.h"
#include "base/wording/term_text.h"
#include "cli/commands.h"
#include "base/options/option_choices.h"
#include "base/json/shensha_json.h"

#include "engine/shensha/almanac.h"

#include <QCommandLineParser>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

using namespace najia::base;

using namespace najia;
using namespace najia::shensha;
using namespace Qt::Literals::StringLiterals;

namespace {

int fail(const QString& message) { return badInput("almanac", message); }

using najia::base::text;

QString clock(int minutes) { return u"%1:%2"_s.arg(minutes / 60 % 24, 2, 10, QChar(u'0')).arg(minutes % 60, 2, 10, QChar(u'0')); }

QString mountainText(int k, Script s)
{
    const Mountain m = mountainAt(k);
    if (const auto* b = std::get_if<Branch>(&m)) return text(*b, s);
    if (const auto* st = std::get_if<Stem>(&m)) return text(*st, s);
    return text(std::get<Trigram>(m), s);
}

// The hour's other marks, in a fixed order: JSON key and traditional label.
struct Mark {
    const char16_t* key;
    const char16_t* label;
    bool HourMarks::*flag;
};
constexpr Mark kMarks[] = {
    {u"noble_yang", u"陽貴", &HourMarks::nobleYang},
    {u"noble_yin", u"陰貴", &HourMarks::nobleYin},
    {u"heavenly_official", u"天官", &HourMarks::heavenlyOfficial},
    {u"fortune_star", u"福星", &HourMarks::fortuneStar},
    {u"xi_shen", u"喜神", &HourMarks::joyGod},
    {u"prosperity", u"祿", &HourMarks::prosperity},
    {u"day_ruler", u"日建", &HourMarks::dayRuler},
    {u"day_break", u"日破", &HourMarks::dayBreak},
    {u"day_harmony", u"日合", &HourMarks::dayHarmony},
    {u"day_harm", u"日害", &HourMarks::dayHarm},
    {u"day_punishment", u"日刑", &HourMarks::dayPunishment},
    {u"five_misfortunes", u"五不遇", &HourMarks::fiveMisfortunes},
    {u"nine_ugly", u"九醜", &HourMarks::nineUgly},
    {u"decade_void", u"旬空", &HourMarks::decadeVoid},
    {u"road_block", u"截路", &HourMarks::roadBlock},
};

QJsonObject hourJson(const HourMarks& h, Script s)
{
    const int start = (index(h.branch) * 120 + 23 * 60) % 1440;  // 子 23:00, 丑 01:00 …
    QJsonObject o{{u"branch"_s, text(h.branch, s)},
                  {u"pillar"_s, QString::fromStdString(name(h.pillar, s))},
                  {u"spirit"_s, text(h.spirit, s)},
                  {u"yellow"_s, isYellow(h.spirit)},
                  {u"start"_s, clock(start)},
                  {u"end"_s, clock(start + 120)},
                  {u"month_general"_s, text(h.general, s)},
                  {u"noble_gate"_s, h.nobleGate ? QJsonValue(text(*h.nobleGate, Script::English)) : QJsonValue()}};
    for (const Mark& m : kMarks) o[QString::fromUtf16(m.key)] = h.*(m.flag);
    return o;
}

QString fiveMisfortuneKey(FiveMisfortuneRule r)
{
    return r == FiveMisfortuneRule::DunJia ? u"dunjia"_s : u"stem"_s;
}

QJsonObject almanacJson(const Almanac& a, const QDate& date, const AlmanacSettings& settings, Script s)
{
    QJsonArray four;
    for (const FourGreatHour& f : a.fourGreat)
        four.append(QJsonObject{{u"mountain"_s, mountainText(f.mountain, s)},
                                {u"start"_s, clock(f.startMinutes)},
                                {u"end"_s, clock(f.startMinutes + 60)}});
    QJsonObject day{{u"pillar"_s, QString::fromStdString(name(a.day, s))},
                    {u"spirit"_s, text(a.daySpirit, s)},
                    {u"yellow"_s, isYellow(a.daySpirit)},
                    {u"xi_shen"_s, QJsonObject{{u"trigram"_s, text(trigramOf(a.joyDirection), s)},
                                               {u"direction"_s, text(a.joyDirection, s)},
                                               {u"hour"_s, text(a.joyGod, s)}}},
                    {u"month_branch"_s, text(a.monthBranch, s)},
                    {u"month_general"_s, text(a.generalAtNoon, s)},
                    {u"four_great_hours"_s, four}};
    QJsonArray hours;
    for (const HourMarks& h : a.hours) hours.append(hourJson(h, s));
    return {{u"date"_s, date.toString(Qt::ISODate)},
            {u"settings"_s, QJsonObject{{u"noble"_s, text(settings.noble, Script::English)},
                                        {u"five_misfortunes"_s, fiveMisfortuneKey(settings.fiveMisfortunes)}}},
            {u"day"_s, day},
            {u"hours"_s, hours}};
}

QString almanacText(const Almanac& a, const QDate& date, Script s)
{
    QString out = date.toString(Qt::ISODate) + u' ' + QString::fromStdString(name(a.day, s)) + u"日 "_s
        + text(a.monthBranch, s) + u"月 "_s + text(a.daySpirit, s) + (isYellow(a.daySpirit) ? u" 黃道"_s : u" 黑道"_s)
        + u"  喜神 "_s + text(trigramOf(a.joyDirection), s) + u' ' + text(a.joyDirection, s) + u"  月將 "_s
        + text(a.generalAtNoon, s) + u"  四大吉時"_s;
    for (const FourGreatHour& f : a.fourGreat) out += u' ' + mountainText(f.mountain, s) + u' ' + clock(f.startMinutes);
    out += u'\n';
    for (const HourMarks& h : a.hours) {
        out += QString::fromStdString(name(h.pillar, s)) + u'\t' + text(h.spirit, s) + u'\t'
            + (isYellow(h.spirit) ? u"黃"_s : u"黑"_s) + u'\t';
        QStringList marks;
        for (const Mark& m : kMarks)
            if (h.*(m.flag)) marks << QString::fromUtf16(m.label);
        if (h.nobleGate) marks << (text(*h.nobleGate, s) + u"登天門"_s);
        out += marks.join(u' ') + u'\n';
    }
    return out;
}

} // namespace

int runAlmanac(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        u"The almanac of a date after 協紀辨方書 卷七: the day's 黃道/黑道 spirit, 喜神 and 四大吉時, and for "
        "each of its twelve hours (子 first) the 黃道/黑道 spirit, 天乙 陽貴/陰貴, 天官, 福星, 喜神, 祿, "
        "日建/破/合/害/刑, 五不遇, 九醜, 旬空, 截路空亡 and 貴登天門."_s);
    p.addHelpOption();
    p.addPositionalArgument(u"date"_s, u"YYYY-MM-DD"_s);
    p.addOptions({
        {u"noble"_s, u"陽貴/陰貴: kaoyuan (考原, default) or cao (曹震圭)."_s, u"school"_s, u"kaoyuan"_s},
        {u"five-misfortunes"_s, u"五不遇: stem (時干克日干, 神煞起例; default) or dunjia (時干克日干 or 時支克日支, 遁甲)."_s, u"rule"_s, u"stem"_s},
        {u"script"_s, u"traditional, simplified or english (default: from the locale)."_s, u"script"_s},
        {u"json"_s, u"Print JSON."_s},
    });
    base::addZoneOptions(p);
    najia::base::setChoices(p, u"script"_s, najia::base::settingKeys<najia::Script>());
    if (const auto stop = preamble(p, args, "almanac", 1)) return *stop;
    const auto script = base::scriptOption(p.value(u"script"_s));
    if (!script) return fail(QString::fromStdString(script.error()));
    const auto school = parseTerm<NobleSchool>(p.value(u"noble"_s).toStdString());
    if (!school || (*school != NobleSchool::KaoYuan && *school != NobleSchool::CaoZhenGui))
        return fail(u"--noble must be kaoyuan or cao"_s);
    AlmanacSettings settings;
    settings.noble = *school;
    const QString five = p.value(u"five-misfortunes"_s);
    if (five == u"dunjia"_s) settings.fiveMisfortunes = FiveMisfortuneRule::DunJia;
    else if (five != u"stem"_s) return fail(u"--five-misfortunes must be stem or dunjia"_s);
    if (p.positionalArguments().size() != 1) return fail(u"give one date, YYYY-MM-DD"_s);
    const QDate date = QDate::fromString(p.positionalArguments().first(), u"yyyy-MM-dd"_s);
    if (!date.isValid()) return fail(u"bad date '%1' (expected YYYY-MM-DD)"_s.arg(p.positionalArguments().first()));
    QString problem;
    const auto zone = base::zoneFromOptions(p, &problem);
    if (!zone) return fail(problem);
    // The clock of the day: the zone's standard offset at noon (daylight saving removed).
    const auto noon = base::parseCivil(date.toString(Qt::ISODate) + u" 12:00"_s, *zone, &problem);
    if (!noon) return fail(problem);
    using namespace std::chrono;
    const sys_days day{days(date.toJulianDay() - 2440588)};  // JDN of 1970-01-01
    const auto almanac = almanacOn(day, noon->standardOffset, settings);
    if (!almanac)
        return fail(almanac.error() == calendar::CalendarError::OutOfRange
                        ? u"outside the supported range 1600-01-01 … 2400-12-31"_s
                        : u"invalid date"_s);
    QTextStream out(stdout);
    if (p.isSet(u"json"_s))
        out << QJsonDocument(almanacJson(*almanac, date, settings, *script)).toJson(QJsonDocument::Indented);
    else
        out << almanacText(*almanac, date, *script);
    return 0;
}
