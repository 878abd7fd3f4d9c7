// Crash safety of the casebook: `najia-cli cases import` and `cases settle` are killed with SIGKILL
// at random moments; after each kill the casebook must open writable, pass `PRAGMA integrity_check`
// (after the kill, Casebook::open runs it; the test runs it again), keep its full-text index in step with its cases, and hold every case
// whose commit the CLI reported — whole, readable, with its tags. Then `cases seal` (issue 39) is
// killed likewise: after each kill `cases check` passes (every seal's hash and the chain hold), every
// seal the CLI reported is there with its hash, and no seal is half made.
//
// Rounds: NAJIA_CRASH_ROUNDS in the environment (default 50; README.md gives the 1,000-round run).
#include "base/casebook/casebook.h"
#include "base/casebook/casebook_seals.h"
#include "base/json/chart_json.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <map>
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
    std::map<qint64, QString> sealed;  // seal id → hash, as `cases seal` reported them
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
            // 「sealed CASE as seal ID at TIME: HASH」
            if (parts.size() == 8 && parts[0] == "sealed") run.sealed[parts[4].toLongLong()] = QString::fromLatin1(parts[7]);
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

    // After a seal was killed: `cases check` passes, each reported seal is there with its hash, and every
    // seal stored is whole (checkSeals recomputes each one's hash and the chain).
    void verifySeals(int round, const std::map<qint64, QString>& reported)
    {
        QProcess check;
        check.start(QStringLiteral(NAJIA_CLI), {u"cases"_s, u"check"_s, u"--db"_s, db_});
        QVERIFY(check.waitForFinished(60'000));
        QVERIFY2(check.exitCode() == 0, qPrintable(u"round %1: cases check: %2"_s.arg(round).arg(QString::fromUtf8(check.readAll()))));
        auto book = Casebook::open(db_);
        QVERIFY(book);
        QCOMPARE(checkSeals(**book).value(), QStringList());
        QSqlQuery q((*book)->database());
        QVERIFY(q.exec(u"SELECT id, hash, length(hash), verdict, confidence FROM seals"_s));
        std::map<qint64, QString> stored;
        while (q.next()) {
            QCOMPARE(q.value(2).toInt(), 64);
            QVERIFY(parseVerdict(q.value(3).toString()));
            QVERIFY(q.value(4).toInt() >= 50 && q.value(4).toInt() <= 99);
            stored[q.value(0).toLongLong()] = q.value(1).toString();
        }
        for (const auto& [id, hash] : reported) {
            QVERIFY2(stored.count(id), qPrintable(u"round %1: reported seal %2 lost"_s.arg(round).arg(id)));
            QCOMPARE(stored[id], hash);
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

    // Issue 39: kill -9 during a seal loses nothing and leaves no half-made seal.
    void sealKilledAtRandomMoments()
    {
        const int rounds = qEnvironmentVariableIsSet("NAJIA_CRASH_ROUNDS") ? qEnvironmentVariableIntValue("NAJIA_CRASH_ROUNDS") : 50;
        if (committed_.empty()) committed_ = runCli({u"cases"_s, u"import"_s, u"--db"_s, db_, u"--tag"_s, u"crash"_s, dir_.filePath(u"in"_s)}, -1).committed;
        QVERIFY(!committed_.empty());
        const std::vector<qint64> ids(committed_.begin(), committed_.end());
        const auto sealArgs = [&](int round) {
            const qint64 id = ids[std::size_t(std::uniform_int_distribution<int>(0, int(ids.size()) - 1)(rng_))];
            return QStringList{u"cases"_s, u"seal"_s, u"--db"_s, db_, QString::number(id), u"--verdict"_s,
                               round % 2 ? u"favourable"_s : u"unfavourable"_s, u"--confidence"_s, QString::number(50 + round % 50),
                               u"--note"_s, u"round %1"_s.arg(round)};
        };
        QElapsedTimer timer;
        timer.start();
        std::map<qint64, QString> reported = runCli(sealArgs(0), -1).sealed;
        const int fullMs = std::max<int>(20, static_cast<int>(timer.elapsed()));
        QCOMPARE(reported.size(), std::size_t(1));
        int killed = 0;
        for (int round = 1; round <= rounds; ++round) {
            const Run run = runCli(sealArgs(round), std::uniform_int_distribution<int>(0, fullMs * 6 / 5)(rng_));
            killed += run.killed;
            reported.insert(run.sealed.begin(), run.sealed.end());
            verifySeals(round, reported);
            if (QTest::currentTestFailed()) return;
        }
        auto book = Casebook::open(db_);
        QSqlQuery q((*book)->database());
        QVERIFY(q.exec(u"SELECT count(*) FROM seals"_s) && q.next());
        qInfo("%d seal rounds, %d killed mid-run, %zu seals reported, %lld stored, all whole", rounds, killed, reported.size(),
              q.value(0).toLongLong());
        QVERIFY2(killed >= rounds / 4, "the kills should mostly land while the CLI runs");
    }
};

QTEST_GUILESS_MAIN(TestCasebookCrash)
#include "tst_casebook_crash.moc"
