#include "chartpainter.h"

#include "chartmodel.h"
#include "data_dirs.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <optional>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr qreal kBasePx = 20;  // the font size the layout is computed at

// Column geometry in units of the CJK character width `em`.
struct Layout {
    qreal em, lineHeight, rowHeight;
    qreal spiritX, hiddenX, readingX, marksX, lineX, lineW, markX, selfX, arrowX, changedLineX, changedReadingX,
        changedMarksX, width;
    qreal headingHeight;

    Layout(const QFontMetricsF& fm, int headingLines)
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
        arrowX = selfX + em * 1.6;
        changedLineX = arrowX + em * 1.4;
        changedReadingX = changedLineX + lineW + em * 0.8;
        changedMarksX = changedReadingX;
        width = changedReadingX + em * 5.2;
        headingHeight = lineHeight * (headingLines * 1.35 + 0.6);
    }
    qreal height() const { return headingHeight + lineHeight * 1.5 + rowHeight * 6; }
};

// The 神煞 items, four to a line.
QStringList shenshaLines(const ChartModel::Heading& h)
{
    QStringList out;
    for (qsizetype i = 0; i < h.shensha.size(); i += 4) out << h.shensha.mid(i, 4).join(u"   "_s);
    return out;
}

int headingLineCount(const ChartModel::Heading& h)
{
    int n = 1 + int(shenshaLines(h).size());
    for (const QString* s : {&h.changed, &h.moment, &h.pillars, &h.rulers, &h.warning, &h.otherSide})
        n += s->isEmpty() ? 0 : 1;
    return n;
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

void drawHeading(QPainter& p, const ChartModel::Heading& h, const Layout& L, const ChartStyle& st, const QFont& base)
{
    QFont big = base;
    big.setPixelSize(qRound(kBasePx * 1.25));
    big.setWeight(QFont::DemiBold);
    qreal y = L.lineHeight * 1.2;
    p.setFont(big);
    p.setPen(st.ink);
    QString title = h.primary;
    if (!h.changed.isEmpty()) title += u"   →   "_s + h.changed;
    p.drawText(QPointF(0, y), title);
    p.setFont(base);
    for (const QString* s : {&h.moment, &h.pillars, &h.rulers}) {
        if (s->isEmpty()) continue;
        y += L.lineHeight * 1.35;
        p.setPen(st.ink);
        p.drawText(QPointF(0, y), *s);
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
    QFont small = base;
    small.setPixelSize(qRound(kBasePx * 0.8));
    p.setFont(small);
    p.setPen(st.muted);
    for (const QString& line : shenshaLines(h)) {
        y += L.lineHeight * 1.35;
        p.drawText(QPointF(0, y), line);
    }
    p.setFont(base);
}

void drawRows(QPainter& p, const ChartModel& m, const Layout& L, const ChartStyle& st, const QFont& base)
{
    QFont small = base;
    small.setPixelSize(qRound(kBasePx * 0.8));
    const qreal top = L.headingHeight;
    // Column captions.
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

    const qreal thickness = L.lineHeight * 0.42;
    for (int row = 0; row < m.rowCount(); ++row) {
        const qreal yMid = top + L.lineHeight * 1.5 + L.rowHeight * (row + 0.5);
        const qreal baseline = yMid + L.lineHeight * 0.32;
        auto cell = [&](int col) { return m.data(m.index(row, col)).toString(); };
        auto raw = [&](int col) { return m.data(m.index(row, col), ChartModel::RawRole); };
        p.setFont(base);
        p.setPen(st.ink);
        p.drawText(QPointF(L.spiritX, baseline), cell(ChartModel::Spirit));
        p.setFont(small);
        p.setPen(st.muted);
        p.drawText(QPointF(L.hiddenX, baseline), cell(ChartModel::Hidden));
        const QString hiddenMarks = cell(ChartModel::HiddenMarks);
        if (!hiddenMarks.isEmpty()) {
            p.setPen(st.accent);
            p.drawText(QPointF(L.hiddenX, baseline + L.lineHeight * 0.75), hiddenMarks);
        }
        p.setFont(base);
        p.setPen(st.ink);
        p.drawText(QPointF(L.readingX, baseline), cell(ChartModel::Reading));
        // A line's marks sit under its reading, in the accent colour.
        p.setFont(small);
        p.setPen(st.accent);
        p.drawText(QPointF(L.marksX, baseline + L.lineHeight * 0.75), cell(ChartModel::Marks));
        p.setFont(base);
        drawLine(p, L.lineX, yMid, L.lineW, thickness, raw(ChartModel::Line).toBool(), st.ink);
        const int value = raw(ChartModel::Mark).toInt();
        if (value == 9 || value == 6)
            drawMovingMark(p, L.markX + L.em * 0.4, yMid, L.lineHeight * 0.26, value == 9, st.accent);
        const int self = raw(ChartModel::SelfOther).toInt();
        if (self != ChartModel::NoMark) {
            p.setPen(self == ChartModel::SelfMark ? st.accent : st.ink);
            p.drawText(QPointF(L.selfX, baseline), cell(ChartModel::SelfOther));
        }
        const QVariant changed = raw(ChartModel::ChangedLine);
        if (changed.isValid()) {
            p.setPen(st.muted);
            p.drawText(QPointF(L.arrowX, baseline), u"→"_s);
            drawLine(p, L.changedLineX, yMid, L.lineW, thickness, changed.toBool(), st.ink);
            p.setPen(st.ink);
            p.drawText(QPointF(L.changedReadingX, baseline), cell(ChartModel::ChangedReading));
            p.setFont(small);
            p.setPen(st.accent);
            p.drawText(QPointF(L.changedMarksX, baseline + L.lineHeight * 0.75), cell(ChartModel::ChangedMarks));
            p.setFont(base);
        }
    }
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

// Registers one Najia Sans font (TC or SC) on first use: each is a 16 MB OpenType file whose
// registration is most of a cold start's font work, and a session mostly needs one script.
bool loadSheetFont(bool simplified)
{
    static std::optional<bool> loaded[2];
    std::optional<bool>& done = loaded[simplified ? 1 : 0];
    if (!done) {
        const QString file = simplified ? u"/NajiaSansSC-Regular.otf"_s : u"/NajiaSansTC-Regular.otf"_s;
        done = false;
        for (const QString& dir : najia::base::dataDirs(u"fonts"_s))
            if (QFontDatabase::addApplicationFont(dir + file) >= 0) {
                done = true;
                break;
            }
    }
    return *done;
}

} // namespace

bool loadSheetFonts()
{
    const bool tc = loadSheetFont(false);
    return loadSheetFont(true) && tc;
}

QString chartFontFamily(bool simplified)
{
    if (loadSheetFont(simplified)) return simplified ? u"Najia Sans SC"_s : u"Najia Sans TC"_s;
    return simplified ? u"Noto Sans CJK SC"_s : u"Noto Sans CJK TC"_s;
}

QSizeF ChartPainter::naturalSize(const ChartModel& model, const ChartStyle& style, qreal fontPixelSize)
{
    const QFont base = baseFont(style);
    const Layout L(QFontMetricsF(base), headingLineCount(model.heading()));
    QFont big = base;
    big.setPixelSize(qRound(kBasePx * 1.25));
    const ChartModel::Heading h = model.heading();
    const qreal titleWidth = QFontMetricsF(big).horizontalAdvance(h.primary + u"   →   "_s + h.changed);
    qreal width = std::max(L.width, titleWidth);
    for (const QString& s : {h.moment, h.pillars, h.rulers, h.warning, h.otherSide})
        width = std::max(width, QFontMetricsF(base).horizontalAdvance(s) + L.em * 2);
    const qreal scale = fontPixelSize / kBasePx;
    return QSizeF(width, L.height()) * scale;
}

void ChartPainter::paint(QPainter& p, const ChartModel& model, const ChartStyle& style, const QRectF& target)
{
    if (!model.hasChart()) return;
    const QFont base = baseFont(style);
    const Layout L(QFontMetricsF(base), headingLineCount(model.heading()));
    const QSizeF natural = naturalSize(model, style, kBasePx);
    const qreal scale = std::min(target.width() / natural.width(), target.height() / natural.height());
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.translate(target.x() + (target.width() - natural.width() * scale) / 2,
                target.y() + (target.height() - natural.height() * scale) / 2);
    p.scale(scale, scale);
    drawHeading(p, model.heading(), L, style, base);
    drawRows(p, model, L, style, base);
    p.restore();
}
