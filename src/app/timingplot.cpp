#include "timingplot.h"

#include "chartmodel.h"
#include "reading/reading_terms.h"
#include "reading/timing_dates.h"
#include "reading_json.h"

#include <QPainter>
#include <QPainterPath>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kDates = 3;          // as many as the reading lists (base::kTimingDates)
constexpr int kRowHeight = 22;
constexpr int kAxisHeight = 28;

template <class E> QString text(E v, Script s) { return QString::fromUtf8(name(v, s)); }

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

QSize TimingPlot::sizeHint() const { return {480, kAxisHeight + kRowHeight * int(std::max<std::size_t>(rows_.size(), 1)) + 12}; }
QSize TimingPlot::minimumSizeHint() const { return {240, kAxisHeight + kRowHeight + 12}; }

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
    // The span: the cast's day to the last date, a little beyond.
    calendar::sys_days last = castDay_;
    for (const Row& r : rows_) last = std::max(last, r.dates.back());
    const double span = std::max(1.0, double((last - castDay_).count()) * 1.05);
    const QFontMetrics fm(font());
    int labelWidth = 0;
    for (const Row& r : rows_) labelWidth = std::max(labelWidth, fm.horizontalAdvance(r.label));
    const double x0 = labelWidth + 16, x1 = width() - 16;
    const auto xOf = [&](calendar::sys_days d) { return x0 + (x1 - x0) * double((d - castDay_).count()) / span; };
    const int axisY = height() - kAxisHeight;
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
    p.drawLine(QPointF(x0, 4), QPointF(x0, axisY));
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const double y = 4 + kRowHeight * (double(i) + 0.5);
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRectF(4, y - kRowHeight / 2.0, labelWidth + 4, kRowHeight), Qt::AlignVCenter | Qt::AlignLeft,
                   rows_[i].label);
        p.setPen(QPen(pal.color(QPalette::Mid), 0.8));
        p.drawLine(QPointF(x0, y), QPointF(x1, y));
        p.setPen(Qt::NoPen);
        p.setBrush(i == 0 ? pal.color(QPalette::Highlight) : pal.color(QPalette::Text));
        for (const auto d : rows_[i].dates) p.drawEllipse(QPointF(xOf(d), y), 4.5, 4.5);
        p.setBrush(Qt::NoBrush);
    }
}
