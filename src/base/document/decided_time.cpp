#include "base/document/decided_time.h"

#include "engine/pillars.h"
#include "engine/terms.h"

#include <QStringList>

namespace najia::base {

Result<DecidedTime> parseDecided(const QString& text)
{
    const QString t = text.trimmed();
    if (t.isEmpty()) return DecidedTime{};
    const auto p = parsePillars(t.toStdString());
    if (!p) return Error{p.error()};
    if (p->year || p->yearBranchOnly || p->hour)
        return Error{"the time a matter is decided is a month and a day (「巳月」, 「癸亥日」, 「巳月 癸亥日」), not a year or an hour"};
    if (!p->monthBranch() && !p->day) return Error{"the time a matter is decided names a month or a day: 「巳月」, 「癸亥日」"};
    return DecidedTime{p->monthBranch(), p->day};
}

QString decidedText(const DecidedTime& d)
{
    QStringList parts;
    if (d.month) parts << QString::fromUtf8(name(*d.month, Script::Traditional)) + u'月';
    if (d.day) parts << QString::fromStdString(name(*d.day)) + u'日';
    return parts.join(u' ');
}

QString decidedWords(const DecidedTime& d, Script script)
{
    if (d.empty()) return {};
    return QString::fromUtf8(Term{"後時", "后时", "decided"}.in(script)) + u' ' + decidedText(d);
}

} // namespace najia::base
