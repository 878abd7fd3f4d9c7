#include "app/chartpainter.h"

#include "app/chartmodel.h"
#include "base/io/data_dirs.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <future>
#include <mutex>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qreal kBasePx = 20;  // the font size the layout is computed at

using najia::Layer;
using najia::LinePos;
using najia::Subject;

// The heading's lines under the title, in order (the 變卦 shares the title's line).
QStringList headingLines(const ChartModel::Heading& h)
{
    QStringList out;
    for (const QString* s : {&h.moment, &h.calendar, &h.method, &h.pillars, &h.voids, &h.rulers})
        if (!s->isEmpty()) out << *s;
    return out;
}

// The 神煞 items, four to a line.
QStringList shenshaLines(const ChartModel::Heading& h)
{
    QStringList out;
    for (qsizetype i = 0; i < h.shensha.size(); i += 4) out << h.shensha.mid(i, 4).join(u"   "_s);
    return out;
}

int headingLineCount(const ChartModel::Heading& h)
{
    int n = 1 + int(headingLines(h).size() + shenshaLines(h).size());
    for (const QString* s : {&h.warning, &h.otherSide}) n += s->isEmpty() ? 0 : 1;
    return n;
}

// Column geometry in units of the CJK character width `em`.
struct Layout {
    qreal em, lineHeight, rowHeight;
    qreal spiritX, hiddenX, readingX, marksX, lineX, lineW, markX, selfX, tagsX, arrowX, changedLineX,
        changedReadingX, changedMarksX, width;
    qreal headingHeight, findingsHeight;

    Layout(const QFontMetricsF& fm, int headingLines, int findingLines)
    {
        em = fm.horizontalAdvance(u"卦"_s);
        lineHeight = fm.height();
        rowHeight = lineHeight * 2.1;
        spiritX = 0;
        hiddenX = spiritX + em * 3;
        readingX = hiddenX + em * 6.2;
        marksX = readingX;
        lineX = readingX + em * 5.6;
        lineW = em * 4.2;
        markX = lineX + lineW + em * 0.5;
        selfX = markX + em * 1.3;
        tagsX = selfX + em * 1.2;
        arrowX = tagsX + em * 1.9;
        changedLineX = arrowX + em * 1.4;
        changedReadingX = changedLineX + lineW + em * 0.8;
        changedMarksX = changedReadingX;
        width = changedReadingX + em * 5.2;
        headingHeight = lineHeight * (headingLines * 1.35 + 0.6);
        findingsHeight = findingLines == 0 ? 0 : lineHeight * (1.4 + findingLines * 1.1);
    }
    qreal rowsTop() const { return headingHeight + lineHeight * 1.5; }
    qreal height() const { return rowsTop() + rowHeight * 6 + findingsHeight; }
};

Layout layoutOf(const ChartModel& m, const QFont& base)
{
    return Layout(QFontMetricsF(base), headingLineCount(m.heading()), int(m.chartFindings().size()));
}

// A line as a bar, or two bars with a gap for 陰.
void drawLine(QPainter& p, qreal x, qreal yMid, qreal w, qreal thickness, bool yang, const QColor& ink)
{
    const qreal top = yMid - thickness / 2;
    if (yang) {
        p.fillRect(QRectF(x, top, w, thickness), ink);
    } else {
        const qreal gap = w * 0.16;
        const qreal half = (w - gap) / 2;
        p.fillRect(QRectF(x, top, half, thickness), ink);
        p.fillRect(QRectF(x + half + gap, top, half, thickness), ink);
    }
}

// ○ for 老陽, × for 老陰, drawn as strokes rather than glyphs.
void drawMovingMark(QPainter& p, qreal cx, qreal cy, qreal r, bool oldYang, const QColor& ink)
{
    p.save();
    p.setPen(QPen(ink, r * 0.28, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    if (oldYang) {
        p.drawEllipse(QPointF(cx, cy), r, r);
    } else {
        p.drawLine(QPointF(cx - r, cy - r), QPointF(cx + r, cy + r));
        p.drawLine(QPointF(cx - r, cy + r), QPointF(cx + r, cy - r));
    }
    p.restore();
}

QFont sizedFont(const QFont& base, qreal factor, bool bold = false)
{
    QFont f = base;
    f.setPixelSize(qRound(kBasePx * factor));
    if (bold) f.setWeight(QFont::DemiBold);
    return f;
}

// Draws `text` with its left baseline at `at` and records its box as a mark area.
void drawMark(QPainter& p, const QPointF& at, const QString& text, MarkArea::Kind kind, Subject subject,
              std::vector<MarkArea>* areas)
{
    if (text.isEmpty()) return;
    p.drawText(at, text);
    if (!areas) return;
    const QFontMetricsF fm(p.font());
    const QRectF box(at.x(), at.y() - fm.ascent(), fm.horizontalAdvance(text), fm.height());
    areas->push_back({p.transform().mapRect(box), kind, subject});
}

void drawHeading(QPainter& p, const ChartModel::Heading& h, const Layout& L, const ChartStyle& st, const QFont& base)
{
    qreal y = L.lineHeight * 1.2;
    p.setFont(sizedFont(base, 1.25, true));
    p.setPen(st.ink);
    QString title = h.primary;
    if (!h.changed.isEmpty()) title += u"   →   "_s + h.changed;
    p.drawText(QPointF(0, y), title);
    p.setFont(base);
    for (const QString& line : headingLines(h)) {
        y += L.lineHeight * 1.35;
        p.drawText(QPointF(0, y), line);
    }
    if (!h.warning.isEmpty()) {
        y += L.lineHeight * 1.35;
        p.setPen(st.accent);
        p.drawText(QPointF(0, y), u"⚠ "_s + h.warning);
    }
    if (!h.otherSide.isEmpty()) {
        y += L.lineHeight * 1.35;
        p.setPen(st.accent);
        p.drawText(QPointF(L.em * 1.2, y), h.otherSide);
    }
    p.setFont(sizedFont(base, 0.8));
    p.setPen(st.muted);
    for (const QString& line : shenshaLines(h)) {
        y += L.lineHeight * 1.35;
        p.drawText(QPointF(0, y), line);
    }
    p.setFont(base);
}

void drawCaptions(QPainter& p, const ChartModel& m, const Layout& L, const ChartStyle& st, const QFont& small)
{
    const qreal top = L.headingHeight;
    p.setFont(small);
    p.setPen(st.muted);
    const qreal captionY = top + L.lineHeight;
    p.drawText(QPointF(L.spiritX, captionY), m.headerData(ChartModel::Spirit, Qt::Horizontal).toString());
    p.drawText(QPointF(L.hiddenX, captionY), m.headerData(ChartModel::Hidden, Qt::Horizontal).toString());
    p.drawText(QPointF(L.readingX, captionY), m.headerData(ChartModel::Reading, Qt::Horizontal).toString());
    if (m.chart() && m.chart()->changed)
        p.drawText(QPointF(L.changedReadingX, captionY), m.headerData(ChartModel::ChangedReading, Qt::Horizontal).toString());
    p.setPen(QPen(st.muted, 0.8));
    p.drawLine(QPointF(0, top + L.lineHeight * 1.35), QPointF(L.width, top + L.lineHeight * 1.35));
}

// One row of the sheet: 六神, 伏神, the line with its reading and marks, 世應, 卦身 and the
// reading's roles, and the 變卦's line (a still one muted in the full column).
void drawRow(QPainter& p, const ChartModel& m, int row, const Layout& L, const ChartStyle& st, const QFont& base,
             std::vector<MarkArea>* areas)
{
    const QFont small = sizedFont(base, 0.8);
    const QFont tag = sizedFont(base, 0.8, true);
    const qreal yMid = L.rowsTop() + L.rowHeight * (row + 0.5);
    const qreal baseline = yMid + L.lineHeight * 0.32;
    const qreal under = baseline + L.lineHeight * 0.75;
    const qreal thickness = L.lineHeight * 0.42;
    const LinePos pos(m.data(m.index(row, 0), ChartModel::PositionRole).toInt());  // a row of a chart: 1–6
    auto cell = [&](int col) { return m.data(m.index(row, col)).toString(); };
    auto raw = [&](int col) { return m.data(m.index(row, col), ChartModel::RawRole); };
    const auto subject = [pos](Layer layer) { return Subject::at(layer, pos); };

    p.setFont(base);
    p.setPen(st.ink);
    p.drawText(QPointF(L.spiritX, baseline), cell(ChartModel::Spirit));
    p.setFont(small);
    p.setPen(st.muted);
    p.drawText(QPointF(L.hiddenX, baseline), cell(ChartModel::Hidden));
    p.setPen(st.accent);
    drawMark(p, QPointF(L.hiddenX, under), cell(ChartModel::HiddenMarks), MarkArea::Findings, subject(Layer::Hidden), areas);
    p.setFont(tag);
    const QFontMetricsF hiddenMetrics(small);
    drawMark(p, QPointF(L.hiddenX + hiddenMetrics.horizontalAdvance(cell(ChartModel::Hidden)) + L.em * 0.2, baseline),
             m.roleMarks(Layer::Hidden, pos), MarkArea::Roles, subject(Layer::Hidden), areas);
    p.setFont(base);
    p.setPen(st.ink);
    p.drawText(QPointF(L.readingX, baseline), cell(ChartModel::Reading));
    // A line's marks sit under its reading, in the accent colour.
    p.setFont(small);
    p.setPen(st.accent);
    drawMark(p, QPointF(L.marksX, under), cell(ChartModel::Marks), MarkArea::Findings, subject(Layer::Primary), areas);
    drawLine(p, L.lineX, yMid, L.lineW, thickness, raw(ChartModel::Line).toBool(), st.ink);
    const int value = raw(ChartModel::Mark).toInt();
    const bool moving = value == 9 || value == 6;
    if (moving) drawMovingMark(p, L.markX + L.em * 0.4, yMid, L.lineHeight * 0.26, value == 9, st.accent);
    p.setFont(base);
    const int self = raw(ChartModel::SelfOther).toInt();
    if (self != ChartModel::NoMark) {
        p.setPen(self == ChartModel::SelfMark ? st.accent : st.ink);
        p.drawText(QPointF(L.selfX, baseline), cell(ChartModel::SelfOther));
    }
    // 卦身 above, the reading's roles below, in the tags column.
    p.setFont(tag);
    p.setPen(st.muted);
    drawMark(p, QPointF(L.tagsX, baseline - L.lineHeight * 0.35), m.bodyMark(pos), MarkArea::Body, subject(Layer::Primary), areas);
    p.setPen(st.accent);
    drawMark(p, QPointF(L.tagsX, baseline + L.lineHeight * 0.45), m.roleMarks(Layer::Primary, pos), MarkArea::Roles,
             subject(Layer::Primary), areas);
    const QVariant changed = raw(ChartModel::ChangedLine);
    if (!changed.isValid()) return;
    if (moving) {
        p.setFont(base);
        p.setPen(st.muted);
        p.drawText(QPointF(L.arrowX, baseline), u"→"_s);
    }
    // The full column's still lines are there to be read, not to catch the eye.
    const QColor ink = moving ? st.ink : st.muted;
    drawLine(p, L.changedLineX, yMid, L.lineW, thickness, changed.toBool(), ink);
    p.setFont(moving ? sizedFont(base, 1.0, true) : base);
    p.setPen(ink);
    p.drawText(QPointF(L.changedReadingX, baseline), cell(ChartModel::ChangedReading));
    p.setFont(small);
    p.setPen(st.accent);
    drawMark(p, QPointF(L.changedMarksX, under), cell(ChartModel::ChangedMarks), MarkArea::Findings,
             subject(Layer::Changed), areas);
    p.setFont(tag);
    drawMark(p, QPointF(L.changedReadingX + QFontMetricsF(base).horizontalAdvance(cell(ChartModel::ChangedReading)) +
                            L.em * 0.3, baseline),
             m.roleMarks(Layer::Changed, pos), MarkArea::Roles, subject(Layer::Changed), areas);
}

// The chart-level findings (六爻安靜, 獨發, 三合局 …) under the lines.
void drawChartFindings(QPainter& p, const ChartModel& m, const Layout& L, const ChartStyle& st, const QFont& base,
                       std::vector<MarkArea>* areas)
{
    const QStringList lines = m.chartFindings();
    if (lines.isEmpty()) return;
    // Below the last row's marks, which hang under its baseline.
    const qreal top = L.rowsTop() + L.rowHeight * 6 + L.lineHeight * 0.6;
    p.setPen(QPen(st.muted, 0.8));
    p.drawLine(QPointF(0, top), QPointF(L.width, top));
    p.setFont(sizedFont(base, 0.85));
    p.setPen(st.ink);
    qreal y = top + L.lineHeight * 0.2;
    for (const QString& line : lines) {
        y += L.lineHeight * 1.1;
        drawMark(p, QPointF(0, y), line, MarkArea::Findings, Subject{}, areas);
    }
}

void drawRows(QPainter& p, const ChartModel& m, const Layout& L, const ChartStyle& st, const QFont& base,
              std::vector<MarkArea>* areas)
{
    drawCaptions(p, m, L, st, sizedFont(base, 0.8));
    for (int row = 0; row < m.rowCount(); ++row) drawRow(p, m, row, L, st, base, areas);
    drawChartFindings(p, m, L, st, base, areas);
}

QFont baseFont(const ChartStyle& st)
{
    QFont f = st.font;
    f.setPixelSize(qRound(kBasePx));
    f.setHintingPreference(QFont::PreferNoHinting);  // scale smoothly to print and export
    return f;
}

} // namespace

ChartStyle ChartStyle::light() { return ChartStyle{}; }

ChartStyle ChartStyle::dark()
{
    ChartStyle s;
    s.ink = QColor(0xe8, 0xe2, 0xd6);
    s.muted = QColor(0x9a, 0x90, 0x84);
    s.accent = QColor(0xf0, 0x7a, 0x62);
    s.paper = QColor(0x20, 0x1d, 0x1a);
    return s;
}

ChartStyle ChartStyle::print()
{
    ChartStyle s;
    s.ink = Qt::black;
    s.muted = QColor(0x55, 0x55, 0x55);
    s.accent = QColor(0x8b, 0x1a, 0x1a);
    s.paper = Qt::white;
    return s;
}

namespace {

// Registers one Najia Sans font (TC or SC): each is a 20 MB OpenType file whose registration is
// most of a cold start's font work, and a session mostly needs one script.
bool registerSheetFont(bool simplified)
{
    const QString file = simplified ? u"/NajiaSansSC-Regular.ttf"_s : u"/NajiaSansTC-Regular.ttf"_s;
    for (const QString& dir : najia::base::dataDirs(u"fonts"_s))
        if (QFontDatabase::addApplicationFont(dir + file) >= 0) return true;
    return false;
}

// Each script's registration runs once: on a thread when begun early (preloadSheetFont), else
// where it is first needed.
const std::shared_future<bool>& sheetFont(bool simplified, std::launch how)
{
    static std::once_flag once[2];
    static std::shared_future<bool> loaded[2];
    const int i = simplified ? 1 : 0;
    std::call_once(once[i], [&] { loaded[i] = std::async(how, registerSheetFont, simplified).share(); });
    return loaded[i];
}

bool loadSheetFont(bool simplified) { return sheetFont(simplified, std::launch::deferred).get(); }

} // namespace

void preloadSheetFont(bool simplified) { sheetFont(simplified, std::launch::async); }

bool loadSheetFonts()
{
    const bool tc = loadSheetFont(false);
    return loadSheetFont(true) && tc;
}

QStringList chartFontFamilies()
{
    return {u"Najia Sans SC"_s, u"Najia Sans TC"_s, u"Noto Sans CJK SC"_s, u"Noto Sans CJK TC"_s};
}

QString chartFontFamily(bool simplified)
{
    return chartFontFamilies()[(loadSheetFont(simplified) ? 0 : 2) + (simplified ? 0 : 1)];
}

QSizeF ChartPainter::naturalSize(const ChartModel& model, const ChartStyle& style, qreal fontPixelSize)
{
    const QFont base = baseFont(style);
    const Layout L = layoutOf(model, base);
    const ChartModel::Heading h = model.heading();
    const qreal titleWidth =
        QFontMetricsF(sizedFont(base, 1.25, true)).horizontalAdvance(h.primary + u"   →   "_s + h.changed);
    qreal width = std::max(L.width, titleWidth);
    QStringList lines = headingLines(h);
    lines << h.warning << h.otherSide;
    for (const QString& s : lines) width = std::max(width, QFontMetricsF(base).horizontalAdvance(s) + L.em * 2);
    const QFontMetricsF findings(sizedFont(base, 0.85));
    for (const QString& s : model.chartFindings()) width = std::max(width, findings.horizontalAdvance(s));
    const qreal scale = fontPixelSize / kBasePx;
    return QSizeF(width, L.height()) * scale;
}

void ChartPainter::paint(QPainter& p, const ChartModel& model, const ChartStyle& style, const QRectF& target,
                         std::vector<MarkArea>* areas)
{
    if (areas) areas->clear();
    if (!model.hasChart()) return;
    const QFont base = baseFont(style);
    const Layout L = layoutOf(model, base);
    const QSizeF natural = naturalSize(model, style, kBasePx);
    const qreal scale = std::min(target.width() / natural.width(), target.height() / natural.height());
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.translate(target.x() + (target.width() - natural.width() * scale) / 2,
                target.y() + (target.height() - natural.height() * scale) / 2);
    p.scale(scale, scale);
    drawHeading(p, model.heading(), L, style, base);
    drawRows(p, model, L, style, base, areas);
    p.restore();
}
