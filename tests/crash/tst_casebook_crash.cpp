// Crash safety of the casebook: `najia-cli cases import` and `cases settle` are killed with SIGKILL
// at random moments; after each kill the casebook must open writable, pass `PRAGMA integrity_check`
// (after the kill, Casebook::open runs it; the test runs it again), keep its full-text index in step with its cases, and hold every case
// whose commit the CLI reported — whole, readable, with its tags.
//
// Rounds: NAJIA_CRASH_ROUNDS in the environment (default 50; README.md gives the 1,000-round run).
#include "base/casebook/casebook.h"
#include "base/json/chart_json.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <set>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kFiles = 40;

ChartRecord randomRecord(std::mt19937& rng, int i)
{
    ChartRecord r;
    std::uniform_int_distribution<int> line(6, 9), day(0, 59), month(0, 11);
    for (auto& v : r.cast) v = static_cast<LineValue>(line(rng));
    r.pillars.day = GanZhi(day(rng));
    r.pillars.monthBranchOnly = static_cast<Branch>(month(rng));
    r.question = u"問事 %1 求財"_s.arg(i);
    r.notes = u"筆記 %1"_s.arg(i);
    return r;
}

struct Run {
    std::set<qint64> committed;  // ids the CLI reported after their transaction returned
    bool killed = false;
};

} // namespace

class TestCasebookCrash : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;
    QString db_;
    QStringList files_;
    std::set<qint64> committed_;
    std::mt19937 rng_{20261130};

    Run runCli(const QStringList& args, int killAfterMs)
    {
        QProcess p;
        p.start(QStringLiteral(NAJIA_CLI), args);
        Run run;
        if (!p.waitForStarted()) return run;
        if (killAfterMs >= 0 && !p.waitForFinished(killAfterMs)) {
            p.kill();  // SIGKILL
            run.killed = true;
        }
        p.waitForFinished(-1);
        for (const QByteArray& line : p.readAllStandardOutput().split('\n')) {
            const QList<QByteArray> parts = line.split(' ');
            if (parts.size() >= 2 && parts[0] == "imported") run.committed.insert(parts[1].toLongLong());
        }
        return run;
    }

    void verify(int round)
    {
        // A log left by a killed writer makes open run the full check (Casebook::Check).
        const bool unclean = QFileInfo::exists(db_ + u"-wal"_s);
        auto book = Casebook::open(db_);
        QVERIFY2(book, qPrintable(u"round %1: %2"_s.arg(round).arg(QString::fromStdString(book ? "" : book.error()))));
        QVERIFY2((*book)->warning().isEmpty(), qPrintable((*book)->warning()));
        QVERIFY(!(*book)->readOnly());
        if (unclean) QCOMPARE((*book)->checked(), Casebook::Check::Full);
        QSqlQuery q((*book)->database());
        QVERIFY(q.exec(u"PRAGMA integrity_check"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"ok"_s);
        QVERIFY(q.exec(u"SELECT (SELECT count(*) FROM cases), (SELECT count(*) FROM case_text)"_s) && q.next());
        QCOMPARE(q.value(0).toLongLong(), q.value(1).toLongLong());
        for (const qint64 id : committed_) {
            const auto c = (*book)->get(id);
            QVERIFY2(c, qPrintable(u"round %1: committed case %2 lost: %3"_s.arg(round).arg(id).arg(QString::fromStdString(c ? "" : c.error()))));
            QVERIFY(c->tags.contains(u"crash"_s));
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        db_ = dir_.filePath(u"crash.casebook"_s);
        QDir().mkpath(dir_.filePath(u"in"_s));
        for (int i = 0; i < kFiles; ++i) {
            const QString file = dir_.filePath(u"in/case-%1.najia"_s.arg(i, 3, 10, QChar(u'0')));
            QVERIFY(saveRecord(randomRecord(rng_, i), file));
            files_ << file;
        }
    }

    void killedAtRandomMoments()
    {
        const int rounds = qEnvironmentVariableIsSet("NAJIA_CRASH_ROUNDS") ? qEnvironmentVariableIntValue("NAJIA_CRASH_ROUNDS") : 50;
        QVERIFY(rounds > 0);
        // One undisturbed import tells how long a run takes, so that kills fall all through it.
        QElapsedTimer timer;
        timer.start();
        const Run first = runCli({u"cases"_s, u"import"_s, u"--db"_s, db_, u"--tag"_s, u"crash"_s, u"--batch"_s, u"5"_s,
                                  dir_.filePath(u"in"_s)}, -1);
        const int fullMs = std::max<int>(50, static_cast<int>(timer.elapsed()));
        QCOMPARE(static_cast<int>(first.committed.size()), kFiles);
        committed_ = first.committed;
        int killed = 0;
        for (int round = 1; round <= rounds; ++round) {
            const int after = std::uniform_int_distribution<int>(0, fullMs * 6 / 5)(rng_);
            Run run;
            if (round % 4 == 0 && !committed_.empty()) {
                auto it = committed_.begin();
                std::advance(it, std::uniform_int_distribution<int>(0, static_cast<int>(committed_.size()) - 1)(rng_));
                run = runCli({u"cases"_s, u"settle"_s, u"--db"_s, db_, QString::number(*it), u"--outcome"_s,
                              u"fulfilled"_s, u"--happened"_s, u"round %1"_s.arg(round)}, after / 4);
            } else {
                const QString batch = QString::number(std::uniform_int_distribution<int>(1, 10)(rng_));
                run = runCli({u"cases"_s, u"import"_s, u"--db"_s, db_, u"--tag"_s, u"crash"_s, u"--batch"_s, batch,
                              dir_.filePath(u"in"_s)}, after);
            }
            killed += run.killed;
            committed_.insert(run.committed.begin(), run.committed.end());
            verify(round);
            if (QTest::currentTestFailed()) return;
        }
        qInfo("%d rounds, %d killed mid-run, %zu committed cases all present", rounds, killed, committed_.size());
        QVERIFY2(killed >= rounds / 4, "the kills should mostly land while the CLI runs");
    }
};

QTEST_GUILESS_MAIN(TestCasebookCrash)
#include "tst_casebook_crash.moc"
