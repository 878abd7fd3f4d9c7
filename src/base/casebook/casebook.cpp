#include "base/casebook/casebook.h"

#include "base/casebook/casebook_filter.h"
#include "base/casebook/casebook_schema.h"
#include "base/document/text_limits.h"
#include "generated/engine_stamp.h"
#include "base/json/reading_json.h"

#include "engine/handbook/fold.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

// SQLite's failure in words of our own, with the exit status it deserves (no statement, no driver
// wording): the primary result code of the driver's native code (extended codes are on in QSQLITE).
Error casebookSqlError(const QString& what, const QSqlError& e)
{
    bool known = false;
    const int code = e.nativeErrorCode().toInt(&known) & 0xFF;
    const std::string db = e.databaseText().toStdString();
    const auto working = [&](const std::string& why) { return Error{what.toStdString() + ": " + why, ErrorKind::Working}; };
    const int extended = e.nativeErrorCode().toInt();
    // SQLITE_IOERR_SHMSIZE: the WAL's shared-memory file could not grow, as on a full disk.
    if (extended == (10 | (19 << 8))) return working("no room for the casebook's shared-memory file (the disk is full?)");
    switch (known ? code : -1) {
    case 13: return working("the disk is full");  // SQLITE_FULL
    case 10: return working("the disk could not be read or written (an I/O error)");  // SQLITE_IOERR
    case 8: return working("the casebook cannot be written here (read-only)");  // SQLITE_READONLY
    case 5:  // SQLITE_BUSY
    case 6:  // SQLITE_LOCKED
        return working("another program kept the casebook busy for more than " + std::to_string(kCasebookBusySeconds) + " s");
    case 7: return working("out of memory");  // SQLITE_NOMEM
    case 14: return working("the file cannot be opened");  // SQLITE_CANTOPEN
    case 11:  // SQLITE_CORRUPT
    case 26:  // SQLITE_NOTADB
        return Error{what.toStdString() + ": the casebook is damaged (najia-cli cases check)"};
    default: break;
    }
    if (db.find("no such table") != std::string::npos || db.find("no such column") != std::string::npos)
        return Error{what.toStdString() + ": its tables are older or other than this version's (opened for writing once, "
                     "an older casebook is upgraded)"};
    return Error{what.toStdString() + ": " + (db.empty() ? e.text().toStdString() : db)};
}

Result<QSqlQuery> casebookExec(const QSqlDatabase& db, const QString& sql, const QString& what, const QVariantList& binds)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(sql)) return casebookSqlError(what, q.lastError());
    for (const QVariant& v : binds) q.addBindValue(v);
    if (!q.exec()) return casebookSqlError(what, q.lastError());
    return q;
}

CasebookTransaction::CasebookTransaction(QSqlDatabase db) : db_(std::move(db))
{
    auto begun = casebookExec(db_, u"BEGIN IMMEDIATE"_s, u"cannot write to the casebook"_s);
    if (begun) open_ = true;
    else error_ = begun.failure();
}

CasebookTransaction::~CasebookTransaction()
{
    if (open_) casebookExec(db_, u"ROLLBACK"_s, u"cannot write to the casebook"_s);
}

Result<bool> CasebookTransaction::commit()
{
    if (auto r = casebookExec(db_, u"COMMIT"_s, u"cannot write to the casebook"_s); !r) return r.failure();
    open_ = false;
    return true;
}

namespace {

constexpr char16_t kTagSeparator = u'\x1f';
constexpr qint64 kBackupEverySeconds = 24 * 3600;

std::string text(const QString& s) { return s.toStdString(); }

Error prefixed(const std::string& before, const Error& e, const std::string& after = {})
{
    return Error{before + e.message + after, e.kind};
}

// The tables a casebook of `version` has (schemaSteps); a file of the casebook's id and version
// without them is another schema, refused before any query names them.
Result<bool> hasTablesOf(const QSqlDatabase& db, int version)
{
    QSqlQuery q(db);
    if (!q.exec(u"SELECT count(*) FROM sqlite_master WHERE type IN ('table') AND name IN ('cases', 'case_tags', 'case_text', 'searches')"_s)
        || !q.next())
        return casebookSqlError(u"cannot read the casebook"_s, q.lastError());
    if (q.value(0).toInt() != (version >= 2 ? 4 : 3))
        return Error{"is not a casebook this version reads: its tables are another schema's; it was left untouched"};
    return true;
}

QString now() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs); }
QDateTime timeFrom(const QVariant& v) { return QDateTime::fromString(v.toString(), Qt::ISODateWithMs); }

QVariant nullable(const std::optional<int>& v) { return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Int)); }
// Qt binds a null QString as SQL NULL; the text columns want ''.
QVariant textOf(const QString& s) { return s.isNull() ? QVariant(u""_s) : QVariant(s); }
std::optional<int> optionalInt(const QVariant& v) { return v.isNull() ? std::nullopt : std::optional(v.toInt()); }

bool sqliteHeader(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return false;
    return f.read(16) == QByteArray("SQLite format 3\0", 16);
}

// One statement on the casebook's own tables (casebookExec).
Result<QSqlQuery> run(const QSqlDatabase& db, const QString& sql, const QVariantList& binds = {})
{
    const QString what = sql.startsWith(u"SELECT"_s) || (sql.startsWith(u"PRAGMA"_s) && !sql.contains(u'='))
                             ? u"cannot read the casebook"_s
                             : u"cannot write to the casebook"_s;
    return casebookExec(db, sql, what, binds);
}

Result<QVariant> scalar(const QSqlDatabase& db, const QString& sql, const QVariantList& binds = {})
{
    auto q = run(db, sql, binds);
    if (!q) return q.failure();
    return q->next() ? q->value(0) : QVariant();
}

QString columnOf(CaseOrder o)
{
    switch (o) {
    case CaseOrder::Id: return u"c.id"_s;
    case CaseOrder::CastAt: return u"c.cast_date, c.cast_at, c.id"_s;
    case CaseOrder::Created: return u"c.created, c.id"_s;
    case CaseOrder::Modified: return u"c.modified, c.id"_s;
    case CaseOrder::Question: return u"c.question, c.id"_s;
    case CaseOrder::Outcome: return u"c.outcome, c.id"_s;
    }
    return u"c.id"_s;
}

QJsonObject staleFrom(const QVariant& v)
{
    return v.isNull() ? QJsonObject() : QJsonDocument::fromJson(v.toString().toUtf8()).object();
}

QVariant staleValue(const QJsonObject& d)
{
    return d.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(QString::fromUtf8(QJsonDocument(d).toJson(QJsonDocument::Compact)));
}

// The stored reading's facts that factsDifference compares, from these columns (NULL pick: -1).
const QString kStoredFactColumns =
    u"primary_hex, changed_hex, pick, strength, rescue, tendency, kinds_any_0, kinds_any_1, rules_0, rules_1"_s;
CaseFacts storedFacts(const QSqlQuery& q, int first)
{
    CaseFacts f;
    const auto word = [&](int i) { return static_cast<std::uint64_t>(q.value(first + i).toLongLong()); };
    f.primary = q.value(first).toInt();
    f.changed = optionalInt(q.value(first + 1));
    f.pick = q.value(first + 2).isNull() ? -1 : q.value(first + 2).toInt();
    f.strength = optionalInt(q.value(first + 3));
    f.rescue = optionalInt(q.value(first + 4));
    f.tendency = optionalInt(q.value(first + 5));
    f.kinds[static_cast<std::size_t>(FactScope::Any)] = {word(6), word(7)};
    f.rules = {word(8), word(9)};
    return f;
}

// A reading's JSON without its words (names, the verdict's words and sentence): what it says, not how it is worded,
// so that a new wording does not make every stored case stale.
QJsonValue withoutWords(const QJsonValue& v)
{
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue& e : v.toArray()) out.append(withoutWords(e));
        return out;
    }
    if (!v.isObject()) return v;
    QJsonObject out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != u"name"_s && it.key() != u"text"_s && it.key() != u"sentence"_s) out.insert(it.key(), withoutWords(it.value()));
    return out;
}

// The keys of a stored reading (issue 17's JSON, traditional script) whose values today's differ, words aside.
QJsonArray readingDifference(const QJsonObject& stored, const ComputedChart& today)
{
    const QJsonObject now = readingToJson(today.reading, today.chart, Script::Traditional, today.castMoment);
    QStringList keys = stored.keys();
    for (const QString& k : now.keys()) if (!stored.contains(k)) keys << k;
    keys.sort();
    QJsonArray out;
    for (const QString& k : keys) if (withoutWords(stored.value(k)) != withoutWords(now.value(k))) out.append(k);
    return out;
}

// What differs between a stored case and today's engine (Case::stale); `today` receives today's facts
// when the chart still computes.
QJsonObject differenceNow(const QString& document, const QVariant& reading, const CaseFacts& stored,
                          std::optional<CaseFacts>* today = nullptr)
{
    const auto read = computedFromJson(QJsonDocument::fromJson(document.toUtf8()).object());
    if (!read) return {{u"error"_s, QString::fromStdString(read.error())}};
    const CaseFacts now = factsOf(read->record, read->computed);
    if (today) *today = now;
    QJsonObject d = factsDifference(stored, now);
    if (!reading.isNull())
        if (const QJsonArray keys = readingDifference(QJsonDocument::fromJson(reading.toString().toUtf8()).object(), read->computed);
            !keys.isEmpty())
            d[u"reading"_s] = keys;
    return d;
}

CaseRow rowFrom(const QSqlQuery& q)
{
    CaseRow r;
    r.id = q.value(0).toLongLong();
    r.castAt = q.value(1).toString();
    r.question = q.value(2).toString();
    r.primary = q.value(3).toInt();
    r.changed = optionalInt(q.value(4));
    r.category = q.value(5).toString();
    r.preset = q.value(6).toString();
    // Values read back are checked, not trusted: a file may have been edited by other programs.
    r.useful = optionalInt(q.value(7));
    if (r.useful && (*r.useful < 0 || *r.useful > 4)) r.useful.reset();
    r.outcome = static_cast<Outcome>(std::clamp(q.value(8).toInt(), 0, kOutcomeCount - 1));
    r.settled = QDate::fromString(q.value(9).toString(), Qt::ISODate);
    const QString tags = q.value(10).toString();
    if (!tags.isEmpty()) r.tags = tags.split(QChar(kTagSeparator));
    r.created = timeFrom(q.value(11));
    r.modified = timeFrom(q.value(12));
    r.stale = staleFrom(q.value(13));
    return r;
}

const QString kRowColumns =
    u"c.id, c.cast_at, c.question, c.primary_hex, c.changed_hex, c.category, c.preset, c.useful, c.outcome, c.settled,"
    " (SELECT group_concat(tag, char(31)) FROM (SELECT tag FROM case_tags t WHERE t.case_id = c.id ORDER BY tag)),"
    " c.created, c.modified, c.stale"_s;

// Not compared with this engine: written so that SQLite's OR optimisation uses cases_engine.
const QString kUnchecked = u"(engine IS NULL OR engine < ? OR engine > ?)"_s;

} // namespace

QJsonObject documentJson(const ChartRecord& record)
{
    // Chart and reading are recomputed from the rest; the reading is six sevenths of a document (its
    // passages), and its headline is kept in the reading's columns (casebook_facts.h).
    return recordToJson(record, RecordParts::Inputs);
}

QString foldedForIndex(const QString& s)
{
    const std::u32string folded = handbook::folded(s.toStdString());
    std::u32string spaced;
    spaced.reserve(folded.size() * 3);
    for (const char32_t c : folded) {
        if (c >= 0x2E80) {  // CJK and beyond: one token each
            spaced.push_back(U' ');
            spaced.push_back(c);
            spaced.push_back(U' ');
        } else {
            spaced.push_back(c);
        }
    }
    return QString::fromStdString(handbook::toUtf8(spaced));
}

QString Casebook::defaultPath()
{
    // The app's AppDataLocation (organisation and application "Najia"), whichever program asks.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + u"/Najia/Najia/cases.casebook"_s;
}

bool Casebook::driverAvailable() { return QSqlDatabase::isDriverAvailable(u"QSQLITE"_s); }

const char* Casebook::driverMissing()
{
    return "Qt's SQLite driver (QSQLITE) is not installed (Debian: the package libqt6sql6-sqlite)";
}

Result<std::unique_ptr<Casebook>> Casebook::open(const QString& path, Mode mode, Check check)
{
    std::unique_ptr<Casebook> book(new Casebook);
    book->path_ = QFileInfo(path).absoluteFilePath();
    static QAtomicInteger<int> serial;
    book->connection_ = u"najia-casebook-"_s + QString::number(serial.fetchAndAddRelaxed(1));
    if (auto r = book->prepare(mode, check); !r) return r.failure();
    return book;
}

Casebook::~Casebook()
{
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        if (db.isOpen()) db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

QSqlDatabase Casebook::database() const { return QSqlDatabase::database(connection_, false); }

Result<bool> Casebook::reopen(bool readOnly, bool immutable)
{
    {
        QSqlDatabase old = QSqlDatabase::database(connection_, false);
        if (old.isOpen()) old.close();
    }
    QSqlDatabase::removeDatabase(connection_);
    if (!driverAvailable()) return Error{driverMissing()};
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection_);
    if (!db.isValid()) return Error{driverMissing()};
    const QString busy = u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(kCasebookBusySeconds * 1000);
    if (immutable) {
        db.setDatabaseName(QUrl::fromLocalFile(path_).toString(QUrl::FullyEncoded) + u"?immutable=1"_s);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI;"_s + busy);
    } else {
        db.setDatabaseName(path_);
        db.setConnectOptions(readOnly ? u"QSQLITE_OPEN_READONLY;"_s + busy : busy);
    }
    if (!db.open()) return casebookSqlError(u"cannot open "_s + path_, db.lastError());
    readOnly_ = readOnly;
    return true;
}

Result<bool> Casebook::prepare(Mode mode, Check check)
{
    const QFileInfo info(path_);
    const bool exists = info.exists() && info.size() > 0;
    if (info.exists() && info.isDir()) return Error{text(path_) + " is a folder, not a casebook"};
    if (exists && !sqliteHeader(path_))
        return Error{text(path_) + " is not a casebook (not an SQLite database); it was left untouched"};
    if (!exists && mode == Mode::ReadOnly) return Error{"no casebook at " + text(path_)};
    // A write-ahead log left beside the file: the last program writing it did not close it (killed,
    // crashed, power lost) or still has it open. SQLite removes it when the last connection closes.
    const bool unclean = exists && QFileInfo::exists(path_ + u"-wal"_s);
    bool readOnly = mode == Mode::ReadOnly;
    // A folder that cannot be written (a read-only mount): SQLite could not make the WAL's shared-memory
    // file beside it, so the file is opened immutable — read as it stands, nothing written or locked.
    const bool frozenFolder = exists && !QFileInfo(info.absolutePath()).isWritable() && !QFileInfo::exists(path_ + u"-shm"_s);
    if (frozenFolder || (exists && !readOnly && !info.isWritable())) {
        readOnly = true;
        warning_ = frozenFolder ? u"its folder cannot be written (a read-only file system?); opened read-only"_s
                                : u"the file is read-only; opened read-only"_s;
        warningKind_ = ErrorKind::Working;
    }
    if (!exists && !QDir().mkpath(info.absolutePath()))
        return Error{"cannot create the folder " + text(info.absolutePath()), ErrorKind::Working};
    if (auto r = reopen(readOnly, frozenFolder); !r) return r;
    QSqlDatabase db = database();

    const auto appId = scalar(db, u"PRAGMA application_id"_s);
    if (!appId) return prefixed(text(path_) + " cannot be read as a casebook: ", appId.failure(), latestBackupHint());
    const auto tables = scalar(db, u"SELECT count(*) FROM sqlite_master"_s);
    if (!tables) return prefixed(text(path_) + " cannot be read as a casebook: ", tables.failure(), latestBackupHint());
    if (appId->toInt() != kCasebookApplicationId && (appId->toInt() != 0 || tables->toInt() > 0))
        return Error{text(path_) + " is an SQLite database of another program, not a casebook; it was left untouched"};
    const auto userVersion = scalar(db, u"PRAGMA user_version"_s);
    if (!userVersion) return prefixed(text(path_) + " cannot be read as a casebook: ", userVersion.failure());
    const int version = userVersion->toInt();
    // An empty database (what a first import onto a full disk leaves): nothing to read until a writer
    // makes it a casebook.
    if (version == 0 && readOnly_)
        return Error{text(path_) + " holds no cases yet (an empty database); importing into it makes it a casebook"};
    if (version > 0 && version <= kCasebookSchema)
        if (auto r = hasTablesOf(db, version); !r) return prefixed(text(path_) + " ", r.failure());
    if (version > kCasebookSchema) {
        if (!readOnly_) {
            db = QSqlDatabase();  // no copy of the connection may outlive its removal
            if (auto r = reopen(true); !r) return r;
        }
        warning_ = u"written by a newer Najia (casebook schema %1, this one reads %2); opened read-only"_s.arg(version).arg(kCasebookSchema);
        return true;
    }
    if (version > 0) {
        // The full check compares every index with its table (most of its cost); the quick one checks
        // every page, record and b-tree, which is what a bad disk or another program's write damages.
        checked_ = check == Check::Full || unclean || version < kCasebookSchema ? Check::Full : Check::Quick;
        auto result = run(db, checked_ == Check::Full ? u"PRAGMA integrity_check(5)"_s : u"PRAGMA quick_check(5)"_s);
        if (!result) return prefixed(text(path_) + ": ", result.failure(), latestBackupHint());
        QStringList problems;
        for (QSqlQuery& q = result.value(); q.next();)
            if (q.value(0).toString() != u"ok"_s) problems << q.value(0).toString();
        if (!problems.isEmpty()) {
            if (!readOnly_) {
                result.value() = QSqlQuery();
                db = QSqlDatabase();
                if (auto r = reopen(true); !r) return r;
            }
            warning_ = u"fails the integrity check (%1); opened read-only."_s.arg(problems.join(u"; "_s))
                + QString::fromStdString(latestBackupHint());
            return true;
        }
    }
    if (readOnly_) {
        if (version < kCasebookSchema)
            warning_ = u"an older casebook schema (%1); opened read-only, not upgraded"_s.arg(version);
        return true;
    }
    for (const char* pragma : {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON"})
        if (auto r = run(db, QString::fromUtf8(pragma)); !r) return r.failure();
    if (version < kCasebookSchema) {
        if (version > 0)
            if (auto b = backup(); !b) return prefixed("before upgrading the schema: ", b.failure());
        if (auto m = migrate(version); !m) return m;
    }
    return backupIfDue();
}

std::string Casebook::latestBackupHint() const
{
    const QStringList all = backups();
    return all.isEmpty() ? std::string() : " The latest backup is " + text(all.first()) + ".";
}

Result<bool> Casebook::migrate(int from)
{
    QSqlDatabase db = database();
    CasebookTransaction t(db);
    if (!t.began()) return t.error();
    for (const SchemaStep& step : schemaSteps()) {
        if (step.version <= from) continue;
        for (const char* sql : step.sql)
            if (auto r = run(db, QString::fromUtf8(sql)); !r) return r.failure();
        if (auto r = run(db, u"PRAGMA user_version = %1"_s.arg(step.version)); !r) return r.failure();
    }
    if (from > 0 && from < 3)
        if (auto r = fillReadingFacts(); !r) return r;
    if (auto r = run(db, u"PRAGMA application_id = %1"_s.arg(kCasebookApplicationId)); !r) return r.failure();
    return t.commit();
}

// Schema 3 added the reading's columns: the cases stored before get them from their recomputed
// chart. A case that no longer computes keeps them empty (its filters then do not select it).
Result<bool> Casebook::fillReadingFacts()
{
    QSqlDatabase db = database();
    auto q = run(db, u"SELECT id, document FROM cases WHERE pick IS NULL"_s);
    if (!q) return q.failure();
    std::vector<std::pair<qint64, QByteArray>> rows;
    while (q->next()) rows.emplace_back(q->value(0).toLongLong(), q->value(1).toString().toUtf8());
    q.value() = QSqlQuery();
    for (const auto& [id, document] : rows) {
        const auto record = recordFromJson(QJsonDocument::fromJson(document).object());
        const auto computed = record ? compute(*record) : Result<ComputedChart>(record.failure());
        if (!computed) continue;
        const CaseFacts f = factsOf(*record, *computed);
        if (auto r = run(db, u"UPDATE cases SET pick = ?, strength = ?, rescue = ?, tendency = ? WHERE id = ?"_s,
                         {f.pick, nullable(f.strength), nullable(f.rescue), nullable(f.tendency), id});
            !r)
            return r.failure();
    }
    return true;
}

QString Casebook::backupFolder() const { return path_ + u"-backups"_s; }

QStringList Casebook::backupsOf(const QString& path)
{
    const QFileInfo info(path);
    QDir dir(info.absoluteFilePath() + u"-backups"_s);
    QStringList out;
    for (const QString& name : dir.entryList({info.completeBaseName() + u"-*.casebook"_s}, QDir::Files, QDir::Name | QDir::Reversed))
        out << dir.filePath(name);
    return out;
}

QStringList Casebook::backups() const { return backupsOf(path_); }

Result<QString> Casebook::backup()
{
    const QString folder = backupFolder();
    if (!QDir().mkpath(folder)) return Error{"cannot create the backup folder " + text(folder), ErrorKind::Working};
    const QString name = QFileInfo(path_).completeBaseName() + u'-'
        + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmsszzz'Z'"_s) + u".casebook"_s;
    const QString target = QDir(folder).filePath(name);
    // Another process may be backing up the same file this millisecond: its own temporary name.
    const QString part = target + u".part"_s + QString::number(QCoreApplication::applicationPid());
    QFile::remove(part);
    if (auto r = run(database(), u"VACUUM INTO ?"_s, {part}); !r) {
        QFile::remove(part);
        return prefixed("backup failed: ", r.failure());
    }
    // Two writers backing up in the same millisecond (seen with four at once): the later takes -2, -3 …
    QString named = target;
    for (int n = 2; !QFile::rename(part, named); ++n) {
        if (n > 9 || !QFileInfo::exists(named)) {
            QFile::remove(part);
            return Error{"cannot name the backup " + text(target), ErrorKind::Working};
        }
        named = target.chopped(9) + u'-' + QString::number(n) + u".casebook"_s;
    }
    const QStringList all = backups();
    for (qsizetype i = kBackupsKept; i < all.size(); ++i) QFile::remove(all[i]);
    return named;
}

Result<bool> Casebook::backupIfDue()
{
    const auto any = scalar(database(), u"SELECT EXISTS (SELECT 1 FROM cases)"_s);  // not count(*): a scan
    if (!any) return any.failure();
    if (!any->toBool()) return true;
    const QStringList all = backups();
    if (!all.isEmpty() && QFileInfo(all.first()).lastModified().secsTo(QDateTime::currentDateTime()) < kBackupEverySeconds)
        return true;
    if (auto b = backup(); !b) return b.failure();
    return true;
}

namespace {

// The user's own text within its limit (chart_file.h), checked before anything is written.
Result<bool> withinLimits(const Case& c)
{
    const auto over = [](const char* what, const QString& text, qsizetype limit) -> std::optional<Error> {
        if (text.size() <= limit) return std::nullopt;
        return Error{std::string(what) + " is longer than " + std::to_string(limit) + " characters"};
    };
    for (const auto& e : {over("the question", c.record.question, kMaxLineChars), over("the notes", c.record.notes, kMaxParagraphChars),
                          over("what happened", c.happened, kMaxParagraphChars), over("the matched timing", c.matchedTiming, kMaxLineChars)})
        if (e) return *e;
    for (const QString& tag : c.tags)
        if (auto e = over("a tag", tag, kMaxLineChars)) return *e;
    return true;
}

} // namespace

Result<bool> Casebook::writeCase(const Case& c, qint64& id, bool insert)
{
    if (auto fits = withinLimits(c); !fits) return fits;
    QSqlDatabase db = database();
    const QString document = QString::fromUtf8(QJsonDocument(documentJson(c.record)).toJson(QJsonDocument::Compact));
    const QVariant reading = c.reading ? QVariant(QString::fromUtf8(QJsonDocument(*c.reading).toJson(QJsonDocument::Compact)))
                                       : QVariant(QMetaType(QMetaType::QString));
    const QString stamp = now();
    const QVariant settled = c.settled.isValid() ? QVariant(c.settled.toString(Qt::ISODate)) : QVariant(QMetaType(QMetaType::QString));
    if (!insert) {
        // The same document and reading (an outcome settled, a tag added): the reading stays as judged.
        const auto same = scalar(db, u"SELECT document = ? AND reading IS ? FROM cases WHERE id = ?"_s, {document, reading, id});
        if (!same) return same.failure();
        if (same->isNull()) return Error{"no case " + std::to_string(id)};
        if (same->toBool()) {
            if (auto r = run(db, u"UPDATE cases SET outcome = ?, settled = ?, happened = ?, matched_timing = ?, modified = ? WHERE id = ?"_s,
                             {static_cast<int>(c.outcome), settled, textOf(c.happened), textOf(c.matchedTiming), stamp, id});
                !r)
                return r.failure();
            return writeTagsAndText(c, id, true);
        }
    }
    std::optional<Result<ComputedChart>> fresh;
    if (!c.computed) fresh = compute(c.record);
    if (fresh && !*fresh) return Error{"the chart cannot be computed: " + fresh->error()};
    const ComputedChart& computed = c.computed ? *c.computed : fresh->value();
    const CaseFacts f = factsOf(c.record, computed);
    QJsonObject stale;
    if (c.reading)
        if (const QJsonArray keys = readingDifference(*c.reading, computed); !keys.isEmpty()) stale[u"reading"_s] = keys;
    const QString created = c.created.isValid() ? c.created.toUTC().toString(Qt::ISODateWithMs) : stamp;
    const QString castAt = c.record.moment ? c.record.moment->civil : QString();
    const QString castDate = castAt.isEmpty() ? created.left(10) : castAt.left(10);
    QVariantList v{document, reading, textOf(c.record.question), textOf(c.record.notes), textOf(c.record.category),
                   QString::fromUtf8(preset(c.record.preset).code), textOf(castAt), castDate, f.primary, nullable(f.changed), f.palace, f.generation, int(f.sixClash),
                   int(f.sixHarmony), f.moving, nullable(f.monthBranch), nullable(f.dayBranch), nullable(f.useful)};
    for (const FactMask& k : f.kinds)
        for (const std::uint64_t w : k) v << static_cast<qint64>(w);
    for (const std::uint64_t w : f.rules) v << static_cast<qint64>(w);
    v << static_cast<int>(c.outcome) << settled << textOf(c.happened) << textOf(c.matchedTiming) << f.pick
      << nullable(f.strength) << nullable(f.rescue) << nullable(f.tendency) << kEngineStamp << staleValue(stale);
    const QString columns = u"document, reading, question, notes, category, preset, cast_at, cast_date, primary_hex,"
        " changed_hex, palace, generation, six_clash, six_harmony, moving, month_branch, day_branch, useful,"
        " kinds_any_0, kinds_any_1, kinds_primary_0, kinds_primary_1, kinds_changed_0, kinds_changed_1,"
        " kinds_hidden_0, kinds_hidden_1, kinds_chart_0, kinds_chart_1, kinds_useful_0, kinds_useful_1,"
        " kinds_self_0, kinds_self_1, kinds_other_0, kinds_other_1, rules_0, rules_1,"
        " outcome, settled, happened, matched_timing, pick, strength, rescue, tendency, engine, stale, created, modified"_s;
    if (insert) {
        v << created << stamp;
        QStringList list;
        for (int i = 0; i < v.size(); ++i) list << u"?"_s;
        auto q = run(db, u"INSERT INTO cases ("_s + columns + u") VALUES ("_s + list.join(u',') + u')', v);
        if (!q) return q.failure();
        id = q->lastInsertId().toLongLong();
    } else {
        v << stamp << id;
        QStringList sets;
        for (const QString& col : columns.split(u',')) if (col.trimmed() != u"created"_s) sets << col.trimmed() + u" = ?"_s;
        auto q = run(db, u"UPDATE cases SET "_s + sets.join(u", "_s) + u" WHERE id = ?"_s, v);
        if (!q) return q.failure();
        if (q->numRowsAffected() != 1) return Error{"no case " + std::to_string(id)};
    }
    return writeTagsAndText(c, id, !insert);
}

Result<bool> Casebook::writeTagsAndText(const Case& c, qint64 id, bool replace)
{
    QSqlDatabase db = database();
    if (replace) {
        if (auto r = run(db, u"DELETE FROM case_tags WHERE case_id = ?"_s, {id}); !r) return r.failure();
        if (auto r = run(db, u"DELETE FROM case_text WHERE rowid = ?"_s, {id}); !r) return r.failure();
    }
    for (const QString& tag : c.tags)
        if (!tag.trimmed().isEmpty())
            if (auto r = run(db, u"INSERT OR IGNORE INTO case_tags (case_id, tag) VALUES (?, ?)"_s, {id, tag.trimmed()}); !r)
                return r.failure();
    if (auto r = run(db, u"INSERT INTO case_text (rowid, question, notes, happened) VALUES (?, ?, ?, ?)"_s,
                     {id, textOf(foldedForIndex(c.record.question)), textOf(foldedForIndex(c.record.notes)),
                      textOf(foldedForIndex(c.happened))});
        !r)
        return r.failure();
    return true;
}

qint64 Casebook::engineStamp() { return kEngineStamp; }

Result<int> Casebook::recheck(int limit)
{
    if (readOnly_) return Error{"the casebook is open read-only"};
    QSqlDatabase db = database();
    struct Stored {
        qint64 id;
        QString document;
        QVariant reading;
        CaseFacts facts;
    };
    std::vector<Stored> rows;
    {
        auto q = run(db, u"SELECT id, document, reading, "_s + kStoredFactColumns + u" FROM cases WHERE "_s + kUnchecked
                             + u" LIMIT ?"_s, {kEngineStamp, kEngineStamp, limit});
        if (!q) return q.failure();
        while (q->next()) rows.push_back({q->value(0).toLongLong(), q->value(1).toString(), q->value(2), storedFacts(*q, 3)});
    }
    CasebookTransaction t(db);
    if (!t.began()) return t.error();
    for (const Stored& s : rows) {
        std::optional<CaseFacts> today;
        const QVariant stale = staleValue(differenceNow(s.document, s.reading, s.facts, &today));
        if (auto r = run(db, u"UPDATE cases SET engine = ?, stale = ? WHERE id = ?"_s, {kEngineStamp, stale, s.id}); !r)
            return r.failure();
        // The 用神 columns are filters, not facts as judged: they follow today's reading (a case stored
        // before the casebook filed the 用神 the reading took from the question gets it here).
        if (!today) continue;
        const FactMask& useful = today->kinds[static_cast<std::size_t>(FactScope::Useful)];
        if (auto r = run(db, u"UPDATE cases SET useful = ?, kinds_useful_0 = ?, kinds_useful_1 = ? WHERE id = ?"_s,
                         {nullable(today->useful), static_cast<qint64>(useful[0]), static_cast<qint64>(useful[1]), s.id});
            !r)
            return r.failure();
    }
    if (auto r = t.commit(); !r) return r.failure();
    return static_cast<int>(rows.size());
}

Result<qint64> Casebook::uncheckedCount() const
{
    const auto n = scalar(database(), u"SELECT count(*) FROM cases WHERE "_s + kUnchecked, {kEngineStamp, kEngineStamp});
    if (!n) return n.failure();
    return n->toLongLong();
}

Result<QJsonObject> Casebook::staleness(qint64 id) const
{
    auto q = run(database(), u"SELECT document, reading, "_s + kStoredFactColumns + u" FROM cases WHERE id = ?"_s, {id});
    if (!q) return q.failure();
    if (!q->next()) return Error{"no case " + std::to_string(id)};
    return differenceNow(q->value(0).toString(), q->value(1), storedFacts(*q, 2));
}

Result<std::vector<qint64>> Casebook::add(std::span<const Case> cases)
{
    if (readOnly_) return Error{"the casebook is open read-only"};
    CasebookTransaction t(database());
    if (!t.began()) return t.error();
    std::vector<qint64> ids;
    for (const Case& c : cases) {
        qint64 id = 0;
        if (auto r = writeCase(c, id, true); !r) return r.failure();
        ids.push_back(id);
    }
    if (auto r = t.commit(); !r) return r.failure();
    return ids;
}

Result<qint64> Casebook::add(const Case& c)
{
    auto ids = add(std::span<const Case>(&c, 1));
    if (!ids) return ids.failure();
    return ids->front();
}

Result<bool> Casebook::update(const Case& c)
{
    if (readOnly_) return Error{"the casebook is open read-only"};
    CasebookTransaction t(database());
    if (!t.began()) return t.error();
    qint64 id = c.id;
    if (auto r = writeCase(c, id, false); !r) return r;
    return t.commit();
}

Result<bool> Casebook::remove(std::span<const qint64> ids)
{
    if (readOnly_) return Error{"the casebook is open read-only"};
    CasebookTransaction t(database());
    if (!t.began()) return t.error();
    for (const qint64 id : ids) {
        if (auto r = run(database(), u"DELETE FROM case_text WHERE rowid = ?"_s, {id}); !r) return r.failure();
        if (auto r = run(database(), u"DELETE FROM cases WHERE id = ?"_s, {id}); !r) return r.failure();
    }
    return t.commit();
}

Result<Case> Casebook::get(qint64 id) const
{
    auto q = run(database(), u"SELECT document, reading, outcome, settled, happened, matched_timing, created, modified,"
                             " (SELECT group_concat(tag, char(31)) FROM (SELECT tag FROM case_tags WHERE case_id = ?"
                             " ORDER BY tag)), stale FROM cases WHERE id = ?"_s, {id, id});
    if (!q) return q.failure();
    if (!q->next()) return Error{"no case " + std::to_string(id)};
    Case c;
    c.id = id;
    const QJsonDocument doc = QJsonDocument::fromJson(q->value(0).toString().toUtf8());
    auto record = recordFromJson(doc.object());
    if (!record) return prefixed("case " + std::to_string(id) + ": ", record.failure());
    c.record = *record;
    if (!q->value(1).isNull()) c.reading = QJsonDocument::fromJson(q->value(1).toString().toUtf8()).object();
    c.outcome = static_cast<Outcome>(std::clamp(q->value(2).toInt(), 0, kOutcomeCount - 1));
    c.settled = QDate::fromString(q->value(3).toString(), Qt::ISODate);
    c.happened = q->value(4).toString();
    c.matchedTiming = q->value(5).toString();
    c.created = timeFrom(q->value(6));
    c.modified = timeFrom(q->value(7));
    const QString tags = q->value(8).toString();
    if (!tags.isEmpty()) c.tags = tags.split(QChar(kTagSeparator));
    c.stale = staleFrom(q->value(9));
    return c;
}

Result<std::vector<CaseRow>> Casebook::rows(const QString& filter, CaseOrder order, bool descending, int limit) const
{
    const auto f = parseFilter(filter);
    if (!f) return f.failure();
    QString sql = u"SELECT "_s + kRowColumns + u" FROM cases c WHERE "_s + f->where + u" ORDER BY "_s;
    QStringList keys = columnOf(order).split(u", "_s);
    if (descending) for (QString& k : keys) k += u" DESC"_s;
    sql += keys.join(u", "_s);
    if (limit >= 0) sql += u" LIMIT "_s + QString::number(limit);
    auto q = run(database(), sql, f->binds);
    if (!q) return q.failure();
    std::vector<CaseRow> out;
    while (q->next()) out.push_back(rowFrom(*q));
    return out;
}

Result<std::vector<qint64>> Casebook::ids(const QString& filter) const
{
    const auto f = parseFilter(filter);
    if (!f) return f.failure();
    auto q = run(database(), u"SELECT c.id FROM cases c WHERE "_s + f->where + u" ORDER BY c.id"_s, f->binds);
    if (!q) return q.failure();
    std::vector<qint64> out;
    while (q->next()) out.push_back(q->value(0).toLongLong());
    return out;
}

Result<qint64> Casebook::count(const QString& filter) const
{
    const auto f = parseFilter(filter);
    if (!f) return f.failure();
    const auto n = scalar(database(), u"SELECT count(*) FROM cases c WHERE "_s + f->where, f->binds);
    if (!n) return n.failure();
    return n->toLongLong();
}

namespace {

// A question as 一事不問二卦 compares it: one script, lower case, letters and digits only.
QString questionKey(const QString& question)
{
    QString k;
    for (const QChar c : foldedForIndex(question))
        if (c.isLetterOrNumber()) k += c;
    return k;
}

bool sameMoment(const std::optional<Moment>& a, const std::optional<Moment>& b)
{
    if (!a || !b) return !a && !b;
    return a->civil == b->civil && a->zone == b->zone && a->overlap == b->overlap;
}

// The same cast: the same lines read at the same moment, or at the same pillars when neither has one.
bool sameCast(const ChartRecord& a, const ChartRecord& b)
{
    return a.cast == b.cast && sameMoment(a.moment, b.moment) && (a.moment || a.pillars == b.pillars);
}

} // namespace

Result<std::optional<qint64>> Casebook::sameCase(const ChartRecord& record) const
{
    const QString castAt = record.moment ? record.moment->civil : QString();
    auto q = run(database(), u"SELECT id, document, question FROM cases WHERE primary_hex = ? AND cast_at = ? ORDER BY id"_s,
                 {static_cast<int>(primaryOf(record.cast).bits()), textOf(castAt)});
    if (!q) return q.failure();
    const QString wanted = questionKey(record.question);
    while (q->next()) {
        if (questionKey(q->value(2).toString()) != wanted) continue;
        const auto stored = recordFromJson(QJsonDocument::fromJson(q->value(1).toString().toUtf8()).object());
        if (stored && sameCast(*stored, record)) return std::optional<qint64>(q->value(0).toLongLong());
    }
    return std::optional<qint64>();
}

Result<std::vector<Casebook::Filed>> Casebook::file(std::span<const Case> cases)
{
    if (readOnly_) return Error{"the casebook is open read-only"};
    CasebookTransaction t(database());
    if (!t.began()) return t.error();
    std::vector<Filed> filed;
    for (const Case& c : cases) {
        const auto same = sameCase(c.record);
        if (!same) return same.failure();
        qint64 id = same->value_or(0);
        if (!*same) {
            if (auto r = writeCase(c, id, true); !r) return r.failure();
            filed.push_back({id, false});
            continue;
        }
        auto stored = get(id);
        if (!stored) return stored.failure();
        Case merged = *stored;
        merged.record = c.record;
        merged.computed = c.computed;
        if (c.reading) merged.reading = c.reading;
        for (const QString& tag : c.tags)
            if (!merged.tags.contains(tag)) merged.tags << tag;
        if (auto r = writeCase(merged, id, false); !r) return r.failure();
        filed.push_back({id, true});
    }
    if (auto r = t.commit(); !r) return r.failure();
    return filed;
}

Result<std::vector<CaseRow>> Casebook::sameQuestion(const ChartRecord& record, int days) const
{
    const QString wanted = questionKey(record.question);
    std::vector<CaseRow> out;
    if (wanted.isEmpty()) return out;
    const auto self = sameCase(record);
    if (!self) return self.failure();
    const QDate castDate = record.moment ? QDate::fromString(record.moment->civil.left(10), Qt::ISODate) : QDate();
    const QDate around = castDate.isValid() ? castDate : QDate::currentDate();
    auto q = run(database(),
                 u"SELECT "_s + kRowColumns + u" FROM cases c WHERE c.cast_date BETWEEN ? AND ? ORDER BY c.cast_date DESC, c.cast_at DESC, c.id DESC"_s,
                 {around.addDays(-days).toString(Qt::ISODate), around.addDays(days).toString(Qt::ISODate)});
    if (!q) return q.failure();
    while (q->next())
        if (questionKey(q->value(2).toString()) == wanted && q->value(0).toLongLong() != self->value_or(0)) out.push_back(rowFrom(*q));
    return out;
}

Result<bool> Casebook::saveSearch(const QString& name, const QString& filter)
{
    if (readOnly_) return Error{"the casebook is open read-only"};
    if (name.trimmed().isEmpty()) return Error{"a named search needs a name"};
    if (const auto f = parseFilter(filter); !f) return f.failure();
    if (auto r = run(database(), u"INSERT OR REPLACE INTO searches (name, filter) VALUES (?, ?)"_s, {name.trimmed(), filter}); !r)
        return r.failure();
    return true;
}

Result<bool> Casebook::removeSearch(const QString& name)
{
    if (readOnly_) return Error{"the casebook is open read-only"};
    if (auto r = run(database(), u"DELETE FROM searches WHERE name = ?"_s, {name}); !r) return r.failure();
    return true;
}

Result<std::vector<std::pair<QString, QString>>> Casebook::searches() const
{
    auto q = run(database(), u"SELECT name, filter FROM searches ORDER BY name"_s);
    if (!q) return q.failure();
    std::vector<std::pair<QString, QString>> out;
    while (q->next()) out.emplace_back(q->value(0).toString(), q->value(1).toString());
    return out;
}

} // namespace najia::base
