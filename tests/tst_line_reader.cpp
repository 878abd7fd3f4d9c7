// Bounded lines of standard input (issue 37, item 5): `head -c 1G /dev/zero | najia-cli chart
// --batch` reached 11.8 GB of memory, and a 400 MB line aborted with std::bad_alloc. LineReader
// keeps at most one buffer whatever the stream: a line past kMaxLineBytes is reported and skipped
// to its end, the lines after it are read as usual.
#include "base/io/line_reader.h"

#include <QTest>

#include <csignal>
#include <string>
#include <thread>
#include <unistd.h>

using namespace najia::base;

namespace {

// A pipe whose write end is fed `bytes` by a thread (as a shell pipeline would, in chunks).
struct Feed {
    int fds[2] = {-1, -1};
    std::thread writer;
    explicit Feed(std::string bytes)
    {
        if (::pipe(fds) != 0) qFatal("pipe");
        writer = std::thread([fd = fds[1], bytes = std::move(bytes)] {
            for (std::size_t at = 0; at < bytes.size();) {
                const ssize_t n = ::write(fd, bytes.data() + at, std::min<std::size_t>(bytes.size() - at, 100000));
                if (n <= 0) break;
                at += std::size_t(n);
            }
            ::close(fd);
        });
    }
    ~Feed()
    {
        ::close(fds[0]);  // a test that stopped early: the writer meets EPIPE and ends
        writer.join();
    }
};

} // namespace

class TestLineReader : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { std::signal(SIGPIPE, SIG_IGN); }

    void linesAsWritten()
    {
        Feed feed("987677\n\n987677\t卯月 戊寅日\r\nlast");
        LineReader in(feed.fds[0]);
        QCOMPARE(in.next(), LineReader::Next::Line);
        QCOMPARE(in.line(), std::string_view("987677"));
        QCOMPARE(in.next(), LineReader::Next::Line);
        QCOMPARE(in.line(), std::string_view(""));
        QCOMPARE(in.next(), LineReader::Next::Line);
        QCOMPARE(in.line(), std::string_view("987677\t卯月 戊寅日\r"));
        QCOMPARE(in.next(), LineReader::Next::Line);
        QCOMPARE(in.line(), std::string_view("last"));
        QCOMPARE(in.lineNumber(), 4);
        QCOMPARE(in.next(), LineReader::Next::End);
    }

    void theBoundItself()
    {
        Feed feed(std::string(kMaxLineBytes, 'x') + '\n' + std::string(kMaxLineBytes + 1, 'y') + "\nok\n");
        LineReader in(feed.fds[0]);
        QCOMPARE(in.next(), LineReader::Next::Line);
        QCOMPARE(in.line().size(), kMaxLineBytes);
        QCOMPARE(in.next(), LineReader::Next::TooLong);
        QCOMPARE(in.lineNumber(), 2);
        QCOMPARE(in.next(), LineReader::Next::Line);
        QCOMPARE(in.line(), std::string_view("ok"));
        QCOMPARE(in.next(), LineReader::Next::End);
    }

    // 64 MB without a newline (what /dev/zero gives) is one line too long, read through a
    // buffer of fixed size, then the input goes on.
    void anEndlessLineIsSkippedNotKept()
    {
        Feed feed(std::string(64 << 20, '\0') + "\nafter\n" + std::string(100000, 'z'));
        LineReader in(feed.fds[0]);
        QCOMPARE(in.next(), LineReader::Next::TooLong);
        QCOMPARE(in.next(), LineReader::Next::Line);
        QCOMPARE(in.line(), std::string_view("after"));
        QCOMPARE(in.next(), LineReader::Next::TooLong);  // the last, unterminated
        QCOMPARE(in.next(), LineReader::Next::End);
    }

    // The command flushes its answers before the reader waits: once per read, not per line.
    void flushesBeforeWaiting()
    {
        Feed feed("a\nb\nc\n");
        int waits = 0;
        LineReader in(feed.fds[0], [&] { ++waits; });
        while (in.next() == LineReader::Next::Line) {}
        QVERIFY(waits >= 2);  // before the first read and before meeting the end
        QVERIFY(waits <= 4);
    }

    void aReadErrorIsReported()
    {
        LineReader in(-1);
        QCOMPARE(in.next(), LineReader::Next::Failed);
        QCOMPARE(in.error(), EBADF);
    }
};

QTEST_GUILESS_MAIN(TestLineReader)
#include "tst_line_reader.moc"
