#include "base/wording/moment_wording.h"
#include "base/wording/term_text.h"

#include "engine/calendar/four_pillars.h"
#include "engine/calendar/lunar.h"
#include "engine/calendar/solar_terms.h"
#include "engine/calendar/xunkong.h"
#include "base/json/calendar_json.h"
#include "base/wording/script_text.h"

#include <QDateTime>
#include <QStringList>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

using najia::base::text;
QString text(GanZhi g, Script s) { return QString::fromStdString(name(g, s)); }

QDateTime at(calendar::sys_seconds t, const QTimeZone& zone)
{
    return QDateTime::fromSecsSinceEpoch(t.time_since_epoch().count(), zone);
}

// The terms of `year` and its neighbours in order: enough to bracket any instant of `year`.
struct TermInstant {
    calendar::SolarTerm term;
    calendar::sys_seconds utc;
};
std::vector<TermInstant> termsAround(int year)
{
    std::vector<TermInstant> out;
    for (int y = year - 1; y <= year + 1; ++y) {
        const auto terms = calendar::solarTermsOf(y);
        if (!terms) continue;
        for (int i = 0; i < calendar::kSolarTermCount; ++i)
            out.push_back({calendar::solarTermAt(i), (*terms)[std::size_t(i)]});
    }
    return out;
}

} // namespace

QString lunarText(calendar::sys_seconds utc, const QTimeZone& zone, Script s)
{
    const QDate civil = at(utc, zone).date();
    const auto day = calendar::sys_days(std::chrono::year(civil.year()) / civil.month() / civil.day());
    const auto lunar = calendar::lunarDate(day);
    if (!lunar) return {};
    const QString label = text(SheetLabel::Lunar, s) + u' ';
    if (s == Script::English)
        return label + u"%1 year, month %2%3, day %4"_s.arg(text(calendar::yearGanZhi(lunar->year), s))
                           .arg(lunar->month).arg(lunar->leap ? u" (leap)"_s : QString()).arg(lunar->day);
    const QString date = text(calendar::yearGanZhi(lunar->year), s) + u"年"_s +
                         lunarMonthText(lunar->month, lunar->leap) + lunarDayText(lunar->day);
    return label + convertScript(date, Script::Traditional, s);
}

QString solarTermsText(calendar::sys_seconds utc, const QTimeZone& zone, Script s)
{
    const auto terms = termsAround(at(utc, QTimeZone::utc()).date().year());
    for (std::size_t i = 1; i < terms.size(); ++i) {
        if (terms[i].utc <= utc) continue;
        if (terms[i - 1].utc > utc) return {};  // before the first year the calendar has
        const auto word = [&](const TermInstant& t) -> QString {
            return text(t.term, s) + u' ' + at(t.utc, zone).toString(u"MM-dd HH:mm"_s);
        };
        return text(SheetLabel::SolarTerm, s) + u' ' + word(terms[i - 1]) + u" → "_s + word(terms[i]);
    }
    return {};
}

QString pillarVoidsText(const Pillars& p, Script s)
{
    const SheetLabel marks[] = {SheetLabel::YearMark, SheetLabel::MonthMark, SheetLabel::DayMark, SheetLabel::HourMark};
    const std::optional<GanZhi> parts[] = {p.year, p.month, p.day, p.hour};
    const QString gap = s == Script::English ? u" "_s : QString();
    QStringList out;
    for (int i = 0; i < 4; ++i) {
        if (!parts[i]) continue;
        const auto v = calendar::voidBranches(*parts[i]);
        out << text(marks[i], s) + gap + text(SheetLabel::VoidMark, s) + u' ' + text(v[0], s) + gap + text(v[1], s);
    }
    return out.join(u"  "_s);
}

} // namespace najia::base
