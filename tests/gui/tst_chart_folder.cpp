// The open and save dialogs start in a "Najia" folder inside the user's documents folder, as the
// XDG user directories name it (freedesktop.org xdg-user-dirs: $XDG_CONFIG_HOME/user-dirs.dirs,
// else ~/Documents), created on first use.
#include "app/appsettings.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;

class TestChartFolder : public QObject {
    Q_OBJECT
    QTemporaryDir home_;

private slots:
    void initTestCase()
    {
        QVERIFY(home_.isValid());
        qputenv("HOME", QFile::encodeName(home_.path()));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(home_.filePath(u".config"_s)));
    }

    void defaultDocuments()
    {
        const QString folder = chartFolder();
        QCOMPARE(folder, home_.filePath(u"Documents/Najia"_s));
        QVERIFY(QDir(folder).exists());
    }

    void userDirsDocuments()
    {
        QVERIFY(QDir().mkpath(home_.filePath(u".config"_s)));
        QFile dirs(home_.filePath(u".config/user-dirs.dirs"_s));
        QVERIFY(dirs.open(QIODevice::WriteOnly));
        dirs.write("XDG_DOCUMENTS_DIR=\"$HOME/Dokumente\"\n");
        dirs.close();
        QCOMPARE(chartFolder(), home_.filePath(u"Dokumente/Najia"_s));
        QVERIFY(QDir(home_.filePath(u"Dokumente/Najia"_s)).exists());
    }
};

QTEST_MAIN(TestChartFolder)
#include "tst_chart_folder.moc"
