#include "app/categoryplot.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace {
constexpr double kGap = 8;       // between the parts of the frame
constexpr double kSwatch = 10;   // a legend swatch's side
constexpr double kMaxBand = 0.4; // of the height, at most, for turned names
constexpr double kPi = 3.14159265358979323846;
} // namespace

double niceStep(double most, int parts)
{
    const double rough = std::max(1.0, most / parts);
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    for (const double m : {1.0, 2.0, 5.0})
        if (m * power >= rough) return m * power;
    return 10 * power;
}

CategoryPlot::CategoryPlot(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void CategoryPlot::setFrame(const QString& title, const QStringList& categories, double top, double step,
                            const QString& format, const QString& axisTitle, std::vector<LegendItem> legend)
{
    title_ = title;
    categories_ = categories;
    top_ = std::max(top, step);
    step_ = step;
    format_ = format;
    axisTitle_ = axisTitle;
    legend_ = std::move(legend);
    areaFor_ = {};
    update();
}

void CategoryPlot::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) areaFor_ = {};
    QWidget::changeEvent(event);
}

// Whether every name fits across a slot `slot` wide, and the height the names take under the slots.
bool CategoryPlot::fits(double slot) const
{
    const QFontMetricsF fm(font());
    return std::all_of(categories_.begin(), categories_.end(),
                       [&](const QString& c) { return fm.horizontalAdvance(c) + 4 <= slot; });
}

double CategoryPlot::bandFor(double slot) const
{
    const QFontMetricsF fm(font());
    if (categories_.isEmpty() || fits(slot)) return fm.height() + kGap;
    double widest = 0;
    for (const QString& c : categories_) widest = std::max(widest, fm.horizontalAdvance(c));
    const double turn = turn_ * kPi / 180;
    return std::min(widest * std::sin(turn) + fm.height() * std::cos(turn) + kGap, height() * kMaxBand);
}

double CategoryPlot::legendHeight() const { return legend_.empty() ? 0 : QFontMetricsF(font()).height() + kGap; }

double CategoryPlot::axisWidth() const
{
    const QFontMetricsF fm(font());
    const double labels = fm.horizontalAdvance(format_.arg(top_));
    return (axisTitle_.isEmpty() ? 0 : fm.height() + kGap) + labels + kGap;
}

// Laid out once per size, frame and font: every mark and tooltip asks for it.
QRectF CategoryPlot::plotArea() const
{
    if (areaFor_ != size()) {
        area_ = layoutArea();
        areaFor_ = size();
    }
    return area_;
}

QRectF CategoryPlot::layoutArea() const
{
    const QFontMetricsF fm(font());
    const double left = kGap + axisWidth();
    const double top = kGap + (title_.isEmpty() ? 0 : fm.height() * 1.2 + kGap) + fm.height() / 2;
    const double right = width() - kGap - fm.horizontalAdvance(u"00"_s);
    const double bottom = height() - kGap - legendHeight();
    QRectF area(QPointF(left, top), QPointF(right, bottom));
    // The slots' width (which the bottom does not change) decides whether the names turn.
    if (!categories_.isEmpty()) area.setBottom(bottom - bandFor(area.width() / double(categories_.size())));
    return area;
}

double CategoryPlot::slotWidth() const
{
    return categories_.isEmpty() ? 0 : plotArea().width() / double(categories_.size());
}

double CategoryPlot::slotCentre(int i) const { return plotArea().left() + slotWidth() * (i + 0.5); }

double CategoryPlot::yOf(double v) const
{
    const QRectF a = plotArea();
    return a.bottom() - a.height() * std::clamp(v / top_, 0.0, 1.0);
}

void CategoryPlot::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetricsF fm(font());
    if (!title_.isEmpty()) {
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(0, kGap, width(), fm.height() * 1.2), Qt::AlignCenter, title_);
        p.setFont(font());
    }
    const QRectF area = plotArea();
    paintAxis(p, area);
    if (categories_.isEmpty()) return;
    paintNames(p, area);
    paintMarks(p);
    paintLegend(p);
}

void CategoryPlot::paintAxis(QPainter& p, const QRectF& area) const
{
    const QFontMetricsF fm(font());
    QColor grid = palette().color(QPalette::Mid);
    grid.setAlpha(90);
    for (double v = 0; v <= top_ + step_ / 1000; v += step_) {
        const double y = yOf(v);
        p.setPen(QPen(v == 0 ? palette().color(QPalette::Mid) : grid, 1));
        p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        p.setPen(palette().color(QPalette::Text));
        const QString label = format_.arg(v);
        p.drawText(QRectF(area.left() - kGap - fm.horizontalAdvance(label), y - fm.height() / 2, fm.horizontalAdvance(label),
                          fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, label);
    }
    if (axisTitle_.isEmpty()) return;
    p.save();
    p.translate(kGap + fm.ascent(), area.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-area.height() / 2, -fm.ascent(), area.height(), fm.height()), Qt::AlignCenter, axisTitle_);
    p.restore();
}

void CategoryPlot::paintNames(QPainter& p, const QRectF& area) const
{
    const QFontMetricsF fm(font());
    p.setPen(palette().color(QPalette::Text));
    const bool across = fits(slotWidth());
    const double room = (height() * kMaxBand - fm.height()) / std::sin(turn_ * kPi / 180);
    for (int i = 0; i < int(categories_.size()); ++i) {
        const double x = slotCentre(i);
        p.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 3));
        if (across) {
            p.drawText(QRectF(x - slotWidth() / 2, area.bottom() + 4, slotWidth(), fm.height()), Qt::AlignCenter,
                       categories_[i]);
            continue;
        }
        // Turned about its end, which sits under the slot's tick.
        const QString name = fm.elidedText(categories_[i], Qt::ElideMiddle, room);
        const double w = fm.horizontalAdvance(name);
        p.save();
        p.translate(x, area.bottom() + 6);
        p.rotate(-turn_);
        p.drawText(QRectF(-w, -fm.height() / 2, w, fm.height()), Qt::AlignRight | Qt::AlignVCenter, name);
        p.restore();
    }
}

void CategoryPlot::paintLegend(QPainter& p) const
{
    if (legend_.empty()) return;
    const QFontMetricsF fm(font());
    double total = 0;
    for (const LegendItem& item : legend_) total += kSwatch * 2 + 4 + fm.horizontalAdvance(item.text) + kGap * 2;
    double x = std::max(kGap, (width() - total) / 2);
    const double y = height() - kGap - fm.height() / 2;
    for (const LegendItem& item : legend_) {
        if (item.line.style() == Qt::NoPen) {
            p.setPen(QPen(item.fill.darker(150), 1));
            p.setBrush(item.fill);
            p.drawRect(QRectF(x + kSwatch / 2, y - kSwatch / 2, kSwatch, kSwatch));
            p.setBrush(Qt::NoBrush);
        } else {
            p.setPen(item.line);
            p.drawLine(QPointF(x, y), QPointF(x + kSwatch * 2, y));
        }
        x += kSwatch * 2 + 4;
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(x, y - fm.height() / 2, fm.horizontalAdvance(item.text) + 2, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, item.text);
        x += fm.horizontalAdvance(item.text) + kGap * 2;
    }
}

bool CategoryPlot::event(QEvent* e)
{
    if (e->type() != QEvent::ToolTip) return QWidget::event(e);
    const auto* help = static_cast<QHelpEvent*>(e);
    const QRectF area = plotArea();
    const double slot = slotWidth();
    if (slot <= 0 || help->pos().x() < area.left() || help->pos().x() >= area.right()) {
        QToolTip::hideText();
        e->ignore();
        return true;
    }
    const int i = std::clamp(int((help->pos().x() - area.left()) / slot), 0, int(categories_.size()) - 1);
    QToolTip::showText(help->globalPos(), slotToolTip(i), this);
    return true;
}
