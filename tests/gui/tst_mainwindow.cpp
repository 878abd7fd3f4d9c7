// The main window opens with the product name, and the About action exists.
#include "mainwindow.h"

#include <QAction>
#include <QLabel>
#include <QTest>

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void opensWithTheProductName()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.windowTitle(), QStringLiteral("Najia"));
        auto* label = w.findChild<QLabel*>(QStringLiteral("welcomeLabel"));
        QVERIFY(label);
        QVERIFY(label->text().contains(QStringLiteral("Najia")));
        QVERIFY(w.findChild<QAction*>(QStringLiteral("actionAbout")));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
