// The casebook: every case a user keeps, in one SQLite file (Qt SQL, QSQLITE).
//
// A case is the chart document (the `.najia` JSON, without its recomputable "chart" and "reading"), the
// reading as it stood when judged (JSON, optional), and the outcome. The chart's facts
// (casebook_facts.h) sit in indexed columns so that filters are SQL; question, notes and what
// happened are in an FTS5 index folded to one script (財 finds 财).
//
// Safety: WAL journal, synchronous=FULL, every change in one transaction; `PRAGMA quick_check` on
// open, the full `integrity_check` after an unclean shutdown (Casebook::Check); a file that is not a casebook is refused; a newer schema or a failed integrity check
// opens read-only with a warning, never rewritten. Backups are whole copies made with
// `VACUUM INTO` (Qt SQL does not expose SQLite's backup API; VACUUM INTO reads one consistent
// snapshot), written under a temporary name and renamed, the newest kBackupsKept kept.
#pragma once

#include "base/casebook/casebook_facts.h"
#include "base/document/chart_file.h"
#include "engine/case_outcome.h"

#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>

#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace najia::base {

inline constexpr int kCasebookSchema = 6;         // PRAGMA user_version written by this program
inline constexpr int kCasebookApplicationId = 0x4E4A4342;  // PRAGMA application_id: "NJCB"
inline constexpr int kBackupsKept = 5;
// How long a writer waits for another program's write to end (BEGIN IMMEDIATE with SQLite's busy
// timeout) before it gives up with an error of its own words.
inline constexpr int kCasebookBusySeconds = 10;

struct Case {
    qint64 id = 0;                       // 0 until stored
    ChartRecord record;
    std::optional<QJsonObject> reading;  // the reading as judged (issue 17's JSON), when saved with one
    Outcome outcome = Outcome::Pending;
    QDate settled;                       // when the outcome was settled; null while pending
    QString happened;                    // what happened, in the user's words
    QString matchedTiming;               // the 應期 candidate it matched, as the reading names it
    QStringList tags;
    QDateTime created;                   // UTC; set when stored
    QDateTime modified;
    // The record's chart when the caller has already computed it (an import reads it while checking
    // the file: loadComputed); storing then computes nothing again. Must be compute(record).
    std::optional<ComputedChart> computed;
    // Read back: what differs between the stored reading and today's engine's, as last compared
    // (factsDifference's JSON, with "reading": [keys] for a stored reading JSON, or "error" when the
    // chart no longer computes); empty when nothing does or not compared yet. Not written by add/update.
    QJsonObject stale;
};

// One row of a listing: the stored columns, no document parsed.
struct CaseRow {
    qint64 id = 0;
    QString castAt;        // the moment's civil time, or empty
    QString question;
    int primary = 0;       // Hexagram bits
    std::optional<int> changed;
    QString category;
    QString preset;        // the preset's code
    std::optional<int> useful;  // Relation
    Outcome outcome = Outcome::Pending;
    QDate settled;
    QStringList tags;
    QDateTime created;
    QDateTime modified;
    QJsonObject stale;     // as Case::stale
};

enum class CaseOrder { Id, CastAt, Created, Modified, Question, Outcome };

class Casebook {
public:
    enum class Mode { ReadWrite, ReadOnly };
    // How the file is checked on open: `PRAGMA quick_check` (every page, record and b-tree), or the
    // full `PRAGMA integrity_check` (which also compares every index with its table). Quick asks for
    // the full check when the last program writing the file did not close it (a `-wal` file is left)
    // and before a schema upgrade; `najia-cli cases check` asks for it always.
    enum class Check { Quick, Full };
    // Opens (creating when writable and absent) the casebook at `path`. An error for a file that is
    // not a casebook or cannot be read at all; read-only with warning() for a newer or damaged one.
    static Result<std::unique_ptr<Casebook>> open(const QString& path, Mode mode = Mode::ReadWrite, Check check = Check::Quick);
    // The default casebook in the user's data folder (QStandardPaths::AppDataLocation).
    static QString defaultPath();
    // Qt's SQLite driver is a plugin (Debian: libqt6sql6-sqlite) the linker cannot see: without it
    // no casebook opens. The message says so in one line.
    static bool driverAvailable();
    static const char* driverMissing();
    ~Casebook();
    Casebook(const Casebook&) = delete;
    Casebook& operator=(const Casebook&) = delete;

    const QString& path() const { return path_; }
    bool readOnly() const { return readOnly_; }
    const QString& warning() const { return warning_; }  // why it opened read-only, or empty
    // Working for a file that cannot be written (read-only file or file system), else Input.
    ErrorKind warningKind() const { return warningKind_; }
    Check checked() const { return checked_; }           // the check open ran (none for a new file: Quick)

    // Stores new cases in one transaction; their ids in order. Nothing is stored on error.
    Result<std::vector<qint64>> add(std::span<const Case> cases);
    Result<qint64> add(const Case& c);
    // Replaces a stored case (by id): document, reading, outcome, tags; `modified` becomes now. With
    // the document and reading unchanged (an outcome settled) the stored reading's facts are kept as
    // judged; a changed document is judged again by today's engine.
    Result<bool> update(const Case& c);
    Result<bool> remove(std::span<const qint64> ids);
    Result<Case> get(qint64 id) const;
    // The rows matching a filter (casebook_filter.h syntax; empty: all), in order, at most `limit`.
    Result<std::vector<CaseRow>> rows(const QString& filter, CaseOrder order = CaseOrder::Id,
                                      bool descending = false, int limit = -1) const;
    Result<std::vector<qint64>> ids(const QString& filter) const;
    Result<qint64> count(const QString& filter = {}) const;
    // Other casts of this record's question (一事不問二卦): cases whose folded question equals its
    // own, cast within `days` of its cast (the stored moment's date; the day stored for a case of
    // pillars alone), the same case (sameCase) left out; newest cast first.
    Result<std::vector<CaseRow>> sameQuestion(const ChartRecord& record, int days) const;
    // The stored case that is this record's cast again: the same lines, the same moment (or, without
    // one, the same pillars) and the same question as sameQuestion folds it. Saving or importing
    // such a record again updates that case instead of adding one that would count twice.
    Result<std::optional<qint64>> sameCase(const ChartRecord& record) const;
    struct Filed {
        qint64 id = 0;
        bool updated = false;  // an existing case (sameCase) was updated, none added
    };
    // Files cases in one transaction: each one over the stored case that is the same (sameCase,
    // also one filed earlier in this call), else as a new case. Updating replaces the document and
    // keeps the outcome, what happened and the tags (adding new ones), and the reading as judged
    // unless the new case brings one. Nothing is stored on error.
    Result<std::vector<Filed>> file(std::span<const Case> cases);

    // Charts are recomputed from their inputs and the stored reading compared with today's engine:
    // up to `limit` cases not yet compared with this engine's stamp (engineStamp()), in one
    // transaction; their `stale` is set to what differs. The number compared; 0 when none is left.
    Result<int> recheck(int limit);
    // How many cases are not yet compared with this engine.
    Result<qint64> uncheckedCount() const;
    // What differs for one case now, computed (nothing stored): as Case::stale.
    Result<QJsonObject> staleness(qint64 id) const;
    static qint64 engineStamp();

    // Named searches, kept in the casebook.
    Result<bool> saveSearch(const QString& name, const QString& filter);
    Result<bool> removeSearch(const QString& name);
    Result<std::vector<std::pair<QString, QString>>> searches() const;

    // A backup now, in backupFolder(); returns its path. Old ones beyond kBackupsKept are removed.
    Result<QString> backup();
    QString backupFolder() const;
    // Backups, newest first.
    QStringList backups() const;
    static QStringList backupsOf(const QString& path);

    QSqlDatabase database() const;  // for the statistics and the window's model

private:
    Casebook() = default;
    Result<bool> prepare(Mode mode, Check check);
    Result<bool> migrate(int from);
    Result<bool> fillReadingFacts();
    Result<bool> reopen(bool readOnly, bool immutable = false);
    Result<bool> writeCase(const Case& c, qint64& id, bool insert);
    Result<bool> writeTagsAndText(const Case& c, qint64 id, bool replace);
    Result<bool> backupIfDue();
    std::string latestBackupHint() const;

    QString path_;
    QString connection_;
    bool readOnly_ = false;
    QString warning_;
    ErrorKind warningKind_ = ErrorKind::Input;
    Check checked_ = Check::Quick;
};

// SQLite's failure `e` while doing `what`, in words of our own ("the disk is full"), with its kind:
// Working for the disk, memory or another writer, Input for a file that is not a casebook we read.
Error casebookSqlError(const QString& what, const QSqlError& e);
// One statement on the casebook, prepared with `binds` and run forward-only; SQLite's failure in our words
// (casebookSqlError) as "WHAT: …". Seals and threads use it for their own tables.
Result<QSqlQuery> casebookExec(const QSqlDatabase& db, const QString& sql, const QString& what, const QVariantList& binds = {});

// A write transaction that rolls back unless committed, as every casebook change. BEGIN IMMEDIATE takes the
// write lock at once, waiting up to kCasebookBusySeconds for another writer: a deferred BEGIN that reads
// first would be refused at its first write, without waiting, whenever another process had written meanwhile.
class CasebookTransaction {
public:
    explicit CasebookTransaction(QSqlDatabase db);
    ~CasebookTransaction();
    CasebookTransaction(const CasebookTransaction&) = delete;
    CasebookTransaction& operator=(const CasebookTransaction&) = delete;
    bool began() const { return open_; }
    const Error& error() const { return error_; }
    Result<bool> commit();
private:
    QSqlDatabase db_;
    bool open_ = false;
    Error error_;
};

// The stored form of a chart document: recordToJson without the recomputable "chart" and "reading".
QJsonObject documentJson(const ChartRecord& record);

// Text as the full-text index holds it: one script, lower case, CJK characters spaced out so that
// FTS5's unicode61 tokenizer sees each as a token (any run of them is then a phrase).
QString foldedForIndex(const QString& text);

} // namespace najia::base
