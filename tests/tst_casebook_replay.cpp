// Replay under every school (issue 39): settled cases recomputed under each preset and scored
// against what happened (the stored verdict when the case held, the other side when it did not).
// Replayed under the preset they were stored with, the cases reproduce their outcomes exactly — every
// 應驗 an agreement, every 不驗 an opposite — over the 64 hexagrams, each cast with its fifth line
// moving; every preset scores every case once; the per-category rows add up to the whole. Similar
// cases rank a settled case of the same chart and question first, one of the same 本卦 next, and
// leave out the case itself and the unsettled. A rule's firings under the stored preset split as the
// stored rule masks of the fulfilled and unfulfilled cases; one worker or two give the same answer.
#include "base/casebook/casebook_replay.h"
#include "base/casebook/casebook_similar.h"
#include "base/json/chart_json.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

class TestCasebookReplay : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void replayReproducesTheStoredPreset()
    {
        auto book = std::move(Casebook::open(dir_.filePath(u"replay.casebook"_s)).value());
        std::vector<Case> cases;
        for (int bits = 0; bits < 64; ++bits) {
            QString digits;
            for (int i = 0; i < 6; ++i) digits += (bits >> i & 1) ? (i == 4 ? u'9' : u'7') : (i == 4 ? u'6' : u'8');
            Case c;
            c.record.cast = parseCast(digits).value();
            c.record.pillars = parsePillars("申月 戊辰日").value();
            c.record.category = bits % 3 == 0 ? u"illness"_s : u"wealth"_s;
            c.outcome = bits % 2 ? Outcome::Fulfilled : Outcome::Unfulfilled;
            cases.push_back(c);
        }
        QVERIFY(book->add(cases));
        const std::vector<PresetId> all = {PresetId::General, PresetId::ZengShan, PresetId::YiYin, PresetId::YiMao};
        int told = 0;
        const auto replay = replayCases(*book, all, [&told](int done, int total) {
            told = done;
            return done <= total;
        });
        QVERIFY2(replay, replay ? "" : replay.error().c_str());
        QVERIFY(replay->cases > 20);  // those whose stored verdict took a side
        QCOMPARE(told, replay->cases);
        for (const ReplayScore& s : replay->scores) {
            if (s.category.isEmpty()) QCOMPARE(s.agree + s.opposite + s.mixed, replay->cases);  // every case, once
            if (s.category.isEmpty() && s.preset == PresetId::General) {
                QCOMPARE(s.mixed, 0);
                QVERIFY(s.agree > 0 && s.opposite > 0);
                QCOMPARE(s.agree + s.opposite, replay->cases);
            }
        }
        // The categories add up, preset by preset.
        for (const PresetId p : all) {
            int whole = 0, parts = 0;
            for (const ReplayScore& s : replay->scores)
                if (s.preset == p) (s.category.isEmpty() ? whole : parts) += s.agree + s.opposite + s.mixed;
            QCOMPARE(parts, whole);
        }
        // Rule firings under the stored preset reproduce the stored rule masks: a rule's agreeing cases
        // are the 應驗 ones whose stored mask has it, the others the 不驗 ones (SQL over the rules_ columns).
        for (const RuleFiring& f : replay->rules) {
            if (f.preset != PresetId::General) continue;
            const MaskTest t = maskTest("rules", f.rule);
            QSqlQuery q(book->database());
            q.prepare(u"SELECT SUM(outcome = 1), SUM(outcome = 3) FROM cases c WHERE tendency IN (0, 2) AND "_s + t.where);
            q.addBindValue(t.bind);
            QVERIFY(q.exec() && q.next());
            QCOMPARE(f.agree, q.value(0).toInt());
            QCOMPARE(f.other, q.value(1).toInt());
        }
        QVERIFY(std::count_if(replay->rules.begin(), replay->rules.end(), [](const RuleFiring& f) { return f.preset == PresetId::General; }) > 5);
        // One worker or two: the same answer.
        const auto single = replayCases(*book, all, {}, 1);
        QVERIFY(single);
        QCOMPARE(single->scores.size(), replay->scores.size());
        for (std::size_t i = 0; i < single->scores.size(); ++i) {
            QCOMPARE(single->scores[i].agree, replay->scores[i].agree);
            QCOMPARE(single->scores[i].opposite, replay->scores[i].opposite);
            QCOMPARE(single->scores[i].category, replay->scores[i].category);
        }
        QCOMPARE(single->rules.size(), replay->rules.size());
        // Stopping is an error, not a partial answer.
        QVERIFY(!replayCases(*book, all, [](int, int) { return false; }));
    }

    void similarCasesRankByStructure()
    {
        auto book = std::move(Casebook::open(dir_.filePath(u"similar.casebook"_s)).value());
        const auto caseOf = [](const char* lines, const char* category, Outcome o) {
            Case c;
            c.record.cast = parseCast(QString::fromLatin1(lines)).value();
            c.record.pillars = parsePillars("申月 戊辰日").value();
            c.record.category = QString::fromLatin1(category);
            c.outcome = o;
            return c;
        };
        const Case cases[] = {
            caseOf("787797", "illness", Outcome::Pending),      // 1: 同人之離, the case asked about
            caseOf("787797", "illness", Outcome::Fulfilled),    // 2: the same chart and question
            caseOf("787779", "wealth", Outcome::Unfulfilled),   // 3: 同人, another 變卦 and question
            caseOf("888888", "wealth", Outcome::Fulfilled),     // 4: 坤為地, still
            caseOf("787797", "illness", Outcome::Pending),      // 5: the same, unsettled
        };
        QVERIFY(book->add(cases));
        const auto similar = similarCases(*book, 1).value();
        QVERIFY(similar.size() >= 2);
        QCOMPARE(similar[0].id, qint64(2));
        QCOMPARE(similar[0].score, 3 + 2 + 1 + 1 + 1 + 1);  // hexagrams, 用神, verdict, strength, moving, category
        QCOMPARE(similar[0].outcome, Outcome::Fulfilled);
        QCOMPARE(similar[1].id, qint64(3));
        for (const SimilarCase& s : similar) QVERIFY(s.id != 1 && s.id != 5);
    }
};

QTEST_GUILESS_MAIN(TestCasebookReplay)
#include "tst_casebook_replay.moc"
