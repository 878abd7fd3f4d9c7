// Files written whole and read within bounds, whatever is at the path (issue 37, items 3, 6, 8):
// as root, `cases export --out /dev/full` once turned the system's /dev/full into a regular file
// (QSaveFile renames over whatever is there), and reading a FIFO hung before any window. Now only a
// regular file is ever replaced: a character device or FIFO takes the bytes as a stream, a FIFO
// nobody reads is refused, a directory is refused; only a regular file is read, at once.
//
// The devices here are scratch nodes made in a temporary folder (mknod, as root; skipped
// otherwise), never the system's own.
#include "base/io/whole_file.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

QByteArray encoded(const QString& path) { return QFile::encodeName(path); }

bool isCharDevice(const QString& path)
{
    struct stat st {};
    return ::lstat(encoded(path).constData(), &st) == 0 && S_ISCHR(st.st_mode);
}

bool isFifo(const QString& path)
{
    struct stat st {};
    return ::lstat(encoded(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
}

QString errorOf(const Result<bool>& r) { return r ? QString() : QString::fromStdString(r.error()); }

// Qt's warnings (QFSFileEngine::open: No file name specified) would be a second line on stderr.
QStringList qtWarnings;
void keepWarnings(QtMsgType, const QMessageLogContext&, const QString& message) { qtWarnings << message; }

} // namespace

class TestWholeFile : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        std::signal(SIGPIPE, SIG_IGN);
    }

    void aRegularFileIsReplacedWhole()
    {
        const QString path = dir_.filePath(u"chart.najia"_s);
        QVERIFY(writeWholeFile(path, "old"));
        QVERIFY(writeWholeFile(path, "new"));
        QCOMPARE(readWholeFile(path).value(), QByteArray("new"));
    }

    // Through a symlink: the file it points to is replaced, the link stays a link.
    void aSymlinkKeepsPointing()
    {
        const QString target = dir_.filePath(u"target.csv"_s), link = dir_.filePath(u"link.csv"_s);
        QVERIFY(writeWholeFile(target, "old"));
        QVERIFY(QFile::link(target, link));
        QVERIFY(writeWholeFile(link, "new"));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(readWholeFile(target).value(), QByteArray("new"));
    }

    void aFifoNobodyReadsIsRefusedAtOnce()
    {
        const QString fifo = dir_.filePath(u"unread.csv"_s);
        QCOMPARE(::mkfifo(encoded(fifo).constData(), 0600), 0);
        QElapsedTimer t;
        t.start();
        const auto r = writeWholeFile(fifo, "bytes");
        QVERIFY(t.elapsed() < 2000);
        QVERIFY(errorOf(r).contains(u"nobody reads"_s));
        QVERIFY(isFifo(fifo));
    }

    void aFifoBeingReadTakesTheBytesAsAStream()
    {
        const QString fifo = dir_.filePath(u"read.csv"_s);
        QCOMPARE(::mkfifo(encoded(fifo).constData(), 0600), 0);
        const int reader = ::open(encoded(fifo).constData(), O_RDONLY | O_NONBLOCK);
        QVERIFY(reader >= 0);
        const QByteArray data(300000, 'x');  // more than a pipe holds: the writer waits for the reader
        QByteArray got;
        std::atomic<bool> written = false;
        // Before the writer opens the FIFO a read sees end of file; only after it is done does 0 mean the end.
        std::thread drain([&] {
            char buf[65536];
            for (;;) {
                const ssize_t n = ::read(reader, buf, sizeof buf);
                if (n > 0) got.append(buf, n);
                else if (n == 0 && written) break;
                else std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
        });
        const auto r = writeWholeFile(fifo, data);
        written = true;
        drain.join();
        ::close(reader);
        QVERIFY2(r, qPrintable(errorOf(r)));
        QCOMPARE(got, data);
        QVERIFY(isFifo(fifo));
    }

    // Scratch devices with the numbers of /dev/null (1,3) and /dev/full (1,7).
    void aDeviceIsWrittenNeverReplaced()
    {
        const QString null = dir_.filePath(u"null"_s), full = dir_.filePath(u"full"_s);
        if (::mknod(encoded(null).constData(), S_IFCHR | 0600, makedev(1, 3)) != 0
            || ::mknod(encoded(full).constData(), S_IFCHR | 0600, makedev(1, 7)) != 0)
            QSKIP("cannot make scratch device nodes here (not root, or no CAP_MKNOD)");
        QVERIFY(writeWholeFile(null, "bytes"));
        QVERIFY(isCharDevice(null));
        const auto r = writeWholeFile(full, "bytes");
        QVERIFY(errorOf(r).contains(u"No space left on device"_s));
        QVERIFY(isCharDevice(full));
        // And through a symlink to one.
        const QString link = dir_.filePath(u"full-link.csv"_s);
        QVERIFY(QFile::link(full, link));
        QVERIFY(!writeWholeFile(link, "bytes"));
        QVERIFY(isCharDevice(full));
        QVERIFY(QFileInfo(link).isSymLink());
    }

    void directoriesAndMissingFoldersAreRefused()
    {
        QVERIFY(QDir(dir_.path()).mkdir(u"folder.pdf"_s));
        QVERIFY(errorOf(writeWholeFile(dir_.filePath(u"folder.pdf"_s), "x")).contains(u"it is a directory"_s));
        QVERIFY(errorOf(writeWholeFile(dir_.filePath(u"missing/x.pdf"_s), "x")).contains(u"No such file or directory"_s));
        QVERIFY(!QFileInfo::exists(dir_.filePath(u"missing"_s)));
    }

    void onlyRegularFilesAreRead()
    {
        const QString fifo = dir_.filePath(u"chart-fifo.najia"_s);
        QCOMPARE(::mkfifo(encoded(fifo).constData(), 0600), 0);
        QElapsedTimer t;
        t.start();
        const auto r = readWholeFile(fifo);
        QVERIFY(t.elapsed() < 2000);
        QVERIFY(!r);
        QVERIFY2(QString::fromStdString(r.error()).contains(u"it is a FIFO"_s), r.error().c_str());
        const QString link = dir_.filePath(u"fifo-link.najia"_s);
        QVERIFY(QFile::link(fifo, link));
        QVERIFY(!readWholeFile(link));
        QVERIFY(QString::fromStdString(readWholeFile(u"/dev/zero"_s).error()).contains(u"character device"_s));
        QVERIFY(QString::fromStdString(readWholeFile(dir_.path()).error()).contains(u"directory"_s));
    }

    void anEmptyNameSaysSoAndQtStaysQuiet()
    {
        qtWarnings.clear();
        const auto previous = qInstallMessageHandler(keepWarnings);
        const auto read = readWholeFile(QString());
        const auto written = writeWholeFile(QString(), "x");
        qInstallMessageHandler(previous);
        QVERIFY(!read);
        QVERIFY(!written);
        QVERIFY(QString::fromStdString(read.error()).contains(u"no file name"_s));
        QCOMPARE(qtWarnings, QStringList());
    }
};

QTEST_GUILESS_MAIN(TestWholeFile)
#include "tst_whole_file.moc"
