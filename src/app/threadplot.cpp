#include "app/threadplot.h"

#include "app/casebookplots.h"
#include "base/wording/term_text.h"

#include "engine/reading/reading_terms.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kLegendHeight = 22;
constexpr int kAxisHeight = 26;
constexpr int kRowHeight = 36;
constexpr int kMinRowHeight = 14;
constexpr double kDot = 4.5;
constexpr double kDiamond = 6.5;
constexpr int kLookAhead = 60;  // days of 應期 after the last cast the axis shows at least
const QColor kTimingColour{0x00, 0x72, 0xb2};   // Okabe and Ito's blue
const QColor kWindowColour{0x56, 0xb4, 0xe9, 70};  // their sky blue, see-through

QPainterPath diamond(QPointF c, double r)
{
    QPainterPath p;
    p.moveTo(c.x(), c.y() - r);
    p.lineTo(c.x() + r, c.y());
    p.lineTo(c.x(), c.y() + r);
    p.lineTo(c.x() - r, c.y());
    p.closeSubpath();
    return p;
}

} // namespace

ThreadPlot::ThreadPlot(QWidget* parent) : QWidget(parent)
{
    setObjectName(u"threadPlot"_s);
    setAccessibleName(tr("Timing of the thread"));
}

void ThreadPlot::setThread(const CaseThread& thread, Script script)
{
    thread_ = thread;
    script_ = script;
    // The axis spans every cast, sealed window and outcome, and the 應期 up to kLookAhead days after the
    // last cast: a month or year candidate far ahead would squeeze the days that matter into a corner.
    // Later dates are counted at the end of their row.
    std::vector<QDate> dates;
    QDate focus;
    for (const ThreadCase& c : thread_.cases) {
        dates.push_back(c.castDate);
        focus = std::max(focus, c.castDate.addDays(kLookAhead));
        if (c.seal && c.seal->request.windowFrom.isValid()) dates.insert(dates.end(), {c.seal->request.windowFrom, c.seal->request.windowTo});
    }
    for (const ThreadMark& m : thread_.timeline)
        if (m.kind == ThreadMark::Kind::Outcome || m.date <= focus) dates.push_back(m.date);
    std::erase_if(dates, [](const QDate& d) { return !d.isValid(); });
    first_ = last_ = QDate();
    if (!dates.empty()) {
        const auto [lo, hi] = std::minmax_element(dates.begin(), dates.end());
        const qint64 pad = std::max<qint64>(1, lo->daysTo(*hi) / 30);
        first_ = lo->addDays(-pad);
        last_ = hi->addDays(pad);
    }
    later_.assign(thread_.cases.size(), 0);
    for (const ThreadMark& m : thread_.timeline)
        if (m.date > last_) ++later_[rowOf(m.caseId)];
    QStringList described;
    for (const ThreadMark& m : thread_.timeline) described << markText(m);
    setAccessibleDescription(described.join(u'\n'));
    updateGeometry();
    update();
}

QSize ThreadPlot::sizeHint() const
{
    return {560, kLegendHeight + kAxisHeight + kRowHeight * int(std::max<std::size_t>(thread_.cases.size(), 1)) + 8};
}

QSize ThreadPlot::minimumSizeHint() const
{
    return {280, kLegendHeight + kAxisHeight + kMinRowHeight * int(std::max<std::size_t>(thread_.cases.size(), 1)) + 8};
}

int ThreadPlot::labelWidth() const
{
    int w = 0;
    for (const ThreadCase& c : thread_.cases) w = std::max(w, fontMetrics().horizontalAdvance(tr("Case %1").arg(c.id)));
    return w + 16;
}

int ThreadPlot::rightEdge() const
{
    const bool any = std::any_of(later_.begin(), later_.end(), [](int n) { return n > 0; });
    return width() - (any ? fontMetrics().horizontalAdvance(laterText(99)) + 20 : 16);
}

QString ThreadPlot::laterText(int n) const { return tr("+%1 later").arg(n); }

double ThreadPlot::xOf(const QDate& d) const
{
    const double x0 = labelWidth(), x1 = rightEdge();
    const double span = double(std::max<qint64>(1, first_.daysTo(last_)));
    return x0 + (x1 - x0) * double(first_.daysTo(d)) / span;
}

double ThreadPlot::rowY(std::size_t i) const
{
    const double top = kLegendHeight, bottom = height() - kAxisHeight;
    const double n = double(std::max<std::size_t>(thread_.cases.size(), 1));
    const double pitch = std::max(double(kMinRowHeight), std::min(double(kRowHeight), (bottom - top) / n));
    return top + pitch * (double(i) + 0.5);
}

std::size_t ThreadPlot::rowOf(qint64 caseId) const
{
    for (std::size_t i = 0; i < thread_.cases.size(); ++i)
        if (thread_.cases[i].id == caseId) return i;
    return 0;
}

QString ThreadPlot::markText(const ThreadMark& m) const
{
    const QString what = m.kind == ThreadMark::Kind::Outcome
        ? text(m.outcome, script_)
        : text(m.candidate.rule, script_) + u' ' + text(m.candidate.branch, script_) + text(m.candidate.unit, script_);
    return tr("Case %1").arg(m.caseId) + u"  "_s + what + u"  "_s + m.date.toString(Qt::ISODate);
}

void ThreadPlot::paintLegend(QPainter& p) const
{
    const QFontMetrics fm = fontMetrics();
    double x = labelWidth();
    const double y = kLegendHeight / 2.0;
    const auto item = [&](const QString& label, auto draw) {
        draw(QPointF(x + 6, y));
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QPointF(x + 16, y + fm.ascent() / 2.0 - 1), label);
        x += 16 + fm.horizontalAdvance(label) + 18;
    };
    item(tr("cast"), [&](QPointF c) {
        p.setPen(QPen(palette().color(QPalette::WindowText), 2));
        p.drawLine(QPointF(c.x(), c.y() - 6), QPointF(c.x(), c.y() + 6));
    });
    item(tr("timing (應期)"), [&](QPointF c) {
        p.setPen(Qt::NoPen);
        p.setBrush(kTimingColour);
        p.drawEllipse(c, kDot, kDot);
    });
    item(tr("sealed window"), [&](QPointF c) { p.fillRect(QRectF(c.x() - 6, c.y() - 5, 12, 10), kWindowColour); });
    item(tr("outcome settled"), [&](QPointF c) {
        p.setPen(Qt::NoPen);
        p.setBrush(MonthPlot::colour(Outcome::Fulfilled));
        p.drawPath(diamond(c, kDiamond));
    });
}

void ThreadPlot::paintAxis(QPainter& p) const
{
    const double y = height() - kAxisHeight;
    const QColor ink = palette().color(QPalette::WindowText);
    p.setPen(ink);
    p.drawLine(QPointF(labelWidth(), y), QPointF(rightEdge(), y));
    const QFontMetrics fm = fontMetrics();
    const int room = fm.horizontalAdvance(u"2024-12-31"_s) + 16;
    const int ticks = std::max(2, int((rightEdge() - labelWidth()) / room));
    const qint64 span = first_.daysTo(last_);
    for (int i = 0; i <= ticks; ++i) {
        const QDate d = first_.addDays(span * i / ticks);
        const double x = xOf(d);
        p.drawLine(QPointF(x, y), QPointF(x, y + 4));
        const QString label = d.toString(Qt::ISODate);
        const double w = fm.horizontalAdvance(label);
        p.drawText(QPointF(std::clamp(x - w / 2, 0.0, width() - w), y + 6 + fm.ascent()), label);
    }
}

void ThreadPlot::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (thread_.cases.empty() || !first_.isValid()) return;
    paintLegend(p);
    paintAxis(p);
    const QColor ink = palette().color(QPalette::WindowText);
    const double top = kLegendHeight, bottom = height() - kAxisHeight;
    for (std::size_t i = 0; i < thread_.cases.size(); ++i) {
        const ThreadCase& c = thread_.cases[i];
        const double y = rowY(i);
        p.setPen(ink);
        p.drawText(QPointF(4, y + fontMetrics().ascent() / 2.0 - 1), tr("Case %1").arg(c.id));
        p.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DotLine));
        p.drawLine(QPointF(labelWidth(), y), QPointF(rightEdge(), y));
        if (later_[i] > 0) {
            p.setPen(kTimingColour);
            p.drawText(QPointF(rightEdge() + 8, y + fontMetrics().ascent() / 2.0 - 1), laterText(later_[i]));
        }
        if (c.seal && c.seal->request.windowFrom.isValid()) {
            const double x0 = xOf(c.seal->request.windowFrom), x1 = xOf(c.seal->request.windowTo.addDays(1));
            p.fillRect(QRectF(x0, y - 8, std::max(2.0, x1 - x0), 16), kWindowColour);
        }
        if (c.castDate.isValid()) {
            p.setPen(QPen(ink, 2));
            p.drawLine(QPointF(xOf(c.castDate), y - 8), QPointF(xOf(c.castDate), y + 8));
        }
    }
    for (const ThreadMark& m : thread_.timeline) {
        if (m.date > last_) continue;  // counted at the end of the row
        const double x = xOf(m.date), y = rowY(rowOf(m.caseId));
        p.setPen(Qt::NoPen);
        if (m.kind == ThreadMark::Kind::Timing) {
            p.setBrush(kTimingColour);
            p.drawEllipse(QPointF(x, y), kDot, kDot);
            continue;
        }
        const QColor colour = MonthPlot::colour(m.outcome);
        p.setPen(QPen(colour, 1.5, Qt::DashLine));
        p.drawLine(QPointF(x, top), QPointF(x, bottom));
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawPath(diamond(QPointF(x, y), kDiamond));
    }
}

QString ThreadPlot::toolTipAt(QPoint pos) const
{
    QStringList later;
    for (const ThreadMark& m : thread_.timeline) {
        const bool onRow = std::abs(rowY(rowOf(m.caseId)) - pos.y()) <= kDiamond + 1;
        if (m.date > last_) {
            if (onRow && pos.x() > rightEdge()) later << markText(m);
            continue;
        }
        if (onRow && std::abs(xOf(m.date) - pos.x()) <= kDiamond + 1) return markText(m);
    }
    return later.join(u'\n');
}

bool ThreadPlot::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString tip = toolTipAt(help->pos());
        if (tip.isEmpty()) QToolTip::hideText();
        else QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(event);
}
