// The printed chart sheet: a chart laid out for paper — a title block (question, category,
// moment, how it was cast), the chart drawn by ChartPainter, and the footer — on any paint
// device: a printer, a PDF, an SVG or an image. Vector lines; text as text, but in SVG as outlines.
#pragma once

#include "app/chartpainter.h"

#include <QImage>
#include <QList>
#include <QPageLayout>
#include <QString>

class ChartModel;
class QPagedPaintDevice;
class QPainter;

struct SheetOptions {
    bool heading = true;      // question, category, moment
    bool provenance = true;   // how the chart was cast and the settings
    bool reading = true;      // the reading for the question: 用神, roles, verdicts, 應期, verses
    bool zhouyi = true;       // the 周易 text to read (易隱's rule) under the chart
    bool notes = true;        // the user's notes on the case
    bool footer = true;       // product name and page number
    int chartsPerPage = 1;    // 1 or 2 (stacked)
    ChartStyle style = ChartStyle::print();
};

class ChartSheet {
public:
    // Lays the charts out page by page on `device` (a QPrinter or QPdfWriter).
    static void printPages(QPagedPaintDevice& device, const QList<const ChartModel*>& charts,
                           const SheetOptions& options);
    // One chart in `rect` (device pixels), with its title block: for SVG and PNG export.
    static void paintSheet(QPainter& painter, const ChartModel& chart, const QRectF& rect,
                           const SheetOptions& options);
    // The size a single sheet is exported at, in points (A5-like proportions fitted to the chart).
    static QSizeF sheetSize(const ChartModel& chart, const SheetOptions& options);
    // One sheet rendered at `dpi` on its paper: the PNG export and Copy as Image.
    static QImage sheetImage(const ChartModel& chart, qreal dpi, const SheetOptions& options);
};

// Writes the chart to a file whose suffix chooses the format: .pdf (vector, fonts embedded),
// .svg, .png (at `dpi`, 36–600), .md (the case as Markdown) or .html (the case as one page, the
// sheet inline as SVG). The file is drawn in memory and written whole through a
// temporary file and a rename: on failure the target is as it was. Returns an error message,
// empty on success.
QString exportChart(const ChartModel& chart, const QString& path, int dpi = 300,
                    const SheetOptions& options = {});
// Several charts: to PDF only, a page per chart (or two stacked).
QString exportCharts(const QList<const ChartModel*>& charts, const QString& path, int dpi,
                     const SheetOptions& options);
// Why an export cannot be made as asked (format, resolution, several charts in one image),
// before anything is drawn; empty if it can.
QString exportRequestProblem(const QString& path, int dpi, qsizetype charts, int chartsPerPage);
