// The moment of a cast, on a machine whose clock is not in China (this test runs with
// TZ=America/New_York, see CMakeLists.txt) and with an injected clock: the zone defaults to the
// system's, "now" is the instant of the cast, a zone change keeps the instant, and typed pillars
// are recorded as such.
//
// The instant is issue 14's reproduction, 2026-11-30 18:18 UTC. In Shanghai that is 12-01 02:18,
// 己酉日 乙丑時 (the reading); in New York 11-30 13:18 EST, the day before, 戊申日, whose
// 未時 is 己未 by 五鼠遁 「戊日癸日則從壬子起」 (seed 001, line 97).
#include "base/json/cast_json.h"
#include "app/castpanel.h"
#include "app/chartmodel.h"
#include "app/mainwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QMessageBox>
#include <QTimer>
#include <QDateTimeEdit>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QToolButton>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {
const QDateTime kCastInstant(QDate(2026, 11, 30), QTime(18, 18), QTimeZone::utc());

QString pillar(const std::optional<GanZhi>& g) { return g ? QString::fromStdString(name(*g)) : QString(); }

// Discards the unsaved cast when the next cast asks about it.
void discardWhenAsked()
{
    auto* timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [timer] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            box->button(QMessageBox::Discard)->click();
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start(10);
    QTimer::singleShot(2000, timer, &QObject::deleteLater);
}

template <class W> W* child(QWidget* parent, const QString& name)
{
    W* w = parent->findChild<W*>(name);
    if (!w) qFatal("no widget %s", qPrintable(name));
    return w;
}
} // namespace

class TestCastMoment : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"NajiaTestMoment"_s);
        QSettings().clear();
        QCOMPARE(QTimeZone::systemTimeZoneId(), QByteArray("America/New_York"));
    }

    // The zone of a new cast is the machine's; China's is one click away.
    void zoneDefaultsToTheSystems()
    {
        MainWindow w;
        auto* zone = child<QComboBox>(w.castPanel(), u"zoneCombo"_s);
        QCOMPARE(zone->currentText(), u"America/New_York"_s);
        QTest::mouseClick(child<QToolButton>(w.castPanel(), u"chinaButton"_s), Qt::LeftButton);
        QCOMPARE(zone->currentText(), u"Asia/Shanghai"_s);
    }

    // Tossing the coins stamps the instant of the toss, read in the chosen zone; a later toss
    // takes its own instant, not the one the window opened with.
    void aCastTakesItsOwnInstant()
    {
        MainWindow w;
        CastPanel* panel = w.castPanel();
        QDateTime now = kCastInstant.addSecs(-3 * 3600);  // the window opens three hours earlier
        panel->setClock([&now] { return now; });
        now = kCastInstant;
        QTest::mouseClick(child<QPushButton>(panel, u"tossButton"_s), Qt::LeftButton);
        ChartModel* m = w.chartModel();
        QVERIFY2(m->hasChart(), qPrintable(m->error()));
        const auto& prov = m->record().provenance;
        QCOMPARE(prov.instant.time_since_epoch().count(), kCastInstant.toSecsSinceEpoch());
        QCOMPARE(prov.zone, std::string("America/New_York"));
        QCOMPARE(prov.utcOffset.count(), -5 * 3600);
        const Pillars& p = m->chart()->pillars;
        QCOMPARE(pillar(p.day), u"戊申"_s);
        QCOMPARE(pillar(p.hour), u"己未"_s);
        QCOMPARE(child<QDateTimeEdit>(panel, u"dateTimeEdit"_s)->dateTime().toString(u"yyyy-MM-dd HH:mm"_s),
                 u"2026-11-30 13:18"_s);

        now = kCastInstant.addSecs(20 * 60);
        discardWhenAsked();
        QTest::mouseClick(child<QPushButton>(panel, u"tossButton"_s), Qt::LeftButton);
        QCOMPARE(m->record().provenance.instant.time_since_epoch().count(), now.toSecsSinceEpoch());
    }

    // Changing the zone keeps the instant: New York 13:18 is Shanghai 02:18 the next day, and the
    // chart recomputed there has Shanghai's pillars.
    void aZoneChangeKeepsTheInstant()
    {
        MainWindow w;
        CastPanel* panel = w.castPanel();
        panel->setClock([] { return kCastInstant; });
        QTest::mouseClick(child<QPushButton>(panel, u"tossButton"_s), Qt::LeftButton);
        QTest::mouseClick(child<QToolButton>(panel, u"chinaButton"_s), Qt::LeftButton);
        QCOMPARE(child<QDateTimeEdit>(panel, u"dateTimeEdit"_s)->dateTime().toString(u"yyyy-MM-dd HH:mm"_s),
                 u"2026-12-01 02:18"_s);
        QTest::mouseClick(child<QPushButton>(panel, u"computeButton"_s), Qt::LeftButton);
        ChartModel* m = w.chartModel();
        QVERIFY2(m->hasChart(), qPrintable(m->error()));
        QCOMPARE(pillar(m->chart()->pillars.day), u"己酉"_s);
        QCOMPARE(pillar(m->chart()->pillars.hour), u"乙丑"_s);
        QCOMPARE(m->record().moment->zone, u"Asia/Shanghai"_s);
        QCOMPARE(m->record().moment->civil, u"2026-12-01 02:18:00"_s);
    }

    // A moment typed by the user is kept by the next cast.
    void aTypedMomentIsKept()
    {
        MainWindow w;
        CastPanel* panel = w.castPanel();
        panel->setClock([] { return kCastInstant; });
        child<QComboBox>(panel, u"zoneCombo"_s)->setCurrentText(u"Asia/Shanghai"_s);
        child<QDateTimeEdit>(panel, u"dateTimeEdit"_s)->setDateTime(QDateTime(QDate(2011, 8, 14), QTime(10, 0), Qt::UTC));
        QTest::mouseClick(child<QPushButton>(panel, u"tossButton"_s), Qt::LeftButton);
        QCOMPARE(w.chartModel()->record().provenance.instant.time_since_epoch().count(),
                 QDateTime(QDate(2011, 8, 14), QTime(2, 0), QTimeZone::utc()).toSecsSinceEpoch());
    }

    // In Pillars mode the provenance keeps the typed pillars and says that no instant was used;
    // the file has a null instant.
    void typedPillarsAreTheProvenance()
    {
        MainWindow w;
        CastPanel* panel = w.castPanel();
        panel->setClock([] { return kCastInstant; });
        child<QRadioButton>(panel, u"pillarsRadio"_s)->setChecked(true);
        child<QLineEdit>(panel, u"pillarsEdit"_s)->setText(u"辛卯年 丙申月 丙子日"_s);
        QTest::mouseClick(child<QPushButton>(panel, u"tossButton"_s), Qt::LeftButton);
        ChartModel* m = w.chartModel();
        QVERIFY2(m->hasChart(), qPrintable(m->error()));
        const auto& prov = m->record().provenance;
        QVERIFY(prov.pillars);
        QCOMPARE(*prov.pillars, parsePillars("辛卯年 丙申月 丙子日").value());
        QVERIFY(base::castSummary(prov, Script::Traditional).contains(u"辛卯年 丙申月 丙子日（未用時刻）"_s));
        QTemporaryDir dir;
        const QString path = dir.filePath(u"p.najia"_s);
        QVERIFY(w.saveFile(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject cast = QJsonDocument::fromJson(f.readAll()).object()[u"cast"_s].toObject();
        const QJsonObject saved = cast[u"provenance"_s].toObject();
        QVERIFY(saved[u"instant"_s].isNull());
        QCOMPARE(saved[u"pillars"_s].toString(), u"辛卯年 丙申月 丙子日"_s);
        MainWindow other;
        QVERIFY(other.openFile(path));
        QCOMPARE(other.chartModel()->record().provenance, prov);
    }

    // Random coins (issue 36, item 12): the six tosses show under the cast, as `najia-cli cast`
    // prints them; the chart reopened from its file shows its method (random coins, with the same
    // tosses), not "Enter the line values".
    void coinTossesShownAndReopened()
    {
        MainWindow w;
        CastPanel* panel = w.castPanel();
        panel->setClock([] { return kCastInstant; });
        auto* method = child<QComboBox>(panel, u"methodCombo"_s);
        method->setCurrentIndex(1);
        QTest::mouseClick(child<QPushButton>(panel, u"tossButton"_s), Qt::LeftButton);
        ChartModel* m = w.chartModel();
        QVERIFY2(m->hasChart(), qPrintable(m->error()));
        const auto* coins = std::get_if<casting::CoinInputs>(&m->record().provenance.inputs);
        QVERIFY(coins);
        const QString shown = child<QLabel>(panel, u"provenanceLabel"_s)->text();
        for (int i = 0; i < 6; ++i) {
            QString faces;
            for (casting::CoinFace f : coins->tosses[std::size_t(i)]) faces += f == casting::CoinFace::Reverse ? u"背"_s : u"字"_s;
            QVERIFY2(shown.contains(u"Line %1: %2 → "_s.arg(i + 1).arg(faces)), qPrintable(shown));
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(u"coins.najia"_s);
        QVERIFY(w.saveFile(path));
        MainWindow other;
        QVERIFY(other.openFile(path));
        CastPanel* reopened = other.castPanel();
        QCOMPARE(child<QComboBox>(reopened, u"methodCombo"_s)->currentIndex(), 1);
        QCOMPARE(child<QLabel>(reopened, u"provenanceLabel"_s)->text(), shown);
    }
};

QTEST_MAIN(TestCastMoment)
#include "tst_castmoment.moc"
