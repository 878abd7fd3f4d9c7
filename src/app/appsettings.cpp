#include "app/appsettings.h"

#include "base/wording/script_text.h"
#include "base/wording/setting_text.h"

#include <QDir>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTimeZone>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

AppSettings AppSettings::load()
{
    const QSettings s;
    AppSettings a;
    a.language = s.value(u"display/language"_s).toString();
    // New keys: the old ones were written with their defaults whether chosen or not.
    const QString script = s.value(u"display/chartScript"_s).toString();
    if (script == u"simplified"_s) a.script = Script::Simplified;
    else if (script == u"traditional"_s) a.script = Script::Traditional;
    else a.script = base::chineseScriptOf(QLocale()).value_or(
             a.language == u"zh_CN"_s ? Script::Simplified : Script::Traditional);
    const QString theme = s.value(u"display/theme"_s).toString();
    a.theme = theme == u"dark"_s ? Theme::Dark : theme == u"light"_s ? Theme::Light : Theme::System;
    a.chartFont = s.value(u"display/chartFont"_s).toString();
    // A new key: the old "cast/zone" was written with Asia/Shanghai whether chosen or not.
    a.zone = s.value(u"cast/defaultZone"_s).toString();
    a.chart.changedRelations = settingOr(s.value(u"chart/changedRelations"_s).toString(), a.chart.changedRelations);
    a.chart.hidden = settingOr(s.value(u"chart/hidden"_s).toString(), a.chart.hidden);
    a.chart.body = settingOr(s.value(u"chart/body"_s).toString(), a.chart.body);
    a.dayBoundary = settingOr(s.value(u"cast/dayBoundary"_s).toString(), a.dayBoundary);
    a.preset = s.value(u"chart/preset"_s, a.preset).toString();
    a.trueSolar = s.value(u"cast/trueSolar"_s, false).toBool();
    a.longitude = std::clamp(s.value(u"cast/longitude"_s, 120.0).toDouble(), -180.0, 180.0);
    a.trueSolarHourOnly = s.value(u"cast/trueSolarHourOnly"_s, false).toBool();
    return a;
}

void AppSettings::save() const
{
    QSettings s;
    s.setValue(u"display/chartScript"_s, settingKeyText(script));
    s.setValue(u"display/language"_s, language);
    s.setValue(u"display/theme"_s, theme == Theme::Dark ? u"dark"_s : theme == Theme::Light ? u"light"_s : u"system"_s);
    s.setValue(u"display/chartFont"_s, chartFont);
    s.setValue(u"cast/defaultZone"_s, zone);
    s.setValue(u"chart/changedRelations"_s, settingKeyText(chart.changedRelations));
    s.setValue(u"chart/hidden"_s, settingKeyText(chart.hidden));
    s.setValue(u"chart/body"_s, settingKeyText(chart.body));
    s.setValue(u"cast/dayBoundary"_s, settingKeyText(dayBoundary));
    s.setValue(u"chart/preset"_s, preset);
    s.setValue(u"cast/trueSolar"_s, trueSolar);
    s.setValue(u"cast/longitude"_s, longitude);
    s.setValue(u"cast/trueSolarHourOnly"_s, trueSolarHourOnly);
}

QString AppSettings::castZone() const
{
    return zone.isEmpty() ? QString::fromUtf8(QTimeZone::systemTimeZoneId()) : zone;
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

QString chartFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (documents.isEmpty()) return {};
    const QString folder = documents + QStringLiteral("/Najia");
    return QDir().mkpath(folder) ? folder : QString();
}
