#include "base/options/document_options.h"

#include "base/json/chart_json.h"
#include "base/options/civil_time.h"
#include "base/options/zone_names.h"

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

Result<ChartRecord> recordFromOptions(const QCommandLineParser& p, const RecordDefaults& d)
{
    if (p.isSet(u"at"_s) && p.isSet(u"pillars"_s)) return Error{"give --at or --pillars, not both"};
    ChartRecord r;
    const auto cast = parseCast(p.value(u"lines"_s).trimmed());
    if (!cast) return Error{"--lines: " + cast.error()};
    r.cast = *cast;
    r.preset = d.preset;
    r.settings = d.chart;
    r.analysis = d.analysis;
    r.useful = d.useful;
    QString problem;
    const bool zoneGiven = p.isSet(u"tz"_s) || p.isSet(u"utc-offset"_s);
    const auto zone = zoneGiven || !d.zone ? zoneFromOptions(p, &problem) : d.zone;
    if (!zone) return Error{problem.toStdString()};
    const auto pillarOptions = pillarOptionsFrom(p, &problem);
    if (!pillarOptions) return Error{problem.toStdString()};
    r.pillarOptions = *pillarOptions;
    const auto overlap = overlapOption(p);
    if (!overlap) return Error{overlap.error()};
    if (p.isSet(u"at"_s)) {
        r.moment = Moment{p.value(u"at"_s), QString::fromUtf8(zone->id()), *overlap};
    } else if (!p.value(u"pillars"_s).trimmed().isEmpty()) {
        const auto pillars = parsePillars(p.value(u"pillars"_s).trimmed().toStdString());
        if (!pillars) return Error{"--pillars: " + pillars.error()};
        r.pillars = *pillars;
    }
    return r;
}

Result<ChartDocument> documentFromOptions(const QCommandLineParser& p, const RecordDefaults& d,
                                          QString* overlapWarningOut)
{
    auto record = recordFromOptions(p, d);
    if (!record) return Error{record.error()};
    ChartDocument document(std::move(*record));
    const auto& computed = document.computed();
    if (!computed) return Error{(document.record().moment ? "--at: " : "") + computed.error()};
    const auto& m = document.record().moment;
    if (m && computed->otherOccurrence && overlapWarningOut) {
        const auto zone = zoneNamed(m->zone);
        QString problem;
        if (const auto civil = zone ? parseCivil(m->civil, *zone, &problem, m->overlap) : std::nullopt)
            *overlapWarningOut = overlapWarning(m->civil, *civil, *zone);
    }
    return document;
}

} // namespace najia::base
