// The .najia MIME type (packaging/desktop/io.github.najia.Najia.xml), compiled with
// update-mime-database into a scratch XDG data directory beside freedesktop.org's own types and
// read back through QMimeDatabase: a saved chart is application/x-najia by its name and by its
// content alone, and inherits application/json.
#include "base/document/chart_file.h"
#include "base/json/chart_json.h"

#include <QFile>
#include <QMimeDatabase>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

class TestMimeType : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString chart_;

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        const QString packages = dir_.filePath(u"share/mime/packages"_s);
        QVERIFY(QDir().mkpath(packages));
        QVERIFY(QFile::copy(u"/usr/share/mime/packages/freedesktop.org.xml"_s, packages + u"/freedesktop.org.xml"_s));
        QVERIFY(QFile::copy(QStringLiteral(NAJIA_SOURCE_DIR "/packaging/desktop/io.github.najia.Najia.xml"),
                            packages + u"/io.github.najia.Najia.xml"_s));
        QProcess update;
        update.start(u"update-mime-database"_s, {dir_.filePath(u"share/mime"_s)});
        QVERIFY(update.waitForFinished(60000));
        QCOMPARE(update.exitCode(), 0);
        // QMimeDatabase reads XDG_DATA_DIRS on first use, which is below.
        qputenv("XDG_DATA_DIRS", dir_.filePath(u"share"_s).toLocal8Bit());
        qputenv("XDG_DATA_HOME", dir_.filePath(u"home"_s).toLocal8Bit());

        ChartRecord r;
        r.cast = parseCast(u"888679"_s).value();
        r.pillars = parsePillars("辛卯年 丙申月 丙子日").value();
        chart_ = dir_.filePath(u"case.najia"_s);
        QVERIFY(saveRecord(r, chart_));
    }

    void byName()
    {
        const QMimeType t = QMimeDatabase().mimeTypeForFile(chart_);
        QCOMPARE(t.name(), u"application/x-najia"_s);
        QVERIFY(t.inherits(u"application/json"_s));
        QCOMPARE(t.comment().isEmpty(), false);
    }

    // A chart saved under another name is still recognised by its first bytes (the magic).
    void byContent()
    {
        QFile f(chart_);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("{\n    \"format\": \"najia-chart\",\n    \"version\": "));
        QCOMPARE(QMimeDatabase().mimeTypeForData(bytes).name(), u"application/x-najia"_s);
        // Other JSON is not taken for a chart.
        QCOMPARE(QMimeDatabase().mimeTypeForData(QByteArray("{\n    \"format\": \"geojson\"\n}\n")).name() ==
                     u"application/x-najia"_s,
                 false);
    }

    // The reordered head is still the same JSON document.
    void loadsBack()
    {
        const auto r = loadRecord(chart_);
        QVERIFY2(r, r ? "" : r.error().c_str());
        QCOMPARE(r->cast, parseCast(u"888679"_s).value());
    }
};

QTEST_GUILESS_MAIN(TestMimeType)
#include "tst_mime_type.moc"
