// The Replay tab of the casebook window (issue 39): every settled case recomputed under each school
// preset (base::replayCases, on every core, with a progress dialog whose Cancel stops it), shown as a
// table of categories × presets — each cell the share of cases whose replayed verdict agreed with what
// happened, drawn with its Wilson interval (HitRateDelegate), the best preset of each category in bold
// and marked — and a table of the rules: under each preset, in how many cases a rule fired whose
// verdict agreed, and in how many it did not.
#pragma once

#include "base/casebook/casebook_replay.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QStandardItemModel;
class QTableView;

class ReplayView : public QWidget {
    Q_OBJECT
public:
    // A cell's roles besides HitRateDelegate's: whether it is its category's best preset.
    enum Role { BestRole = Qt::UserRole + 20 };
    explicit ReplayView(QWidget* parent = nullptr);

    void setBook(const najia::base::Casebook* book);
    void setScript(najia::Script script);
    // Replays the casebook under every preset with a progress dialog; false when cancelled or failed.
    bool run();
    void setProgressDelay(int ms) { progressDelay_ = ms; }
    // The dialog's Cancel, pressed once this many cases are done (tests; 0: never).
    void setCancelAfter(int cases) { cancelAfter_ = cases; }

    QString summary() const;
    QStandardItemModel* scores() const { return scores_; }
    QStandardItemModel* rules() const { return rules_; }

private:
    void show(const najia::base::Replay& replay);
    void showScores(const najia::base::Replay& replay);
    void showRules(const najia::base::Replay& replay);

    const najia::base::Casebook* book_ = nullptr;
    najia::Script script_ = najia::Script::Traditional;
    std::optional<najia::base::Replay> shown_;
    QPushButton* runButton_;
    QLabel* summary_;
    QStandardItemModel* scores_;
    QTableView* scoreTable_;
    QStandardItemModel* rules_;
    QTableView* ruleTable_;
    int progressDelay_ = 400;
    int cancelAfter_ = 0;
};
