// Zone names (issue 37, items 1 and 6): one check, zoneNamed (src/base/options/zone_names.h), for --tz,
// the app's zone field and a `.najia` moment.zone. Accepted: the names of the system's zone
// database (tzdata.zi's zones and links) and Qt's fixed offsets "UTC±HH:MM" within ±14:00.
// Refused: what QTimeZone alone took — an unknown name silently read as UTC ("Shanghai" charted
// 2024-02-04 10:00 as 甲辰年 丙寅月 where Asia/Shanghai gives 癸卯年 乙丑月), a directory of the
// database, a path out of it (which loaded any TZif file, or hung on a FIFO).
#include "base/document/chart_file.h"
#include "base/options/zone_names.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

class TestZoneNames : public QObject {
    Q_OBJECT

private slots:
    void databaseNamesAndOffsetsAreTaken_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("offsetIn2024January");  // seconds east of UTC on 2024-01-15
        QTest::newRow("zone") << u"Asia/Shanghai"_s << 8 * 3600;
        QTest::newRow("link") << u"Asia/Calcutta"_s << 19800;
        QTest::newRow("old link") << u"PRC"_s << 8 * 3600;
        QTest::newRow("UTC") << u"UTC"_s << 0;
        QTest::newRow("Etc/UTC") << u"Etc/UTC"_s << 0;
        QTest::newRow("Etc/GMT-8 is UTC+8") << u"Etc/GMT-8"_s << 8 * 3600;
        QTest::newRow("three levels") << u"America/Argentina/Buenos_Aires"_s << -3 * 3600;
        QTest::newRow("fixed offset") << u"UTC+08:00"_s << 8 * 3600;
        QTest::newRow("fixed offset at -12") << u"UTC-12:00"_s << -12 * 3600;
        QTest::newRow("fixed offset at +14") << u"UTC+14:00"_s << 14 * 3600;
    }
    void databaseNamesAndOffsetsAreTaken()
    {
        QFETCH(QString, name);
        QFETCH(int, offsetIn2024January);
        const auto zone = zoneNamed(name);
        QVERIFY2(zone, qPrintable(name));
        QCOMPARE(zone->offsetFromUtc(QDateTime(QDate(2024, 1, 15), QTime(0, 0), QTimeZone::utc())), offsetIn2024January);
    }

    void everythingElseIsRefused_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString& name : QStringList{u""_s, u" "_s, u"Shanghai"_s, u"Tokyo"_s, u"foo"_s, u"asia/shanghai"_s,
                                    u" Asia/Shanghai"_s, u"Asia/Shanghai\n"_s, u"Asia/Shanghai/"_s, u"Asia//Shanghai"_s,
                                    u"Asia"_s, u"Etc"_s, u"posix"_s, u"right"_s, u"posix/Asia/Shanghai"_s, u"right/UTC"_s,
                                    u"posixrules"_s, u"localtime"_s, u"tzdata.zi"_s, u"zone.tab"_s, u"leapseconds"_s,
                                    u"CST-8"_s, u"UTC+8"_s, u"UTC+15:00"_s, u"UTC+08:60"_s, u"GMT+8"_s,
                                    u"../../../../etc/localtime"_s, u"Asia/../Asia/Shanghai"_s, u"./UTC"_s,
                                    u"/usr/share/zoneinfo/Asia/Shanghai"_s, u"/etc/localtime"_s,
                                    QString(u"Asia/Shanghai"_s + QChar(0)), QString(100000, u'A')})
            QTest::newRow(name.left(40).toUtf8().toPercentEncoding("/+-_.").constData()) << name;
    }
    void everythingElseIsRefused()
    {
        QFETCH(QString, name);
        QVERIFY(!zoneNamed(name));
    }

    // The app's zone lists (Settings, the cast panel) offer Qt's available ids: each is taken.
    void everyZoneTheAppOffersIsTaken()
    {
        QStringList refused;
        for (const QByteArray& id : QTimeZone::availableTimeZoneIds())
            if (!zoneNamed(QString::fromLatin1(id))) refused << QString::fromLatin1(id);
        QCOMPARE(refused, QStringList());
    }

    // A FIFO reached by a path out of the database was opened by Qt and waited on for ever.
    void aFifoOutsideTheDatabaseIsRefusedAtOnce()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"zone"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString relative = QDir(u"/usr/share/zoneinfo"_s).relativeFilePath(fifo);
        QVERIFY(relative.startsWith(u"../"_s));
        QElapsedTimer t;
        t.start();
        QVERIFY(!zoneNamed(relative));
        QVERIFY(t.elapsed() < 2000);
    }

    // The same check in a `.najia` file: an unknown zone is refused, naming the key.
    void aChartFileWithAnUnknownZoneIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"shanghai.najia"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "najia-chart", "version": 1, "cast": {"lines": "987677"},
                    "moment": {"civil": "2024-02-04 10:00", "zone": "Shanghai"}})");
        f.close();
        const auto r = loadRecord(path);
        QVERIFY(!r);
        QVERIFY2(QString::fromStdString(r.error()).contains(u"zone"_s), r.error().c_str());
    }
};

QTEST_GUILESS_MAIN(TestZoneNames)
#include "tst_zone_names.moc"
