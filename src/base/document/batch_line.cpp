#include "base/document/batch_line.h"

#include "base/json/chart_json.h"

namespace najia::base {

Result<BatchCase> parseBatchLine(const QString& line)
{
    const qsizetype tab = line.indexOf(u'\t');
    const auto cast = parseCast((tab < 0 ? line : line.left(tab)).trimmed());
    if (!cast) return Error{"--lines: " + cast.error()};
    BatchCase out{*cast, {}};
    const QString pillars = tab < 0 ? QString() : line.mid(tab + 1).trimmed();
    if (!pillars.isEmpty()) {
        const auto parsed = parsePillars(pillars.toStdString());
        if (!parsed) return Error{"--pillars: " + parsed.error()};
        out.pillars = *parsed;
    }
    return out;
}

} // namespace najia::base
