// The reliability diagram of the sealed judgments (issue 39), drawn as a CategoryPlot: one slot per
// confidence decile (50–59 % … 90–99 %), a dot at how often those judgments held with its 95 % Wilson
// interval as a whisker, and the diagonal where a judgment at p % holds p % of the time (the deciles
// are equal steps, so it is a straight line from 50 % at the left edge to 100 % at the right). The
// reading's own verdict states no confidence: its hit rate is a dashed level with its interval as a band.
#pragma once

#include "app/categoryplot.h"
#include "base/casebook/casebook_seals.h"

class ReliabilityPlot : public CategoryPlot {
    Q_OBJECT
public:
    explicit ReliabilityPlot(QWidget* parent = nullptr);
    void setCalibration(const najia::base::Calibration& calibration);
    const najia::base::Calibration& calibration() const { return calibration_; }
    // Where decile `i`'s dot is drawn; null when no judgment fell in it.
    QPointF dotAt(int i) const;
    // The level of the reading's hit rate, in widget coordinates; NaN when it judged nothing.
    double readingLevel() const;
    static QColor dotColour();
    static QColor readingColour();

protected:
    void paintMarks(QPainter& p) const override;
    QString slotToolTip(int i) const override;

private:
    najia::base::Calibration calibration_;
};
