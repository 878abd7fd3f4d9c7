// Export: the PDF's text carries the chart's 干支 and names in the chosen script and embeds its
// CJK font; the SVG parses and carries the same text; the PNG has the requested size; a rendered
// page matches its golden image within a tolerance.
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "image_compare.h"
#include "app/chartpainter.h"
#include "app/chartsheet.h"
#include "app/chartview.h"
#include "app/mainwindow.h"
#include "base/io/whole_file.h"
#include "../write_failures.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QImage>
#include <QScreen>
#include <QProcess>
#include <QTemporaryDir>
#include <QImageReader>
#include <QTest>
#include <QXmlStreamReader>

#include <optional>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

// 易冒 卷4's 觀之萃 case (辛卯年 丙申月 丙子日).
void setCase(ChartModel& m, Script script)
{
    base::ChartRecord r;
    r.cast = base::parseCast(u"888679"_s).value();
    r.pillars = parsePillars("辛卯年 丙申月 丙子日").value();
    r.question = u"子存亡"_s;
    m.setScript(script);
    m.setRecord(r);
}

SheetOptions optionsFor(Script script)
{
    SheetOptions o;
    o.style.font = QFont(chartFontFamily(script == Script::Simplified));
    return o;
}

QString run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(20000)) return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Mean absolute difference per channel, 0–255.
} // namespace

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(loadSheetFonts());
        // A sheet at 600 dpi is about 40 megapixels: more than Qt's default 128 MB reading limit.
        QImageReader::setAllocationLimit(512);
    }

    void pdfCarriesTheTextAndEmbedsTheFont_data()
    {
        QTest::addColumn<int>("script");
        QTest::addColumn<QStringList>("expected");
        // 觀之萃: lines 4 (陰) and 6 (陽) move — 易隱 卷2 「兩爻動，取陰爻為斷」 gives 觀 六四.
        // 「丙祿在巳」 (seed 001 line 125): on 觀's 巳 lines 2 and 5, listed in ASCII brackets.
        QTest::newRow("繁體") << int(Script::Traditional)
                              << QStringList{u"1/1"_s, u"六四：觀國之光"_s, u"風地觀"_s, u"澤地萃"_s, u"辛卯年"_s, u"妻財辛卯木"_s, u"旬空 申酉"_s, u"子孫甲子水"_s, u"干祿 巳 [2 5]"_s};
        QTest::newRow("简体") << int(Script::Simplified)
                              << QStringList{u"1/1"_s, u"六四：观国之光"_s, u"风地观"_s, u"泽地萃"_s, u"辛卯年"_s, u"妻财辛卯木"_s, u"旬空 申酉"_s, u"子孙甲子水"_s, u"干禄 巳 [2 5]"_s};
    }
    void pdfCarriesTheTextAndEmbedsTheFont()
    {
        QFETCH(int, script);
        QFETCH(QStringList, expected);
        ChartModel m;
        setCase(m, Script(script));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(u"chart.pdf"_s);
        QCOMPARE(exportChart(m, pdf, 300, optionsFor(Script(script))), QString());
        const QString text = run(u"pdftotext"_s, {pdf, u"-"_s});
        for (const QString& s : expected) QVERIFY2(text.contains(s), qPrintable(s + u" not in:\n"_s + text));
        QVERIFY2(!text.contains(u'⁅') && !text.contains(u'⁆'), qPrintable(text));
        const QString fonts = run(u"pdffonts"_s, {pdf});
        QVERIFY2(fonts.contains(u"NajiaSans"_s), qPrintable(fonts));
        // Every font is embedded: the "emb" column, fifth from the end, reads "yes".
        const QStringList rows = fonts.split(u'\n', Qt::SkipEmptyParts).mid(2);
        QVERIFY(!rows.isEmpty());
        for (const QString& row : rows) {
            const QStringList cells = row.split(u' ', Qt::SkipEmptyParts);
            QVERIFY2(cells.size() >= 6 && cells[cells.size() - 5] == u"yes"_s, qPrintable(row));
        }
    }

    // The SVG carries no text, only outlines (issue 15): a viewer without "Najia Sans TC/SC"
    // shows the same sheet. Its title and description keep the chart's words for screen readers.
    void svgHasOutlinesNotText()
    {
        ChartModel m;
        setCase(m, Script::Traditional);
        QTemporaryDir dir;
        const QString svg = dir.filePath(u"chart.svg"_s);
        QCOMPARE(exportChart(m, svg, 300, optionsFor(Script::Traditional)), QString());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        int texts = 0, paths = 0;
        qsizetype outlines = 0;  // subpaths drawn: a glyph has one or more
        QString title, description;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (xml.name() == u"text"_s) ++texts;
            else if (xml.name() == u"path"_s) {
                ++paths;
                outlines += xml.attributes().value(u"d"_s).count(u'M');
            }
            else if (xml.name() == u"title"_s) title = xml.readElementText();
            else if (xml.name() == u"desc"_s) description = xml.readElementText();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(texts, 0);
        // The sheet's ~300 characters are outlines of one or more subpaths each.
        QVERIFY2(paths > 20 && outlines > 400, qPrintable(u"%1 paths, %2 subpaths"_s.arg(paths).arg(outlines)));
        QVERIFY2(title.contains(u"風地觀"_s), qPrintable(title));
        for (const QString& s : {u"風地觀"_s, u"妻財辛卯木"_s, u"父母丁未土"_s})
            QVERIFY2(description.contains(s), qPrintable(s + u" not in the description"_s));
    }

    // Rendered by librsvg (which knows nothing of the sheet's fonts), the SVG looks like the PNG
    // Qt exports at the same resolution: the glyphs are there and nothing overlaps.
    void svgRendersLikeThePng()
    {
        ChartModel m;
        setCase(m, Script::Traditional);
        QTemporaryDir dir;
        const QString svg = dir.filePath(u"chart.svg"_s), png = dir.filePath(u"chart.png"_s),
                      rendered = dir.filePath(u"rsvg.png"_s);
        QCOMPARE(exportChart(m, svg, 72, optionsFor(Script::Traditional)), QString());
        QCOMPARE(exportChart(m, png, 144, optionsFor(Script::Traditional)), QString());
        QProcess rsvg;
        rsvg.start(u"rsvg-convert"_s, {u"--dpi-x=72"_s, u"--dpi-y=72"_s, u"--zoom=2"_s, u"--output"_s, rendered, svg});
        QVERIFY2(rsvg.waitForFinished(20000) && rsvg.exitCode() == 0, qPrintable(QString::fromUtf8(rsvg.readAllStandardError())));
        const QImage expected(png), actual(rendered);
        QVERIFY(!actual.isNull());
        // The SVG states its size in millimetres, rounded: a few pixels more may come back.
        QVERIFY2(std::abs(actual.width() - expected.width()) <= 3 && std::abs(actual.height() - expected.height()) <= 3,
                 qPrintable(u"%1×%2, expected %3×%4"_s.arg(actual.width()).arg(actual.height()).arg(expected.width()).arg(expected.height())));
        // Brought to the PNG's size, so that the rounding does not shift the lower half by pixels.
        const QImage aligned = actual.scaled(expected.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
        const QRect common(QPoint(0, 0), expected.size());
        // Antialiased edges differ (about 2.85 on the sheet with its heading and findings block, 1.6
        // on the thinner sheet before it); the SVG of <text> drawn in librsvg's fallback font, with
        // its overlapping provenance line, was about 4 on that thinner sheet.
        const double diff = meanDifference(aligned.copy(common), expected.copy(common));
        QVERIFY2(diff < 3.2, qPrintable(u"mean difference %1"_s.arg(diff)));
    }

    void pngHasTheRequestedSize()
    {
        ChartModel m;
        setCase(m, Script::Traditional);
        const QSizeF points = ChartSheet::sheetSize(m, optionsFor(Script::Traditional));
        QTemporaryDir dir;
        for (int dpi : {72, 300, 600}) {
            const QString png = dir.filePath(u"chart%1.png"_s.arg(dpi));
            QCOMPARE(exportChart(m, png, dpi, optionsFor(Script::Traditional)), QString());
            const QImage image(png);
            QCOMPARE(image.size(), (points * dpi / 72.0).toSize());
            QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), dpi);
        }
        QVERIFY(!exportChart(m, dir.filePath(u"x.png"_s), 1200).isEmpty());
        QVERIFY(!exportChart(m, dir.filePath(u"x.bmp"_s)).isEmpty());
    }

    // Copy as Image (issue 15): the clipboard holds the sheet as the PNG export renders it, at
    // twice the screen's resolution, with ink on it.
    void copyAsImage()
    {
        MainWindow w;
        setCase(*w.chartModel(), Script::Traditional);
        QVERIFY(w.chartModel()->hasChart());
        QGuiApplication::clipboard()->clear();
        auto* copy = w.findChild<QAction*>(u"actionCopyImage"_s);
        QVERIFY(copy);
        copy->trigger();
        const QImage image = QGuiApplication::clipboard()->image();
        QVERIFY(!image.isNull());
        SheetOptions o;
        o.style.font = w.chartView()->chartStyle().font;
        const qreal dpi = 2 * w.screen()->logicalDotsPerInch();
        QCOMPARE(image.size(), (ChartSheet::sheetSize(*w.chartModel(), o) * dpi / 72.0).toSize());
        // Not blank: the sheet's ink covers a share of the paper, as text and lines do.
        const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
        const QRgb paper = rgb.pixel(0, 0);
        qsizetype inked = 0;
        for (int y = 0; y < rgb.height(); ++y)
            for (int x = 0; x < rgb.width(); ++x) inked += rgb.pixel(x, y) != paper;
        const double share = double(inked) / (double(rgb.width()) * rgb.height());
        QVERIFY2(share > 0.02 && share < 0.5, qPrintable(QString::number(share)));
    }

    // tests/golden/images/*.png were rendered by this test and looked at; regenerate with
    // NAJIA_UPDATE_GOLDEN=1 after an intended change.
    void renderedSheetMatchesGolden_data()
    {
        QTest::addColumn<int>("script");
        QTest::addColumn<QString>("golden");
        QTest::newRow("繁體") << int(Script::Traditional) << u"guan_to_cui_tc.png"_s;
        QTest::newRow("简体") << int(Script::Simplified) << u"guan_to_cui_sc.png"_s;
    }
    void renderedSheetMatchesGolden()
    {
        QFETCH(int, script);
        QFETCH(QString, golden);
        ChartModel m;
        setCase(m, Script(script));
        QTemporaryDir dir;
        const QString png = dir.filePath(u"sheet.png"_s);
        QCOMPARE(exportChart(m, png, 96, optionsFor(Script(script))), QString());
        const QString path = QStringLiteral(NAJIA_SOURCE_DIR "/tests/golden/images/") + golden;
        if (qEnvironmentVariableIsSet("NAJIA_UPDATE_GOLDEN")) QVERIFY(QFile::copy(png, path) || (QFile::remove(path) && QFile::copy(png, path)));
        const QImage expected(path), actual(png);
        QVERIFY2(!expected.isNull(), qPrintable(path));
        QCOMPARE(actual.size(), expected.size());
        const double diff = meanDifference(actual, expected);
        QVERIFY2(diff < 2.0, qPrintable(u"mean difference %1"_s.arg(diff)));
    }
    // An export never leaves a broken file: on a full disk (a file-size limit here), a read-only
    // file or directory, a missing directory or a directory at the target, each format reports
    // the cause and the good file already there stays byte for byte, with nothing beside it.
    void failedExportKeepsTheGoodFile_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<int>("failure");
        QTest::addColumn<QString>("cause");
        for (const QString& suffix : {u"pdf"_s, u"svg"_s, u"png"_s}) {
            const QByteArray s = suffix.toUtf8();
            QTest::addRow("%s full disk", s.data()) << suffix << int(WriteFailure::FileSizeLimit) << u"File too large"_s;
            QTest::addRow("%s missing directory", s.data()) << suffix << int(WriteFailure::MissingDirectory) << u"No such file or directory"_s;
            QTest::addRow("%s target is a directory", s.data()) << suffix << int(WriteFailure::TargetIsDirectory) << u"it is a directory"_s;
            QTest::addRow("%s read-only directory", s.data()) << suffix << int(WriteFailure::ReadOnlyDirectory) << u"Permission denied"_s;
            QTest::addRow("%s read-only file", s.data()) << suffix << int(WriteFailure::ReadOnlyFile) << u"not writable"_s;
        }
    }
    void failedExportKeepsTheGoodFile()
    {
        QFETCH(QString, suffix);
        QFETCH(int, failure);
        QFETCH(QString, cause);
        const auto kind = WriteFailure(failure);
        if (kind == WriteFailure::ReadOnlyDirectory || kind == WriteFailure::ReadOnlyFile)
            if (const QString why = permissionBitsIgnored(); !why.isEmpty()) QSKIP(qPrintable(why));
        ChartModel m;
        setCase(m, Script::Traditional);
        QTemporaryDir dir;
        const QString name = u"chart."_s + suffix;
        QString path = dir.filePath(name);
        QCOMPARE(exportChart(m, path, 72, optionsFor(Script::Traditional)), QString());
        const QByteArray good = base::readWholeFile(path).value();
        std::optional<FileSizeLimit> limit;
        switch (kind) {
        case WriteFailure::FileSizeLimit: limit.emplace(1024); QVERIFY(limit->active()); break;
        case WriteFailure::MissingDirectory: path = dir.filePath(u"missing/"_s + name); break;
        case WriteFailure::TargetIsDirectory:  // named like an export, so only the directory is wrong
            path = dir.filePath(u"folder."_s + suffix);
            QVERIFY(QDir().mkdir(path));
            break;
        case WriteFailure::ReadOnlyDirectory: QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner); break;
        case WriteFailure::ReadOnlyFile: QFile::setPermissions(path, QFile::ReadOwner); break;
        }
        const QString error = exportChart(m, path, 300, optionsFor(Script::Traditional));
        limit.reset();
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY2(error.contains(cause), qPrintable(error));
        QCOMPARE(base::readWholeFile(dir.filePath(name)).value(), good);
        QCOMPARE(strayFiles(dir.path(), name), QStringList());
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"

using namespace najia::base;
