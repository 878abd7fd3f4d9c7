#include "app/outlinetextdevice.h"

#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>

#include <limits>

namespace {

// Passes the painter's state and every primitive on unchanged; only text becomes a path.
class ForwardingEngine : public QPaintEngine {
public:
    explicit ForwardingEngine(QPainter& target) : QPaintEngine(AllFeatures), target_(target) {}

    bool begin(QPaintDevice*) override { return target_.isActive(); }
    bool end() override { return true; }
    Type type() const override { return User; }

    void updateState(const QPaintEngineState& s) override
    {
        const DirtyFlags f = s.state();
        if (f & DirtyPen) target_.setPen(s.pen());
        if (f & DirtyBrush) target_.setBrush(s.brush());
        if (f & DirtyBrushOrigin) target_.setBrushOrigin(s.brushOrigin());
        if (f & DirtyBackground) target_.setBackground(s.backgroundBrush());
        if (f & DirtyBackgroundMode) target_.setBackgroundMode(s.backgroundMode());
        if (f & DirtyTransform) target_.setTransform(s.transform());
        if (f & DirtyClipEnabled) target_.setClipping(s.isClipEnabled());
        if (f & DirtyClipRegion) target_.setClipRegion(s.clipRegion(), s.clipOperation());
        if (f & DirtyClipPath) target_.setClipPath(s.clipPath(), s.clipOperation());
        if (f & DirtyHints) target_.setRenderHints(s.renderHints());
        if (f & DirtyCompositionMode) target_.setCompositionMode(s.compositionMode());
        if (f & DirtyOpacity) target_.setOpacity(s.opacity());
    }

    using QPaintEngine::drawEllipse;
    using QPaintEngine::drawLines;
    using QPaintEngine::drawPoints;
    using QPaintEngine::drawPolygon;
    using QPaintEngine::drawRects;
    void drawRects(const QRectF* rects, int count) override { target_.drawRects(rects, count); }
    void drawLines(const QLineF* lines, int count) override { target_.drawLines(lines, count); }
    void drawEllipse(const QRectF& rect) override { target_.drawEllipse(rect); }
    void drawPath(const QPainterPath& path) override { target_.drawPath(path); }
    void drawPoints(const QPointF* points, int count) override { target_.drawPoints(points, count); }
    void drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) override
    {
        switch (mode) {
        case PolylineMode: target_.drawPolyline(points, count); break;
        case OddEvenMode: target_.drawPolygon(points, count, Qt::OddEvenFill); break;
        case WindingMode: target_.drawPolygon(points, count, Qt::WindingFill); break;
        case ConvexMode: target_.drawConvexPolygon(points, count); break;
        }
    }
    void drawPixmap(const QRectF& rect, const QPixmap& pixmap, const QRectF& source) override
    {
        target_.drawPixmap(rect, pixmap, source);
    }
    void drawTiledPixmap(const QRectF& rect, const QPixmap& pixmap, const QPointF& offset) override
    {
        target_.drawTiledPixmap(rect, pixmap, offset);
    }
    void drawImage(const QRectF& rect, const QImage& image, const QRectF& source, Qt::ImageConversionFlags flags) override
    {
        target_.drawImage(rect, image, source, flags);
    }
    // The glyphs' outlines in the item's font, filled with the pen's colour as text is.
    void drawTextItem(const QPointF& at, const QTextItem& item) override
    {
        QPainterPath outline;
        outline.addText(at, item.font(), item.text());
        const QBrush ink = target_.pen().brush();
        target_.save();
        target_.setPen(Qt::NoPen);
        target_.setBrush(ink);
        target_.drawPath(outline);
        target_.restore();
    }

private:
    QPainter& target_;
};

} // namespace

OutlineTextDevice::OutlineTextDevice(QPainter& target, QSize size, int dpi)
    : engine_(std::make_unique<ForwardingEngine>(target)), size_(size), dpi_(dpi)
{
}

OutlineTextDevice::~OutlineTextDevice() = default;

QPaintEngine* OutlineTextDevice::paintEngine() const { return engine_.get(); }

int OutlineTextDevice::metric(PaintDeviceMetric metric) const
{
    const double mmPerInch = 25.4;
    switch (metric) {
    case PdmWidth: return size_.width();
    case PdmHeight: return size_.height();
    case PdmWidthMM: return qRound(size_.width() * mmPerInch / dpi_);
    case PdmHeightMM: return qRound(size_.height() * mmPerInch / dpi_);
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY: return dpi_;
    case PdmDepth: return 32;
    case PdmNumColors: return std::numeric_limits<int>::max();
    case PdmDevicePixelRatio: return 1;
    case PdmDevicePixelRatioScaled: return int(devicePixelRatioFScale());
    default: return QPaintDevice::metric(metric);
    }
}
