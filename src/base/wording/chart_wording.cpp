#include "base/wording/chart_wording.h"
#include "base/wording/term_text.h"

#include "engine/calendar/xunkong.h"
#include "engine/hexagram_names.h"

#include <QStringList>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

using najia::base::text;
QString text(GanZhi g, Script s) { return QString::fromStdString(name(g, s)); }
// English words need spaces between them; Chinese ones run together.
QString gap(Script s) { return s == Script::English ? u" "_s : QString(); }

} // namespace

QString hexagramTitle(const HexagramFacts& f, Script s)
{
    QString t = QString::fromUtf8(hexagramName(f.hexagram).full.in(s)) + u"  "_s + text(f.place.palace, s) + gap(s) +
                text(SheetLabel::Palace, s) + u' ' + text(f.place.generation, s);
    if (f.sixClash) t += u' ' + text(SheetLabel::SixClash, s);
    if (f.sixHarmony) t += u' ' + text(SheetLabel::SixHarmony, s);
    return t;
}

QString changedTitle(const Chart& c, Script s)
{
    if (!c.changed) return {};
    QString t = hexagramTitle(*c.changed, s);
    // Only the warning classes of the 十六變 are worth a word on the heading (遊魂 … 歸魂 …).
    if (c.change->sixteen && *c.change->sixteen >= SixteenChange::OuterWarning)
        t += u" ("_s + text(*c.change->sixteen, s) + u')';
    if (c.change->reversal) t += u' ' + text(Echo::Reversal, s);
    return t;
}

QString pillarsText(const Pillars& p, Script s)
{
    const SheetLabel marks[] = {SheetLabel::YearMark, SheetLabel::MonthMark, SheetLabel::DayMark, SheetLabel::HourMark};
    const std::optional<GanZhi> parts[] = {p.year, p.month, p.day, p.hour};
    QStringList out;
    for (int i = 0; i < 4; ++i) {
        const QString mark = gap(s) + text(marks[i], s);
        if (parts[i]) out << text(*parts[i], s) + mark;
        else if (i == 1 && p.monthBranchOnly) out << text(*p.monthBranchOnly, s) + mark;
        else if (i == 0 && p.yearBranchOnly) out << text(*p.yearBranchOnly, s) + mark;
    }
    return out.join(s == Script::English ? u", "_s : u" "_s);
}

QString voidText(const Pillars& p, Script s)
{
    if (!p.day) return {};
    const auto v = calendar::voidBranches(*p.day);
    return text(SheetLabel::Void, s) + u' ' + text(v[0], s) + gap(s) + text(v[1], s);
}

QString rulersText(const Pillars& p, Script s)
{
    QStringList out;
    if (const auto m = p.monthBranch()) out << text(SheetLabel::MonthRuler, s) + u' ' + text(*m, s);
    if (p.day) out << text(SheetLabel::DayRuler, s) + u' ' + text(p.day->branch(), s);
    return out.join(u"   "_s);
}

QString bodyText(const Body& b, Script s)
{
    QString t = text(SheetLabel::Body, s) + u' ' + text(b.branch, s);
    if (b.lines == 0) {
        const QString absent = text(SheetLabel::Absent, s);
        t += s == Script::English ? QString(u" ("_s + absent + u')') : QString(u"（"_s + absent + u"）"_s);
    }
    if (b.progress != BodyProgress::None) t += u' ' + text(b.progress, s);
    return t;
}

QString movingMark(LineValue value)
{
    return value == LineValue::OldYang ? u"○"_s : value == LineValue::OldYin ? u"×"_s : QString();
}

QString lineReadingText(const LineReading& r, Script s)
{
    if (s == Script::English)
        return text(r.relation, s) + u' ' + text(r.stem, s) + u'-' + text(r.branch, s) + u' ' + text(r.element, s);
    return text(r.relation, s) + text(r.stem, s) + text(r.branch, s) + text(r.element, s);
}

ChartHeading chartHeading(const Chart& c, Script s)
{
    ChartHeading h{hexagramTitle(c.primary, s), changedTitle(c, s), pillarsText(c.pillars, s), {}};
    if (const QString v = voidText(c.pillars, s); !v.isEmpty()) h.pillars += u"   "_s + v;
    const QString rulers = rulersText(c.pillars, s);
    h.rulers = (rulers.isEmpty() ? QString() : rulers + u"   "_s) + bodyText(c.body, s);
    return h;
}

} // namespace najia::base
