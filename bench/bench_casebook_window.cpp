// The casebook window on a large casebook (issue 18: "memory ≤ 200 MB with the window open"): opens
// FILE (e.g. the one bench_casebook leaves), shows every row, then the statistics and their plots, and
// prints the wall time of each step and the process's peak resident memory.
// Usage: QT_QPA_PLATFORM=offscreen bench_casebook_window FILE
#include "app/casebookmodel.h"
#include "app/casebookwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

#include <cstdio>

namespace {

// VmHWM: the peak resident set of this process, in kB.
long peakKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:")) return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}

void step(const char* what, QElapsedTimer& t)
{
    std::printf("%s: %lld ms (peak RSS so far %ld kB)\n", what, t.elapsed(), peakKb());
    t.restart();
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: bench_casebook_window FILE\n");
        return 2;
    }
    QElapsedTimer t;
    t.start();
    CasebookWindow w;
    w.resize(1200, 800);
    if (const QString error = w.openBook(QString::fromLocal8Bit(argv[1])); !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return 1;
    step("open and show", t);
    while (w.rechecking()) QTest::qWait(10);
    step("compare the stored readings", t);
    std::printf("rows: %d\n", w.model()->rowCount());
    w.showStatistics();
    QTest::qWait(50);
    step("statistics and plots", t);
    std::printf("peak RSS with the window open: %.1f MB\n", double(peakKb()) / 1024);
    return 0;
}
