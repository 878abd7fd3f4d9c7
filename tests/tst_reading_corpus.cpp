// The reading's fidelity to the classics' authors (issue 34): every worked case of
// tests/data/reading_corpus.tsv read under its school's preset and scored against the author's 用神,
// verdict and 應期 (src/base/corpus/reading_corpus.h). The floors are the figures of the last change
// that raised them: a ratchet, so that no class drops unnoticed. Raise them with the rule that earns it.
#include "base/corpus/reading_corpus.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

struct Floor {
    int useful, line, verdictAgree, verdictMixedAtMost, timingTop3, timingAny;
};

// Today's figures (docs/reading.md, "Fidelity").
constexpr Floor kDevelopment{338, 288, 264, 47, 139, 155};
constexpr Floor kHeldOut{80, 69, 70, 12, 30, 46};

void checkAtLeast(int have, int floor, const char* set, const char* what)
{
    const QByteArray message = QByteArray(set) + ' ' + what + ": " + QByteArray::number(have) + " < " + QByteArray::number(floor);
    QVERIFY2(have >= floor, message.constData());
}

void checkFloor(const CorpusTally& t, const Floor& f, const char* set)
{
    checkAtLeast(t.usefulAgree, f.useful, set, "用神 relation");
    checkAtLeast(t.lineAgree, f.line, set, "用神 line");
    checkAtLeast(t.verdictAgree, f.verdictAgree, set, "verdict");
    checkAtLeast(f.verdictMixedAtMost, t.verdictMixed, set, "mixed at most");
    checkAtLeast(t.timingTop3, f.timingTop3, set, "應期 first three");
    checkAtLeast(t.timingAny, f.timingAny, set, "應期 anywhere");
}

} // namespace

class TestReadingCorpus : public QObject {
    Q_OBJECT
    std::vector<CorpusCase> cases_;
private slots:
    void initTestCase()
    {
        const auto cases = readCorpus(QStringLiteral(NAJIA_TEST_DATA "/reading_corpus.tsv"));
        QVERIFY2(cases, cases ? "" : cases.error().c_str());
        cases_ = *cases;
        QVERIFY(cases_.size() >= 299);
    }

    // Ids are unique; every fifth case is held out, so that the held-out part is spread over the books
    // and chapters as the rest is.
    void heldOutEveryFifth()
    {
        QSet<QString> ids;
        for (std::size_t i = 0; i < cases_.size(); ++i) {
            QVERIFY2(!ids.contains(cases_[i].id), qPrintable(cases_[i].id));
            ids.insert(cases_[i].id);
            QCOMPARE(cases_[i].heldOut, (i + 1) % 5 == 0);
        }
    }

    // Each row's 用神 line, where the author names one, exists in the chart as he names it: a 伏神 row is a
    // line with a 伏神, a 變爻 row a moving line (a transcription error in the cast shows here).
    void authorsLinesExist()
    {
        for (const CorpusCase& c : cases_) {
            if (!c.line) continue;
            const Chart chart = computeChart(c.cast, c.pillars, preset(c.preset).chart);
            const ChartLine& l = chart.line(LinePos(c.line->position));
            if (c.line->layer == Layer::Hidden) QVERIFY2(l.hidden.has_value(), qPrintable(c.id));
            if (c.line->layer == Layer::Changed) QVERIFY2(l.moving(), qPrintable(c.id));
            if (c.useful && c.useful->by == UsefulBy::Relation) {
                const Relation r = c.line->layer == Layer::Hidden ? l.hidden->reading.relation
                                   : c.line->layer == Layer::Changed ? l.changed->relation
                                                                     : l.reading.relation;
                QVERIFY2(r == c.useful->relation, qPrintable(c.id));
            }
            if (c.useful && c.useful->by == UsefulBy::SelfLine) QVERIFY2(chart.primary.self == LinePos(c.line->position), qPrintable(c.id));
            if (c.useful && c.useful->by == UsefulBy::OtherLine) QVERIFY2(chart.primary.other == LinePos(c.line->position), qPrintable(c.id));
        }
    }

    // The illness's age (the `illness` column) is stated only on illness questions, where the reading reads it: 26 rows
    // (zs-381 and zs-407 among the rows added on 2026-12-07).
    void illnessAgeOnIllnessOnly()
    {
        int stated = 0;
        for (const CorpusCase& c : cases_) {
            if (!c.question || c.question->illness == IllnessAge::Unstated) continue;
            QVERIFY2(c.question->category == QuestionCategory::Illness, qPrintable(c.id));
            ++stated;
        }
        QCOMPARE(stated, 26);
    }

    // The optional last column `illness` (近病, 久病): read where a row has it, unstated where the row or the
    // whole corpus has none; a bad value, or a row short of a required cell, is an error naming its line.
    void illnessColumn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"corpus.tsv"_s);
        const auto read = [&path](const QString& text) {
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return Result<std::vector<CorpusCase>>(Error{"cannot write"});
            f.write(text.toUtf8());
            f.close();
            return readCorpus(path);
        };
        const QString header = u"id\tset\tbook\tchapter\tlabel\tquote\tlines\tpillars\tcategory\tsubject\tsex\tpreset\tuseful\tline\tverdict\ttiming"_s;
        // 增刪卜易 進神退神章 卯月癸酉日占父母近病 萃之否 (zs-020).
        const QString row = u"x\tdev\tb\tc\tl\tq\t888776\t卯月 癸酉日\tillness\telder\tmale\tzengshan\t父母\t6\tfavourable\t戌"_s;
        const auto with = read(header + u"\tillness\n"_s + row + u"\trecent\n"_s + row + u"\n"_s + row + u"\tlong\n"_s + row + u"\t-\n"_s +
                               row + u"\t近病\n"_s);
        QVERIFY2(with, with ? "" : with.error().c_str());
        QCOMPARE(with->size(), std::size_t(5));
        const IllnessAge expected[] = {IllnessAge::Recent, IllnessAge::Unstated, IllnessAge::Long, IllnessAge::Unstated, IllnessAge::Recent};
        for (std::size_t i = 0; i < with->size(); ++i) QCOMPARE((*with)[i].question->illness, expected[i]);
        const auto without = read(header + u"\n"_s + row + u"\n"_s);
        QVERIFY(without);
        QCOMPARE(without->front().question->illness, IllnessAge::Unstated);
        const auto bad = read(header + u"\tillness\n"_s + row + u"\tchronic\n"_s);
        QVERIFY(!bad);
        QVERIFY2(bad.error().find(":2: illness must be") != std::string::npos, bad.error().c_str());
        QVERIFY(!read(header + u"\tillness\n"_s + row.section(u'\t', 0, 14) + u"\n"_s));
        QVERIFY(!read(header + u"\tillness\n"_s + row + u"\tlong\tmore\n"_s));
        QVERIFY(!read(header + u"\n"_s + row + u"\tlong\n"_s));
    }

    void ratchet()
    {
        const CorpusScore s = scoreCorpus(cases_);
        checkFloor(s.development, kDevelopment, "development");
        checkFloor(s.heldOut, kHeldOut, "held out");
    }
};

QTEST_GUILESS_MAIN(TestReadingCorpus)
#include "tst_reading_corpus.moc"
