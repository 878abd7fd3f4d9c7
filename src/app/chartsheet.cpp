#include "app/chartsheet.h"
#include "base/wording/case_text.h"

#include "base/json/cast_json.h"
#include "app/chartmodel.h"
#include "base/json/reading_json.h"
#include "app/sheetwords.h"
#include "engine/handbook/zhouyi.h"
#include "engine/hexagram_names.h"
#include "base/wording/handbook_view.h"
#include "app/outlinetextdevice.h"
#include "base/io/whole_file.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTranslator>
#include <QFontMetricsF>
#include <QImage>
#include <QImageWriter>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

using namespace najia::base;

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qreal kSheetWidth = 520;  // logical units (points) of one sheet's width

// How the chart was cast and read, in one line.
QString provenanceLine(const ChartModel& m)
{
    const base::ChartRecord& r = m.record();
    QStringList parts;
    // Lines typed in have no instant or source to show.
    const bool byHand = std::holds_alternative<casting::LineInputs>(r.provenance.inputs) &&
                        r.provenance.instant == calendar::sys_seconds{};
    parts << (byHand ? sheetWord(m.script(), QT_TRANSLATE_NOOP("ChartSheet", "lines entered by hand"))
                     : base::castSummary(base::provenanceOf(r), m.script()));
    const QString hidden[] = {sheetWord(m.script(), QT_TRANSLATE_NOOP("ChartSheet", "hidden lines from the palace head (missing relations)")),
                              sheetWord(m.script(), QT_TRANSLATE_NOOP("ChartSheet", "hidden lines: all six of the palace head")),
                              sheetWord(m.script(), QT_TRANSLATE_NOOP("ChartSheet", "hidden lines by trigram pairs (易隱)"))};
    parts << hidden[static_cast<int>(r.settings.hidden)];
    parts << (r.settings.body == BodyMethod::Month ? sheetWord(m.script(), QT_TRANSLATE_NOOP("ChartSheet", "body by month (月卦身)")) : sheetWord(m.script(), QT_TRANSLATE_NOOP("ChartSheet", "body by self line (世身)")));
    parts << (r.settings.changedRelations == ChangedRelations::OriginalPalace
                  ? sheetWord(m.script(), QT_TRANSLATE_NOOP("ChartSheet", "changed lines read against the original palace"))
                  : sheetWord(m.script(), QT_TRANSLATE_NOOP("ChartSheet", "changed lines read against their own palace")));
    if (r.moment)
        parts << (r.pillarOptions.dayBoundary == calendar::DayBoundary::At23 ? sheetWord(m.script(), QT_TRANSLATE_NOOP("ChartSheet", "day starts at 23:00"))
                                                                           : sheetWord(m.script(), QT_TRANSLATE_NOOP("ChartSheet", "day starts at midnight")));
    return parts.join(u" · "_s);
}

struct TitleBlock {
    QString title, subtitle, provenance, zhouyi, notes;
    QStringList reading;
};

// The reading in a few lines for paper: the 用神 and how it was chosen, the other roles on one
// line, each verdict, the first 應期 with their dates and the first verses that apply.
QStringList readingLines(const ChartModel& m)
{
    const base::ComputedChart* c = m.computedPrimary();
    const base::ChartRecord& r = m.record();
    if (!c || (r.question.isEmpty() && r.category.isEmpty())) return {};
    using K = base::ReadingRow::Kind;
    QStringList out, roles;
    int timings = 0, verses = 0;
    for (const base::ReadingRow& row : base::readingRows(c->reading, c->chart, m.script(), c->castMoment)) {
        const QString line = QStringList{row.label, row.item, row.detail}.join(u' ').simplified();
        switch (row.kind) {
        case K::Useful:
        case K::Verdict: out << line; break;
        case K::Role: roles << line; break;
        case K::Timing: if (timings++ < 3) out << line; break;
        case K::Verse: if (verses++ < 3) out << row.label + u' ' + u"「"_s + row.item + u"」"_s; break;
        case K::Factor: break;
        }
    }
    if (!roles.isEmpty()) out.insert(out.isEmpty() ? 0 : 1, roles.join(u"　"_s));
    return out;
}

TitleBlock titleBlock(const ChartModel& m, const SheetOptions& o)
{
    TitleBlock t;
    const base::ChartRecord& r = m.record();
    if (o.heading) {
        t.title = r.question.isEmpty() ? sheetWord(m.script(), QT_TRANSLATE_NOOP("ChartSheet", "Najia chart")) : r.question;
        QStringList sub;
        // The question's kind, whom it is about, the asker's sex and the illness's age, in the reading's words.
        if (!r.category.isEmpty() || r.subject != QuestionSubject::Self || r.sex != Sex::Unstated ||
            r.illness != IllnessAge::Unstated)
            sub << base::questionHeader(base::questionOf(r), m.script());
        // The moment is the chart heading's 公曆 line, with the 農曆 and 節氣 under it.
        t.subtitle = sub.join(u"   "_s);
    }
    if (o.provenance) t.provenance = provenanceLine(m);
    if (o.reading) t.reading = readingLines(m);
    if (o.notes) t.notes = m.record().notes;
    if (o.zhouyi && m.chart()) {
        // 易隱 卷二's rule for which 周易 text to read, applied to this chart.
        const handbook::TextToRead toRead = handbook::textToRead(*m.chart());
        t.zhouyi = QString::fromUtf8(name(toRead.why, m.script())) + u"　"_s +
                   QString::fromUtf8(hexagramName(toRead.hexagram).full.in(m.script())) + u"　"_s +
                   base::zhouyiText(toRead.text, m.script());
    }
    return t;
}

QFont sized(const QFont& base, qreal px, bool bold = false)
{
    QFont f = base;
    f.setPixelSize(qRound(px));
    f.setHintingPreference(QFont::PreferNoHinting);
    if (bold) f.setWeight(QFont::DemiBold);
    return f;
}

// Paints one sheet in logical coordinates kSheetWidth wide; returns the height used.
qreal paintLogical(QPainter& p, const ChartModel& m, const SheetOptions& o, qreal availableHeight)
{
    const TitleBlock t = titleBlock(m, o);
    const QFont base = o.style.font;
    qreal y = 0;
    if (!t.title.isEmpty()) {
        const QFont f = sized(base, 17, true);
        p.setFont(f);
        p.setPen(o.style.ink);
        y += QFontMetricsF(f).ascent();
        p.drawText(QPointF(0, y), t.title);
        y += QFontMetricsF(f).descent() + 4;
    }
    if (!t.subtitle.isEmpty()) {
        const QFont f = sized(base, 10.5);
        p.setFont(f);
        p.setPen(o.style.muted);
        y += QFontMetricsF(f).ascent();
        p.drawText(QPointF(0, y), t.subtitle);
        y += QFontMetricsF(f).descent() + 4;
    }
    if (y > 0) {
        p.setPen(QPen(o.style.ink, 0.8));
        p.drawLine(QPointF(0, y + 2), QPointF(kSheetWidth, y + 2));
        y += 14;
    }
    const QFont small = sized(base, 8);
    const QFont reading = sized(base, 10);
    const qreal zhouyiHeight = t.zhouyi.isEmpty() ? 0 : QFontMetricsF(reading).height() * 3 + 8;
    const QString readingText = t.reading.join(u'\n');
    const qreal readingHeight = readingText.isEmpty() ? 0
        : QFontMetricsF(reading).boundingRect(QRectF(0, 0, kSheetWidth, 1e6), Qt::TextWordWrap, readingText).height() + 10;
    const QRectF notesBox = t.notes.isEmpty() ? QRectF()
                                              : QFontMetricsF(reading).boundingRect(QRectF(0, 0, kSheetWidth, 1e6),
                                                                                    Qt::TextWordWrap, t.notes);
    const qreal notesHeight = t.notes.isEmpty() ? 0 : notesBox.height() + 10;
    const qreal provenanceHeight = t.provenance.isEmpty() ? 0 : QFontMetricsF(small).height() * 3 + 10;
    const QSizeF natural = ChartPainter::naturalSize(m, o.style, 20);
    const qreal chartWidth = kSheetWidth;
    qreal chartHeight = natural.height() * chartWidth / natural.width();
    chartHeight = std::min(chartHeight, availableHeight - y - provenanceHeight - zhouyiHeight - notesHeight - readingHeight);
    const qreal fitWidth = natural.width() * chartHeight / natural.height();
    ChartPainter::paint(p, m, o.style, QRectF(0, y, std::min(chartWidth, fitWidth), chartHeight));
    y += chartHeight + 16;
    if (!readingText.isEmpty()) {
        p.setFont(reading);
        p.setPen(o.style.ink);
        p.drawText(QRectF(0, y, kSheetWidth, readingHeight), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, readingText);
        y += readingHeight;
    }
    if (!t.zhouyi.isEmpty()) {
        p.setFont(reading);
        p.setPen(o.style.ink);
        p.drawText(QRectF(0, y, kSheetWidth, zhouyiHeight), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, t.zhouyi);
        y += zhouyiHeight;
    }
    if (!t.notes.isEmpty()) {
        p.setFont(reading);
        p.setPen(o.style.ink);
        p.drawText(QRectF(0, y, kSheetWidth, notesHeight), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, t.notes);
        y += notesHeight;
    }
    if (!t.provenance.isEmpty()) {
        p.setFont(small);
        p.setPen(o.style.muted);
        const QRectF box(0, y, kSheetWidth, provenanceHeight);
        p.drawText(box, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, t.provenance);
        y += provenanceHeight;
    }
    return y;
}

} // namespace

QSizeF ChartSheet::sheetSize(const ChartModel& chart, const SheetOptions& options)
{
    // Measure by painting onto a null device: the height the sheet really uses.
    QImage probe(1, 1, QImage::Format_ARGB32);
    QPainter p(&probe);
    const qreal height = paintLogical(p, chart, options, 10000);
    p.end();
    return {kSheetWidth + 48, height + 48};
}

void ChartSheet::paintSheet(QPainter& p, const ChartModel& chart, const QRectF& rect, const SheetOptions& options)
{
    const qreal scale = rect.width() / kSheetWidth;
    p.save();
    p.translate(rect.topLeft());
    p.scale(scale, scale);
    paintLogical(p, chart, options, rect.height() / scale);
    p.restore();
}

QImage ChartSheet::sheetImage(const ChartModel& chart, qreal dpi, const SheetOptions& options)
{
    const QSizeF size = sheetSize(chart, options);
    const qreal scale = dpi / 72.0;
    // Opaque paper needs no alpha channel: a quarter less to compress.
    QImage image((size * scale).toSize(),
                 options.style.paper.alpha() == 255 ? QImage::Format_RGB32 : QImage::Format_ARGB32_Premultiplied);
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    image.fill(options.style.paper);
    QPainter p(&image);
    p.scale(scale, scale);
    paintSheet(p, chart, QRectF(24, 24, size.width() - 48, size.height() - 48), options);
    return image;
}

void ChartSheet::printPages(QPagedPaintDevice& device, const QList<const ChartModel*>& charts,
                            const SheetOptions& options)
{
    QPainter p(&device);
    const int perPage = std::clamp(options.chartsPerPage, 1, 2);
    const QRect page = device.pageLayout().paintRectPixels(device.logicalDpiX());
    const int pages = int((charts.size() + perPage - 1) / perPage);
    const qreal unit = page.width() / kSheetWidth;  // device pixels per logical unit
    const qreal footerHeight = options.footer ? 14 * unit : 0;
    const qreal slotHeight = (page.height() - footerHeight) / perPage;
    for (int pageNo = 0; pageNo < pages; ++pageNo) {
        if (pageNo > 0) device.newPage();
        for (int slot = 0; slot < perPage; ++slot) {
            const qsizetype i = qsizetype(pageNo) * perPage + slot;
            if (i >= charts.size()) break;
            const QRectF rect(0, slot * slotHeight, page.width(), slotHeight - (slot + 1 < perPage ? 16 * unit : 0));
            paintSheet(p, *charts[i], rect, options);
        }
        if (options.footer) {
            p.save();
            p.scale(unit, unit);
            p.setFont(sized(options.style.font, 7.5));
            p.setPen(options.style.muted);
            const QRectF footer(0, page.height() / unit - 12, kSheetWidth, 12);
            p.drawText(footer, Qt::AlignLeft | Qt::AlignBottom,
                       u"Najia %1"_s.arg(QCoreApplication::applicationVersion()));
            p.drawText(footer, Qt::AlignRight | Qt::AlignBottom, u"%1 / %2"_s.arg(pageNo + 1).arg(pages));
            p.restore();
        }
    }
}

namespace {

void setUpPdf(QPdfWriter& pdf, const QString& title)
{
    pdf.setCreator(u"Najia %1"_s.arg(QCoreApplication::applicationVersion()));
    pdf.setTitle(title);
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
    pdf.setResolution(600);
}

// The bytes of one export, drawn in memory: the file is written only once they are complete.
QByteArray renderExport(const QList<const ChartModel*>& charts, const QString& suffix, int dpi,
                        const SheetOptions& options)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (suffix == u"pdf"_s) {
        QPdfWriter pdf(&buffer);
        setUpPdf(pdf, charts.front()->heading().primary);
        ChartSheet::printPages(pdf, charts, options);
        return buffer.data();  // QPdfWriter finishes the document when the last page is painted
    }
    const ChartModel& chart = *charts.front();
    const QSizeF size = ChartSheet::sheetSize(chart, options);
    const QRectF sheet(24, 24, size.width() - 48, size.height() - 48);
    // A case for a forum or a note app: the cast's own chart and its reading, in the sheet's script;
    // the HTML page shows the sheet itself too, as SVG with its text as outlines.
    if (suffix == u"md"_s || suffix == u"html"_s) {
        const auto& computed = chart.document().computed();
        if (!computed) return {};
        const auto parts = base::CaseParts::ChartAndReading;
        if (suffix == u"md"_s) return base::caseMarkdown(chart.record(), *computed, chart.script(), parts).toUtf8();
        QByteArray svg = renderExport(charts, u"svg"_s, dpi, options);
        svg.remove(0, svg.indexOf("<svg"));  // the page holds the element, not the file's XML declaration
        return base::caseHtml(chart.record(), *computed, chart.script(), parts, QString::fromUtf8(svg)).toUtf8();
    }
    if (suffix == u"svg"_s) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setTitle(chart.heading().primary);
        svg.setDescription(chart.accessibleText());
        svg.setSize(size.toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), size));
        svg.setResolution(72);
        QPainter svgPainter;
        if (!svgPainter.begin(&svg)) return {};
        svgPainter.fillRect(QRectF(QPointF(0, 0), size), options.style.paper);
        {
            // Text as outlines: the sheet looks the same where "Najia Sans" is not installed.
            OutlineTextDevice outlines(svgPainter, size.toSize(), 72);
            QPainter p(&outlines);
            ChartSheet::paintSheet(p, chart, sheet, options);
        }
        svgPainter.end();
        return buffer.data();
    }
    const QImage image = ChartSheet::sheetImage(chart, dpi, options);
    // zlib's fastest level (Qt maps quality 80–89 to level 1): a sheet of flat colour and text
    // compresses almost as well there as at the default level 6, in a fraction of the time.
    QImageWriter writer(&buffer, "png");
    writer.setQuality(85);
    return writer.write(image) ? buffer.data() : QByteArray();
}

} // namespace

QString exportRequestProblem(const QString& path, int dpi, qsizetype charts, int chartsPerPage)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != u"pdf"_s && suffix != u"svg"_s && suffix != u"png"_s && suffix != u"md"_s && suffix != u"html"_s)
        return QCoreApplication::translate("ChartSheet", "Unknown export format '%1': use .pdf, .svg, .png, .md or .html.").arg(suffix);
    if ((charts > 1 || chartsPerPage > 1) && suffix != u"pdf"_s)
        return QCoreApplication::translate("ChartSheet", "Several charts export only to PDF.");
    if (suffix == u"png"_s && (dpi < 36 || dpi > 600))
        return QCoreApplication::translate("ChartSheet", "The resolution must be between 36 and 600 dpi.");
    return {};
}

QString exportCharts(const QList<const ChartModel*>& charts, const QString& path, int dpi, const SheetOptions& options)
{
    if (charts.isEmpty() || !charts.front()->hasChart())
        return QCoreApplication::translate("ChartSheet", "There is no chart to export.");
    if (const QString problem = exportRequestProblem(path, dpi, charts.size(), options.chartsPerPage); !problem.isEmpty())
        return problem;
    const QByteArray bytes = renderExport(charts, QFileInfo(path).suffix().toLower(), dpi, options);
    if (bytes.isEmpty()) return QCoreApplication::translate("ChartSheet", "Cannot write %1.").arg(path);
    const auto written = base::writeWholeFile(path, bytes);
    return written ? QString() : QString::fromStdString(written.error());
}

QString exportChart(const ChartModel& chart, const QString& path, int dpi, const SheetOptions& options)
{
    return exportCharts({&chart}, path, dpi, options);
}
