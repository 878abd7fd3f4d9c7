#include "app/reliabilityplot.h"

#include <QPainter>

#include <cmath>
#include <limits>

using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {
constexpr double kDot = 5;  // the dot's radius
} // namespace

ReliabilityPlot::ReliabilityPlot(QWidget* parent) : CategoryPlot(parent)
{
    setObjectName(u"reliabilityPlot"_s);
    setAccessibleName(tr("Reliability of the sealed judgments"));
    setMinimumHeight(260);
}

// Okabe and Ito's blue and vermilion, as the other plots.
QColor ReliabilityPlot::dotColour() { return {0x00, 0x72, 0xb2}; }
QColor ReliabilityPlot::readingColour() { return {0xd5, 0x5e, 0x00}; }

void ReliabilityPlot::setCalibration(const Calibration& calibration)
{
    calibration_ = calibration;
    QStringList deciles;
    for (const CalibrationBin& b : calibration_.bins) deciles << tr("%1–%2 %").arg(b.from).arg(b.to);
    std::vector<LegendItem> legend{{tr("held, with its 95 % interval"), dotColour(), QPen(Qt::NoPen)},
                                   {tr("perfect calibration"), {}, QPen(palette().color(QPalette::Text), 1, Qt::DotLine)}};
    if (calibration_.readingJudged > 0)
        legend.push_back({tr("the reading's verdict: %1 % held (no confidence stated)")
                              .arg(100.0 * calibration_.readingHeld / calibration_.readingJudged, 0, 'f', 1),
                          {}, QPen(readingColour(), 2, Qt::DashLine)});
    setFrame(tr("Stated confidence against how often it held"), deciles, 100, 25, u"%1 %"_s, tr("held"), std::move(legend));
    QStringList described;
    for (int i = 0; i < int(calibration_.bins.size()); ++i) described << slotToolTip(i);
    setAccessibleDescription(described.join(u'\n'));
}

QPointF ReliabilityPlot::dotAt(int i) const
{
    const CalibrationBin& b = calibration_.bins[std::size_t(i)];
    if (b.judged == 0) return {};
    return {slotCentre(i), yOf(100.0 * b.held / b.judged)};
}

double ReliabilityPlot::readingLevel() const
{
    if (calibration_.readingJudged == 0) return std::numeric_limits<double>::quiet_NaN();
    return yOf(100.0 * calibration_.readingHeld / calibration_.readingJudged);
}

void ReliabilityPlot::paintMarks(QPainter& p) const
{
    const QRectF area = plotArea();
    p.setPen(QPen(palette().color(QPalette::Text), 1, Qt::DotLine));
    p.drawLine(QPointF(area.left(), yOf(50)), QPointF(area.right(), yOf(100)));
    if (calibration_.readingJudged > 0) {
        QColor band = readingColour();
        band.setAlpha(40);
        p.fillRect(QRectF(QPointF(area.left(), yOf(100 * calibration_.readingHigh)),
                          QPointF(area.right(), yOf(100 * calibration_.readingLow))),
                   band);
        p.setPen(QPen(readingColour(), 2, Qt::DashLine));
        p.drawLine(QPointF(area.left(), readingLevel()), QPointF(area.right(), readingLevel()));
    }
    for (int i = 0; i < int(calibration_.bins.size()); ++i) {
        const CalibrationBin& b = calibration_.bins[std::size_t(i)];
        if (b.judged == 0) continue;
        const double x = slotCentre(i), cap = slotWidth() * 0.12;
        p.setPen(QPen(dotColour().darker(150), 1.5));
        p.drawLine(QPointF(x, yOf(100 * b.low)), QPointF(x, yOf(100 * b.high)));
        p.drawLine(QPointF(x - cap, yOf(100 * b.low)), QPointF(x + cap, yOf(100 * b.low)));
        p.drawLine(QPointF(x - cap, yOf(100 * b.high)), QPointF(x + cap, yOf(100 * b.high)));
        p.setPen(Qt::NoPen);
        p.setBrush(dotColour());
        p.drawEllipse(dotAt(i), kDot, kDot);
        p.setBrush(Qt::NoBrush);
    }
}

QString ReliabilityPlot::slotToolTip(int i) const
{
    const CalibrationBin& b = calibration_.bins[std::size_t(i)];
    if (b.judged == 0) return tr("%1–%2 %: no judgment").arg(b.from).arg(b.to);
    return tr("%1–%2 %: %3 of %4 held (%5 %), 95 % interval %6–%7 %")
        .arg(b.from)
        .arg(b.to)
        .arg(b.held)
        .arg(b.judged)
        .arg(100.0 * b.held / b.judged, 0, 'f', 1)
        .arg(100 * b.low, 0, 'f', 1)
        .arg(100 * b.high, 0, 'f', 1);
}
