// The development corpus of worked cases (tests/data/reading_corpus.tsv, docs/reading.md "Fidelity"):
// each row is a case a classic's author read, with his 用神, his verdict and his 應期; scoring reads
// every case as `najia-cli read` would under its school's preset and counts where the reading agrees.
// Rows marked held out are tallied apart and never used to choose a rule.
#pragma once

#include "engine/analysis/settings.h"
#include "engine/chart.h"
#include "engine/reading/branch_ties.h"
#include "engine/reading/interpretation.h"
#include "engine/result.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace najia::base {

// The author's 用神: a relation, or the 世 or 應 line whatever its relation.
struct CorpusUseful {
    UsefulBy by = UsefulBy::Relation;
    Relation relation = Relation::Parent;
};

struct CorpusCase {
    QString id;
    bool heldOut = false;
    QString book, chapter, label, quote;
    Cast cast{};
    Pillars pillars;
    std::optional<Question> question;  // none: the CLI cannot ask it yet
    PresetId preset = PresetId::General;
    AnalysisSettings analysis;
    std::optional<CorpusUseful> useful;
    std::optional<LineRef> line;
    std::optional<Tendency> verdict;  // the outcome the author reports (never Mixed)
    std::optional<Branch> timing;     // the branch of the 應期 he reports
};

// Reads the corpus: '#' lines are comments, the first other line names the columns. An error names
// the line and the cell.
Result<std::vector<CorpusCase>> readCorpus(const QString& path);

enum class VerdictMatch { Agree, Opposite, Mixed };

struct CaseScore {
    const CorpusCase* c = nullptr;
    std::optional<bool> useful, line;  // none where the author names none or the question cannot be asked
    std::optional<VerdictMatch> verdict;
    std::optional<int> timingRank;     // index among the 應期 candidates; -1 absent
    std::vector<BranchTie> timingTies; // what the author's 應期 branch is to the lines the reading weighed
    Interpretation reading;
    LinePos self = LinePos(1), other = LinePos(4);
};

struct CorpusTally {
    int cases = 0, unaskable = 0;
    int usefulAgree = 0, usefulTotal = 0;
    int lineAgree = 0, lineTotal = 0;
    int verdictAgree = 0, verdictOpposite = 0, verdictMixed = 0, verdictTotal = 0;
    int timingTop3 = 0, timingAny = 0, timingTotal = 0;
    // The author's 應期 branches beyond the reading's first three, by their ties (a branch may have several), and
    // those with none.
    QMap<QString, int> beyondThreeTies;
    int beyondThreeUntied = 0;
};

struct CorpusScore {
    std::vector<CaseScore> cases;
    CorpusTally development, heldOut;
};

CorpusScore scoreCorpus(const std::vector<CorpusCase>& cases);

// The tallies by class, development and held out, then every case that differs and how.
QString corpusScoreText(const CorpusScore& s);
// {development: {...}, held_out: {...}, differences: [{id, class, author, reading, author_ties (timing)}]}.
QJsonObject corpusScoreJson(const CorpusScore& s);

} // namespace najia::base
