#include "appsettings.h"

#include <QSettings>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

AppSettings AppSettings::load()
{
    const QSettings s;
    AppSettings a;
    a.script = s.value(u"display/script"_s).toString() == u"simplified"_s ? Script::Simplified : Script::Traditional;
    a.language = s.value(u"display/language"_s).toString();
    a.dark = s.value(u"display/dark"_s, false).toBool();
    a.chartFont = s.value(u"display/chartFont"_s).toString();
    a.zone = s.value(u"cast/zone"_s, a.zone).toString();
    a.chart.changedRelations = s.value(u"chart/changedRelations"_s).toString() == u"own"_s
                                   ? ChangedRelations::OwnPalace : ChangedRelations::OriginalPalace;
    const QString hidden = s.value(u"chart/hidden"_s).toString();
    a.chart.hidden = hidden == u"pairs"_s ? HiddenMethod::TrigramPairs
                     : hidden == u"head-all"_s ? HiddenMethod::HeadAll : HiddenMethod::HeadAbsent;
    a.chart.body = s.value(u"chart/body"_s).toString() == u"self"_s ? BodyMethod::Self : BodyMethod::Month;
    a.dayBoundary = s.value(u"cast/dayBoundary"_s).toString() == u"0"_s ? calendar::DayBoundary::AtMidnight
                                                                        : calendar::DayBoundary::At23;
    a.preset = s.value(u"chart/preset"_s, a.preset).toString();
    a.trueSolar = s.value(u"cast/trueSolar"_s, false).toBool();
    a.longitude = std::clamp(s.value(u"cast/longitude"_s, 120.0).toDouble(), -180.0, 180.0);
    a.trueSolarHourOnly = s.value(u"cast/trueSolarHourOnly"_s, false).toBool();
    return a;
}

void AppSettings::save() const
{
    QSettings s;
    s.setValue(u"display/script"_s, script == Script::Simplified ? u"simplified"_s : u"traditional"_s);
    s.setValue(u"display/language"_s, language);
    s.setValue(u"display/dark"_s, dark);
    s.setValue(u"display/chartFont"_s, chartFont);
    s.setValue(u"cast/zone"_s, zone);
    s.setValue(u"chart/changedRelations"_s, chart.changedRelations == ChangedRelations::OwnPalace ? u"own"_s : u"original"_s);
    s.setValue(u"chart/hidden"_s, chart.hidden == HiddenMethod::TrigramPairs ? u"pairs"_s
                                  : chart.hidden == HiddenMethod::HeadAll ? u"head-all"_s : u"head"_s);
    s.setValue(u"chart/body"_s, chart.body == BodyMethod::Self ? u"self"_s : u"month"_s);
    s.setValue(u"cast/dayBoundary"_s, dayBoundary == calendar::DayBoundary::At23 ? u"23"_s : u"0"_s);
    s.setValue(u"chart/preset"_s, preset);
    s.setValue(u"cast/trueSolar"_s, trueSolar);
    s.setValue(u"cast/longitude"_s, longitude);
    s.setValue(u"cast/trueSolarHourOnly"_s, trueSolarHourOnly);
}

calendar::PillarOptions AppSettings::pillarOptions() const
{
    calendar::PillarOptions o;
    o.dayBoundary = dayBoundary;
    if (trueSolar) {
        o.trueSolarLongitude = longitude;
        o.trueSolarScope = trueSolarHourOnly ? calendar::TrueSolarScope::HourOnly : calendar::TrueSolarScope::AllPillars;
    }
    return o;
}
