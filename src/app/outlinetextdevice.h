// A paint device that hands everything painted on it to another painter, text as filled glyph
// outlines: an SVG drawn through it shows the same sheet in a viewer that lacks the sheet's font.
#pragma once

#include <QPaintDevice>
#include <QSize>

#include <memory>

class QPainter;

class OutlineTextDevice : public QPaintDevice {
public:
    // `target` is active for the device's lifetime; `size` in pixels at `dpi`.
    OutlineTextDevice(QPainter& target, QSize size, int dpi);
    ~OutlineTextDevice() override;
    QPaintEngine* paintEngine() const override;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    std::unique_ptr<QPaintEngine> engine_;
    QSize size_;
    int dpi_;
};
