// Paints a chart sheet from a ChartModel onto any QPainter: the screen, a printer, a PDF, an
// SVG or an image. Lines and moving marks are drawn as shapes, so they are crisp at any scale.
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>

#include "engine/analysis/analysis.h"

#include <vector>

class ChartModel;
class QPainter;

// Where a mark was drawn, so that the view can explain it under the pointer and select its
// findings on a click: a line's finding marks (空 破 化進 …) of a layer, the reading's role marks
// (用 原 忌 仇) and 卦身, or the block of chart-level findings (layer Chart, position 0).
struct MarkArea {
    enum Kind { Findings, Roles, Body };
    QRectF rect;  // in the painter's device coordinates
    Kind kind;
    najia::Subject subject;
};

struct ChartStyle {
    QColor ink{0x22, 0x1c, 0x16};
    QColor muted{0x7a, 0x6e, 0x60};
    QColor accent{0xa0, 0x2b, 0x1c};  // 世, moving marks
    QColor paper{0xfb, 0xf8, 0xf1};
    QFont font;                       // the CJK face for the script; size is set by the painter
    static ChartStyle light();
    static ChartStyle dark();
    static ChartStyle print();  // black on white, marks told apart by shape, not colour
};

class ChartPainter {
public:
    // The size the sheet needs at `fontPixelSize`, in device-independent pixels.
    static QSizeF naturalSize(const ChartModel& model, const ChartStyle& style, qreal fontPixelSize);
    // Draws the sheet scaled to fit `target`, centred; records where each mark went in `areas`.
    static void paint(QPainter& painter, const ChartModel& model, const ChartStyle& style, const QRectF& target,
                      std::vector<MarkArea>* areas = nullptr);
};

// The font family pinned to the script's regional forms (TC or SC), so that Han characters never
// fall back to their Japanese shapes: Najia Sans (Noto Sans CJK without the radical blocks, see
// cmake/make_sheet_fonts.py) when found, Noto Sans CJK otherwise. Registers that script's font on
// first use.
QString chartFontFamily(bool simplified);
// Every family chartFontFamily can answer, for either script, without registering any font.
QStringList chartFontFamilies();
// Begins registering the script's Najia Sans font on a thread (the application must exist), so
// that chartFontFamily finds it done.
void preloadSheetFont(bool simplified);
// Registers both Najia Sans fonts from the installed data (base::dataDirs); false if either is absent.
bool loadSheetFonts();
