// A plot over named categories, drawn with QPainter: a title above, a value axis from zero on the
// left with its grid, one slot per category with its name below (turned when the names do not fit
// across), and a legend at the foot. Subclasses draw their marks into the slots and say what a
// slot's tooltip reads. The casebook's hit rates and cases per month are two of them.
#pragma once

#include <QColor>
#include <QPen>
#include <QStringList>
#include <QWidget>

class CategoryPlot : public QWidget {
    Q_OBJECT
public:
    explicit CategoryPlot(QWidget* parent = nullptr);

    const QStringList& categories() const { return categories_; }
    // The top of the value axis and its step between grid lines.
    double axisTop() const { return top_; }
    double axisStep() const { return step_; }

    // Where slot `i` lies across, and where the value `v` lies up, in widget coordinates.
    double slotCentre(int i) const;
    double slotWidth() const;
    double yOf(double v) const;
    // The rectangle the marks are drawn in.
    QRectF plotArea() const;

    QSize sizeHint() const override { return {480, 240}; }
    QSize minimumSizeHint() const override { return {320, 200}; }

protected:
    struct LegendItem {
        QString text;
        QColor fill;  // a square swatch, or
        QPen line;    // a short line when it has a style
    };
    // `format` writes an axis value ("%1 %" for percentages).
    void setFrame(const QString& title, const QStringList& categories, double top, double step, const QString& format,
                  const QString& axisTitle, std::vector<LegendItem> legend);
    // Turned category names are set at this many degrees from the horizontal.
    void setTurn(double degrees)
    {
        turn_ = degrees;
        areaFor_ = {};
    }

    virtual void paintMarks(QPainter& p) const = 0;
    virtual QString slotToolTip(int i) const = 0;

    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* e) override;
    void changeEvent(QEvent* event) override;

private:
    QRectF layoutArea() const;
    bool fits(double slot) const;
    double bandFor(double slot) const;
    double legendHeight() const;
    double axisWidth() const;
    void paintAxis(QPainter& p, const QRectF& area) const;
    void paintNames(QPainter& p, const QRectF& area) const;
    void paintLegend(QPainter& p) const;

    QString title_;
    QStringList categories_;
    double top_ = 1;
    double step_ = 1;
    QString format_ = QStringLiteral("%1");
    QString axisTitle_;
    std::vector<LegendItem> legend_;
    double turn_ = 60;
    mutable QRectF area_;
    mutable QSize areaFor_;  // the size area_ was laid out for; invalid when it must be again
};

// A step of 1, 2 or 5 times a power of ten, at least 1, that cuts 0 … most into about `parts`.
double niceStep(double most, int parts = 5);
