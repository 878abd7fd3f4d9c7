// The app opening hostile files (issue 37, items 1 and 6): a FIFO named as a chart hung `najia
// fifo.najia` before any window; a `.najia` file whose moment.zone Qt did not know ("Shanghai")
// opened with UTC's 節氣 times under the name "Shanghai". Both are now refused at once with a
// message, and the window keeps what it had.
#include "app/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <sys/stat.h>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

// Closes the next modal message box and keeps its text.
void closeNextMessage(QString* text)
{
    auto* timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [=] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            *text = box->text() + u'\n' + box->informativeText();
            box->close();
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start(10);
}

} // namespace

class TestHostileOpen : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"NajiaTestHostileOpen"_s);
        QSettings().clear();
        QVERIFY(dir_.isValid());
    }

    void aFifoIsRefusedAtOnce()
    {
        const QString fifo = dir_.filePath(u"fifo.najia"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        MainWindow w;
        QString message;
        closeNextMessage(&message);
        QElapsedTimer t;
        t.start();
        QVERIFY(!w.openFile(fifo));
        QVERIFY(t.elapsed() < 5000);
        QVERIFY2(message.contains(u"it is a FIFO"_s), qPrintable(message));
    }

    void anUnknownZoneIsRefused_data()
    {
        QTest::addColumn<QString>("zone");
        QTest::newRow("no area") << u"Shanghai"_s;
        QTest::newRow("a directory") << u"Asia"_s;
        QTest::newRow("out of the database") << u"../../../../etc/localtime"_s;
    }
    void anUnknownZoneIsRefused()
    {
        QFETCH(QString, zone);
        const QString path = dir_.filePath(u"zone.najia"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(R"({"format": "najia-chart", "version": 1, "cast": {"lines": "987677"}, "moment": {"civil": "2024-02-04 10:00", "zone": ")"
                + zone.toUtf8() + R"("}})");
        f.close();
        MainWindow w;
        QString message;
        closeNextMessage(&message);
        QVERIFY(!w.openFile(path));
        QVERIFY2(message.contains(u"zone"_s), qPrintable(message));
    }
};

QTEST_MAIN(TestHostileOpen)
#include "tst_hostile_open.moc"
