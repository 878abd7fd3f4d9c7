#include "app/timingplot.h"
#include "base/wording/term_text.h"
#include "app/tooltip.h"

#include "app/chartmodel.h"
#include "engine/reading/reading_terms.h"
#include "engine/reading/timing_dates.h"
#include "base/json/reading_json.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kDates = 3;          // as many as the reading lists (base::kTimingDates)
constexpr int kRowHeight = 22;    // a row's band when there is room
constexpr int kMinRowHeight = 12; // … squeezed to this before the axis labels would be overrun
constexpr int kAxisHeight = 28;
constexpr int kTop = 4;
constexpr double kDotRadius = 4.5;

using najia::base::text;

QString dayText(calendar::sys_days d, const char* format)
{
    const std::chrono::year_month_day ymd(d);
    return QDate(int(ymd.year()), int(unsigned(ymd.month())), int(unsigned(ymd.day()))).toString(QString::fromLatin1(format));
}

} // namespace

TimingPlot::TimingPlot(ChartModel* chart, QWidget* parent) : QWidget(parent), chart_(chart)
{
    setObjectName(u"timingPlot"_s);
    setAccessibleName(tr("Timing"));
    connect(chart_, &ChartModel::modelReset, this, &TimingPlot::refresh);
    connect(chart_, &ChartModel::dataChanged, this, &TimingPlot::refresh);
    refresh();
}

void TimingPlot::setLive(bool live)
{
    live_ = live;
    if (live_ && behind_) refresh();
}

void TimingPlot::refresh()
{
    behind_ = !live_;
    if (behind_) return;
    rows_.clear();
    const base::ComputedChart* c = chart_->computedPrimary();
    if (c && c->castMoment) {
        castDay_ = c->castMoment->day;
        for (const TimingCandidate& t : c->reading.timing) {
            const Script s = chart_->script();
            Row row{text(t.rule, s) + u' ' + text(t.branch, s) + text(t.unit, s),
                    timingDates(t.branch, t.unit, *c->castMoment, kDates)};
            if (!row.dates.empty()) rows_.push_back(std::move(row));
        }
    }
    setAccessibleDescription([this] {
        QStringList out;
        for (const Row& r : rows_) {
            QStringList dates;
            for (const auto d : r.dates) dates << dayText(d, "yyyy-MM-dd");
            out << r.label + u": "_s + dates.join(u", "_s);
        }
        return out.join(u'\n');
    }());
    updateGeometry();
    update();
}

QSize TimingPlot::sizeHint() const { return {480, kTop + kAxisHeight + kRowHeight * int(std::max<std::size_t>(rows_.size(), 1))}; }
// Every row fits above the axis labels, its band squeezed to kMinRowHeight at the least.
QSize TimingPlot::minimumSizeHint() const
{
    return {240, kTop + kAxisHeight + kMinRowHeight * int(std::max<std::size_t>(rows_.size(), 1))};
}

int TimingPlot::axisY() const { return height() - kAxisHeight; }

QRectF TimingPlot::rowBand(std::size_t i) const
{
    const double room = double(axisY() - kTop) / double(std::max<std::size_t>(rows_.size(), 1));
    const double pitch = std::max(double(kMinRowHeight), std::min(double(kRowHeight), room));
    return {0, kTop + pitch * double(i), double(width()), pitch};
}

TimingPlot::Scale TimingPlot::scale() const
{
    // The span: the cast's day to the last date, a little beyond.
    calendar::sys_days last = castDay_;
    for (const Row& r : rows_) last = std::max(last, r.dates.back());
    const QFontMetrics fm(font());
    int labelWidth = 0;
    for (const Row& r : rows_) labelWidth = std::max(labelWidth, fm.horizontalAdvance(r.label));
    return {double(labelWidth + 16), double(width() - 16), std::max(1.0, double((last - castDay_).count()) * 1.05)};
}

QString TimingPlot::toolTipAt(QPoint pos) const
{
    if (rows_.empty()) return {};
    const Scale sc = scale();
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const QRectF band = rowBand(i);
        if (pos.y() < band.top() || pos.y() >= band.bottom()) continue;
        for (const auto d : rows_[i].dates)
            if (std::abs(sc.xOf(d, castDay_) - pos.x()) <= kDotRadius + 2)
                return rows_[i].label + u' ' + dayText(d, "yyyy-MM-dd");
    }
    return {};
}

bool TimingPlot::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        const auto& help = *static_cast<QHelpEvent*>(e);
        showToolTip(help, toolTipAt(help.pos()), this);
        return true;
    }
    return QWidget::event(e);
}

void TimingPlot::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.base());
    p.setPen(pal.color(QPalette::Text));
    if (rows_.empty()) {
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                   chart_->computedPrimary() ? tr("The 應期 need the moment of the cast to fall on dates.")
                                             : QString());
        return;
    }
    const Scale sc = scale();
    const double x0 = sc.x0, x1 = sc.x1, span = sc.span;
    const auto xOf = [&](calendar::sys_days d) { return sc.xOf(d, castDay_); };
    const int axisY = this->axisY();
    // The axis with ticks: months when the span is long, weeks otherwise.
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(QPointF(x0, axisY), QPointF(x1, axisY));
    const bool months = span > 70;
    const int step = months ? std::max(1, int(span / 30.4 / 6) + 1) : 7;
    p.setPen(pal.color(QPalette::PlaceholderText));
    for (int k = 0;; ++k) {
        calendar::sys_days tick;
        if (months) {
            const std::chrono::year_month_day first(castDay_);
            const auto ym = std::chrono::year_month(first.year(), first.month()) + std::chrono::months(k * step + 1);
            tick = calendar::sys_days(ym / 1);
        } else {
            tick = castDay_ + std::chrono::days(k * step);
        }
        if (xOf(tick) > x1) break;
        p.drawLine(QPointF(xOf(tick), axisY), QPointF(xOf(tick), axisY + 4));
        p.drawText(QPointF(xOf(tick) - 18, axisY + 18), dayText(tick, months ? "yyyy-MM" : "MM-dd"));
    }
    // The cast's day, then each candidate's row of dots.
    p.setPen(QPen(pal.color(QPalette::Highlight), 1.5, Qt::DashLine));
    p.drawLine(QPointF(x0, kTop), QPointF(x0, axisY));
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const QRectF band = rowBand(i);
        const double y = band.center().y();
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRectF(4, band.top(), x0 - 12, band.height()), Qt::AlignVCenter | Qt::AlignLeft, rows_[i].label);
        p.setPen(QPen(pal.color(QPalette::Mid), 0.8));
        p.drawLine(QPointF(x0, y), QPointF(x1, y));
        p.setPen(Qt::NoPen);
        p.setBrush(i == 0 ? pal.color(QPalette::Highlight) : pal.color(QPalette::Text));
        for (const auto d : rows_[i].dates) p.drawEllipse(QPointF(xOf(d), y), kDotRadius, kDotRadius);
        p.setBrush(Qt::NoBrush);
    }
}
