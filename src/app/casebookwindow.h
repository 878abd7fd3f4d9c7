// The casebook window: the cases of one casebook in a sortable table, a search field taking the
// casebook's filter language (README, "najia-cli cases"), named searches, the outcome of the
// selected case, import of .najia files and folders (buttons or drag and drop) and export of the
// selected or listed cases (as `najia-cli cases export`), both with progress and cancel, and the
// hit-rate statistics drawn as bars with their intervals, and the selected case's thread (its
// follow-up casts side by side and their 應期 on one timeline). On opening a casebook the cases not yet
// compared with this version's readings are compared in the background, a batch per event-loop
// turn (Casebook::recheck); those whose stored reading differs get a warning icon.
#pragma once

#include "base/casebook/casebook.h"
#include "base/casebook/casebook_export.h"
#include "base/casebook/casebook_stats.h"

#include <QWidget>

#include <memory>
#include <optional>

class CalibrationView;
class CasebookModel;
class ReplayView;
class SimilarCasesView;
class CasebookPlots;
class ThreadModel;
class ThreadPlot;
class QComboBox;
class QDateEdit;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;
class QTabWidget;
class QTimer;

class CasebookWindow : public QWidget {
    Q_OBJECT
public:
    explicit CasebookWindow(QWidget* parent = nullptr);
    ~CasebookWindow() override;

    // Opens a casebook file; an empty string when it opened (maybe read-only: see status()), else why not.
    QString openBook(const QString& path);
    najia::base::Casebook* book() const { return book_.get(); }
    void setScript(najia::Script script);

    // Stores a chart as a new pending case, or over the case that is its cast again
    // (Casebook::sameCase), and selects it; with `follows`, a new case is linked as a follow-up of
    // that case (casebook_threads.h).
    najia::Result<najia::base::Casebook::Filed> addRecord(const najia::base::ChartRecord& record,
                                                          std::optional<qint64> follows = {});

    struct ImportReport {
        int imported = 0;
        int updated = 0;  // files already in the casebook (the same cast and question): their case updated
        QStringList problems;  // 「path: reason」
        bool cancelled = false;
    };
    // Imports .najia files and folders (recursively), committing every 50 files, with a progress
    // dialog whose Cancel stops after the files already committed.
    ImportReport importPaths(const QStringList& paths);

    enum class Scope { Selected, Listed };
    // The ids of the selected rows, or of every row the filter lists, in the table's order.
    QList<qint64> caseIds(Scope scope) const;
    struct ExportOutcome {
        qsizetype written = 0;
        bool cancelled = false;
        QString error;  // empty on success
    };
    // Writes the cases through base::exportCases (the same bytes as `najia-cli cases export`), with a
    // progress dialog whose Cancel stops it: a JSON Lines or CSV file is then not written at all,
    // the .najia files already written stay.
    ExportOutcome exportCases(const QList<qint64>& ids, najia::base::ExportFormat format, const QString& out);
    // How long import and export wait before showing their progress dialog (tests set 0).
    void setProgressDelay(int ms);

    // For tests and the main window.
    void setFilter(const QString& filter);
    QString filterError() const { return filterError_; }
    QString status() const;
    CasebookModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QStandardItemModel* statsModel() const { return statsModel_; }
    CasebookPlots* plots() const { return plots_; }
    ThreadModel* threadModel() const { return threadModel_; }
    ThreadPlot* threadPlot() const { return threadPlot_; }
    void showStatistics();
    // The Calibration tab: the sealed judgments scored against the outcomes.
    CalibrationView* calibrationView() const { return calibration_; }
    void showCalibration();
    // The Replay tab: every settled case under each school preset, run on request.
    ReplayView* replayView() const { return replay_; }
    // Beside the case pane: the settled cases most like the selected one.
    SimilarCasesView* similarView() const { return similar_; }
    void showReplay();
    // The Thread tab: the selected case's thread side by side and its 應期 timeline.
    void showThread();
    bool selectCase(qint64 id);
    // Stored readings are still being compared with this version's.
    bool rechecking() const;

signals:
    // The user asked to open a case's chart in the main window.
    void openRecord(const najia::base::ChartRecord& record);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void buildUi();
    void refresh();
    void refreshSearches();
    void refreshStatistics();
    void refreshCalibration();
    void recheckStep();
    void showSelected();
    void saveOutcome();
    void sealSelected();
    void showSeals(qint64 id);
    void showThreadOf(qint64 id);
    void linkSelected();
    void unlinkSelected();
    // Saves what the outcome editor holds for the case it shows, if that differs from the casebook:
    // leaving a case (another row, a new filter, another casebook, closing) keeps its edits.
    // True when it wrote.
    bool keepEdits();
    void saveSearch();
    void chooseOpen();
    void chooseImport(bool folder);
    void reportImport(const ImportReport& r);
    void chooseExport(Scope scope, najia::base::ExportFormat format);
    qint64 selectedId() const;

    std::unique_ptr<najia::base::Casebook> book_;
    najia::Script script_ = najia::Script::Traditional;
    QString filterError_;
    CasebookModel* model_;
    QSortFilterProxyModel* proxy_;
    QTableView* table_;
    QLineEdit* filter_;
    QComboBox* searches_;
    QLabel* status_;
    QTabWidget* tabs_;
    QLabel* caseTitle_;
    QComboBox* outcome_;
    QCheckBox* settledSet_;
    QDateEdit* settled_;
    QLineEdit* happened_;
    QLineEdit* timing_;
    QLineEdit* tags_;
    QPushButton* saveOutcome_;
    QPushButton* sealButton_;
    QLabel* seals_;
    QComboBox* statsGroup_;
    QStandardItemModel* statsModel_;
    QTableView* statsTable_;
    CasebookPlots* plots_;
    QLabel* threadLabel_;
    QPushButton* linkButton_;
    QPushButton* unlinkButton_;
    QLabel* threadTitle_;
    ThreadModel* threadModel_;
    QTableView* threadTable_;
    ThreadPlot* threadPlot_;
    CalibrationView* calibration_;
    ReplayView* replay_;
    SimilarCasesView* similar_;
    QTimer* debounce_;
    QTimer* recheck_;
    qint64 rechecked_ = 0;
    qint64 shownId_ = 0;  // the case the outcome editor holds
    int progressDelay_ = 400;
};
