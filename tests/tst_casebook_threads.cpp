// Case threads (issue 39): a follow-up cast (追問) linked to the case it follows. Links refuse a
// missing case, the case itself, a second link and a loop, and leave nothing written when refused;
// a thread lists its casts first cast first, whatever their ids, with one 應期 timeline; a casebook of
// schema 5 opens, upgraded, with its cases and seals kept.
#include "base/casebook/casebook_export.h"
#include "base/casebook/casebook_json.h"
#include "base/casebook/casebook_schema.h"
#include "base/casebook/casebook_thread_json.h"
#include "base/casebook/casebook_threads.h"
#include "base/io/whole_file.h"
#include "base/json/chart_json.h"

#include "engine/reading/reading_terms.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

Case caseOf(const QString& lines, const QString& question, const QString& civil)
{
    Case c;
    c.record.cast = parseCast(lines).value();
    c.record.moment = Moment{civil, u"Asia/Shanghai"_s};
    c.record.question = question;
    c.record.category = u"wealth"_s;
    return c;
}

int links(const Casebook& book)
{
    QSqlQuery q(book.database());
    return q.exec(u"SELECT count(*) FROM case_follows"_s) && q.next() ? q.value(0).toInt() : -1;
}

std::vector<qint64> idsOf(const CaseThread& t)
{
    std::vector<qint64> out;
    for (const ThreadCase& c : t.cases) out.push_back(c.id);
    return out;
}

} // namespace

class TestCasebookThreads : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    // Three casts on one matter, stored out of the order they were cast: case 1 was cast last.
    std::unique_ptr<Casebook> threeCasts(const QString& name)
    {
        auto book = std::move(Casebook::open(dir_.filePath(name)).value());
        const Case cases[] = {caseOf(u"777977"_s, u"求財再問"_s, u"2024-03-10 10:00"_s),
                              caseOf(u"888679"_s, u"求財可得否"_s, u"2024-02-04 16:25"_s),
                              caseOf(u"787797"_s, u"求財三問"_s, u"2024-02-20 09:00"_s)};
        [&] { QVERIFY(book->add(cases)); }();
        return book;
    }

private slots:
    void linkAndUnlink()
    {
        auto book = threeCasts(u"link.casebook"_s);
        QVERIFY(linkCase(*book, 3, 2));
        QVERIFY(linkCase(*book, 1, 3));
        QCOMPARE(followedCase(*book, 1).value(), std::optional<qint64>(3));
        QCOMPARE(followedCase(*book, 2).value(), std::optional<qint64>());
        // Whichever case is asked, the thread is the same, first cast first.
        for (const qint64 asked : {1, 2, 3}) QCOMPARE(idsOf(caseThread(*book, asked).value()), (std::vector<qint64>{2, 3, 1}));
        QVERIFY(unlinkCase(*book, 1));
        QCOMPARE(idsOf(caseThread(*book, 1).value()), std::vector<qint64>{1});
        QCOMPARE(idsOf(caseThread(*book, 3).value()), (std::vector<qint64>{2, 3}));
        const auto again = unlinkCase(*book, 1);
        QVERIFY(!again);
        QCOMPARE(again.error(), "case 1 follows no case");
        QCOMPARE(again.failure().kind, ErrorKind::Input);
        // Two follow-ups of one case are one thread.
        QVERIFY(linkCase(*book, 1, 2));
        QCOMPARE(idsOf(caseThread(*book, 1).value()), (std::vector<qint64>{2, 3, 1}));
    }

    void refusals_data()
    {
        QTest::addColumn<qint64>("id");
        QTest::addColumn<qint64>("follows");
        QTest::addColumn<QString>("error");
        QTest::newRow("itself") << qint64(2) << qint64(2) << u"a case cannot follow itself"_s;
        QTest::newRow("no such case") << qint64(9) << qint64(2) << u"no case 9"_s;
        QTest::newRow("no such case followed") << qint64(1) << qint64(9) << u"no case 9"_s;
        QTest::newRow("follows one already") << qint64(3) << qint64(1) << u"case 3 already follows case 2 (unlink it first)"_s;
        QTest::newRow("loop of two") << qint64(2) << qint64(3) << u"case 3 follows case 2 in its thread: the link would loop"_s;
        QTest::newRow("loop of three") << qint64(2) << qint64(1) << u"case 1 follows case 2 in its thread: the link would loop"_s;
    }

    void refusals()
    {
        QFETCH(qint64, id);
        QFETCH(qint64, follows);
        QFETCH(QString, error);
        auto book = threeCasts(u"refuse-%1.casebook"_s.arg(QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY(linkCase(*book, 3, 2));
        QVERIFY(linkCase(*book, 1, 3));
        const auto r = linkCase(*book, id, follows);
        QVERIFY(!r);
        QCOMPARE(QString::fromStdString(r.error()), error);
        QCOMPARE(r.failure().kind, ErrorKind::Input);
        QCOMPARE(links(*book), 2);  // nothing written
    }

    // A case removed takes its links with it: its follow-up starts a thread of its own.
    void removingACaseUnlinks()
    {
        auto book = threeCasts(u"remove.casebook"_s);
        QVERIFY(linkCase(*book, 3, 2));
        QVERIFY(linkCase(*book, 1, 3));
        const qint64 gone[] = {3};
        QVERIFY(book->remove(gone));
        QCOMPARE(links(*book), 0);
        QCOMPARE(idsOf(caseThread(*book, 1).value()), std::vector<qint64>{1});
    }

    // The thread's cases and its one timeline, exactly as `cases thread --json` gives them.
    void threadJsonIsExact()
    {
        auto book = threeCasts(u"json.casebook"_s);
        QVERIFY(linkCase(*book, 3, 2));
        Case second = book->get(3).value();
        second.outcome = Outcome::Fulfilled;
        second.settled = QDate(2024, 3, 1);
        second.happened = u"得財"_s;
        QVERIFY(book->update(second));
        const Seal seal = sealCase(*book, 3, {SealVerdict::Favourable, 80, QDate(2024, 2, 25), QDate(2024, 3, 5), u"寅日應"_s, std::nullopt}).value();
        const CaseThread thread = caseThread(*book, 3).value();
        const QJsonObject json = threadJson(thread, 3, Script::Traditional);
        QCOMPARE(json.keys(), (QStringList{u"case"_s, u"cases"_s, u"timeline"_s}));
        QCOMPARE(json[u"case"_s].toInteger(), 3);
        const QJsonArray cases = json[u"cases"_s].toArray();
        QCOMPARE(cases.size(), 2);
        const QJsonObject first = cases[0].toObject();
        QCOMPARE(first.keys(), (QStringList{u"cast_at"_s, u"category"_s, u"changed"_s, u"date"_s, u"follows"_s, u"happened"_s, u"id"_s,
                                            u"outcome"_s, u"primary"_s, u"question"_s, u"seal"_s, u"settled"_s, u"useful"_s, u"verdict"_s}));
        QCOMPARE(first[u"id"_s].toInteger(), 2);
        QVERIFY(first[u"follows"_s].isNull());
        QCOMPARE(first[u"cast_at"_s].toString(), u"2024-02-04 16:25"_s);
        QCOMPARE(first[u"date"_s].toString(), u"2024-02-04"_s);
        QCOMPARE(first[u"primary"_s].toString(), u"觀"_s);
        QCOMPARE(first[u"changed"_s].toString(), u"萃"_s);
        QCOMPARE(first[u"question"_s].toString(), u"求財可得否"_s);
        QCOMPARE(first[u"category"_s].toString(), u"wealth"_s);
        QCOMPARE(first[u"useful"_s].toString(), u"妻財"_s);
        QCOMPARE(first[u"outcome"_s].toString(), u"pending"_s);
        QVERIFY(first[u"seal"_s].isNull());
        QVERIFY(first[u"settled"_s].isNull());
        const QJsonObject second_ = cases[1].toObject();
        QCOMPARE(second_[u"id"_s].toInteger(), 3);
        QCOMPARE(second_[u"follows"_s].toInteger(), 2);
        QCOMPARE(second_[u"outcome"_s].toString(), u"fulfilled"_s);
        QCOMPARE(second_[u"settled"_s].toString(), u"2024-03-01"_s);
        QCOMPARE(second_[u"happened"_s].toString(), u"得財"_s);
        const QJsonObject sealed = second_[u"seal"_s].toObject();
        QCOMPARE(sealed.keys(), (QStringList{u"amends"_s, u"case"_s, u"confidence"_s, u"hash"_s, u"id"_s, u"note"_s, u"previous"_s,
                                             u"sealed_at"_s, u"verdict"_s, u"window_from"_s, u"window_to"_s}));
        QCOMPARE(sealed[u"verdict"_s].toString(), u"favourable"_s);
        QCOMPARE(sealed[u"confidence"_s].toInt(), 80);
        QCOMPARE(sealed[u"window_from"_s].toString(), u"2024-02-25"_s);
        QCOMPARE(sealed[u"note"_s].toString(), u"寅日應"_s);
        QCOMPARE(sealed[u"hash"_s].toString(), seal.hash);
        // Each case's verdict is its reading's, as stored.
        for (int i = 0; i < 2; ++i) {
            const Case c = book->get(cases[i].toObject()[u"id"_s].toInteger()).value();
            const CaseFacts facts = factsOf(c.record, compute(c.record).value());
            QCOMPARE(cases[i].toObject()[u"verdict"_s].toString(),
                     facts.tendency ? QString::fromUtf8(codeOf(static_cast<Tendency>(*facts.tendency))) : QString());
        }
        // One timeline: 2024-02-04 is 戊戌, so 丑 falls on 02-07, 卯 on 02-09, the 變爻 未 on 02-13, 酉 on 02-15, 戌 on 02-16; case 3 was
        // cast on 2024-02-20, 壬寅, so 巳 falls on 02-23, 未 on 02-25 and 申 on 02-26; its month 申 opens at 立秋, 2024-08-07.
        // Three dates a candidate (kTimingDates), by date, case 3's outcome on the day it was settled.
        const QJsonArray timeline = json[u"timeline"_s].toArray();
        QCOMPARE(timeline.size(), 34);
        const auto at = [&timeline](int i) -> QString {
            const QJsonObject m = timeline[i].toObject();
            return m[u"date"_s].toString() + u' ' + QString::number(m[u"case"_s].toInteger()) + u' ' + m[u"kind"_s].toString() + u' '
                + (m[u"kind"_s] == u"outcome"_s ? m[u"outcome"_s].toString() : m[u"rule"_s].toString() + u' ' + m[u"branch"_s].toString() + u' ' + m[u"unit"_s].toString());
        };
        QCOMPARE(at(0), u"2024-02-07 2 timing clashes_tomb 丑 day"_s);
        QCOMPARE(at(1), u"2024-02-09 2 timing value_day 卯 day"_s);
        QCOMPARE(at(2), u"2024-02-13 2 timing changed_line 未 day"_s);
        QCOMPARE(at(3), u"2024-02-15 2 timing clash 酉 day"_s);
        QCOMPARE(at(4), u"2024-02-16 2 timing combine 戌 day"_s);
        QCOMPARE(at(7), u"2024-02-23 3 timing combines_break 巳 day"_s);
        QCOMPARE(at(10), u"2024-02-25 3 timing changed_line 未 day"_s);
        QCOMPARE(at(11), u"2024-02-26 3 timing fills_break 申 day"_s);
        QCOMPARE(at(15), u"2024-03-01 3 outcome fulfilled"_s);
        QCOMPARE(at(33), u"2026-08-07 3 timing repairs_break 申 month"_s);
        QCOMPARE(timeline[0].toObject().keys(), (QStringList{u"branch"_s, u"case"_s, u"date"_s, u"kind"_s, u"name"_s, u"rule"_s, u"unit"_s}));
        QCOMPARE(timeline[0].toObject()[u"name"_s].toString(), u"沖墓"_s);
        for (qsizetype i = 1; i < timeline.size(); ++i)
            QVERIFY(timeline[i - 1].toObject()[u"date"_s].toString() <= timeline[i].toObject()[u"date"_s].toString());
        // The text: a line a case, first cast first, then the timeline.
        const QStringList text = threadText(thread, Script::Traditional).split(u'\n');
        QCOMPARE(first[u"verdict"_s].toString(), u"mixed"_s);
        QCOMPARE(second_[u"verdict"_s].toString(), u"mixed"_s);
        QCOMPARE(text[0], u"2\t2024-02-04 16:25\t觀→萃\t求財可得否\twealth\t妻財\t吉凶參半\tnot sealed\t未驗\tfirst cast"_s);
        QCOMPARE(text[1], u"3\t2024-02-20 09:00\t同人→離\t求財三問\twealth\t妻財\t吉凶參半\tsealed favourable 80%\t應驗 2024-03-01\tfollows 2"_s);
        QCOMPARE(text[2], u"timeline"_s);
        QCOMPARE(text[3], u"2024-02-07\tcase 2\t沖墓 丑日"_s);
        QCOMPARE(text[18], u"2024-03-01\tcase 3\t應驗"_s);
    }

    // Exported (issue 39), a case carries its thread link and seals: a .najia file as its "casebook"
    // key, which opens without a warning and is not read back as a seal or a link; a JSON Lines case
    // as "follows" and "seals".
    void exportsCarryThreadsAndSeals()
    {
        auto book = threeCasts(u"export.casebook"_s);
        QVERIFY(linkCase(*book, 3, 2));
        const Seal first = sealCase(*book, 3, {SealVerdict::Favourable, 80, QDate(2024, 2, 25), QDate(2024, 3, 5), u"寅日應"_s, std::nullopt}).value();
        const Seal second = sealCase(*book, 3, {SealVerdict::Unfavourable, 60, {}, {}, {}, first.id}).value();
        const QString folder = dir_.filePath(u"exported"_s);
        const qint64 ids[] = {2, 3};
        QVERIFY(exportCases(*book, ids, ExportFormat::Najia, folder, Script::Traditional));
        QVERIFY(exportCases(*book, ids, ExportFormat::JsonLines, folder + u".jsonl"_s, Script::Traditional));

        const QJsonObject file = QJsonDocument::fromJson(readWholeFile(folder + u"/case-3.najia"_s).value()).object();
        const QJsonObject part = file[u"casebook"_s].toObject();
        QCOMPARE(part.keys(), (QStringList{u"case"_s, u"follows"_s, u"seals"_s}));
        QCOMPARE(part[u"case"_s].toInteger(), 3);
        QCOMPARE(part[u"follows"_s].toInteger(), 2);
        const QJsonArray seals = part[u"seals"_s].toArray();
        QCOMPARE(seals.size(), 2);
        QCOMPARE(seals[0].toObject(), sealJson(first));
        QCOMPARE(seals[0].toObject()[u"window_to"_s].toString(), u"2024-03-05"_s);
        QCOMPARE(seals[1].toObject()[u"amends"_s].toInteger(), first.id);
        QCOMPARE(seals[1].toObject()[u"previous"_s].toString(), first.hash);
        QVERIFY(seals[1].toObject()[u"window_from"_s].isNull());
        QStringList warnings;
        const auto read = loadRecord(folder + u"/case-3.najia"_s, &warnings);
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(warnings, QStringList());
        QCOMPARE(read->question, u"求財三問"_s);
        const QJsonObject unlinked = QJsonDocument::fromJson(readWholeFile(folder + u"/case-2.najia"_s).value()).object();
        QVERIFY(unlinked[u"casebook"_s].toObject()[u"follows"_s].isNull());
        QCOMPARE(unlinked[u"casebook"_s].toObject()[u"seals"_s].toArray(), QJsonArray());

        // Imported into another casebook: the case, neither sealed nor linked there.
        auto other = std::move(Casebook::open(dir_.filePath(u"reimported.casebook"_s)).value());
        const Case again = caseFromFile(folder + u"/case-3.najia"_s).value();
        const qint64 id = other->add(again).value();
        QCOMPARE(sealsOf(*other, id).value().size(), std::size_t(0));
        QCOMPARE(followedCase(*other, id).value(), std::optional<qint64>());

        const QList<QByteArray> lines = readWholeFile(folder + u".jsonl"_s).value().trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        const QJsonObject line2 = QJsonDocument::fromJson(lines[0]).object(), line3 = QJsonDocument::fromJson(lines[1]).object();
        QVERIFY(line2[u"follows"_s].isNull());
        QCOMPARE(line2[u"seals"_s].toArray(), QJsonArray());
        QCOMPARE(line3[u"follows"_s].toInteger(), 2);
        QCOMPARE(line3[u"seals"_s].toArray(), (QJsonArray{sealJson(first), sealJson(second)}));
    }

    // A file's "casebook" part is held to the schema like the rest of the file.
    void aFilesCasebookPartIsChecked_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("error");
        QTest::newRow("confidence") << u"confidence"_s << QJsonValue(100) << u"\"casebook.seals[0].confidence\" must be a whole number from 50 to 99; got 100"_s;
        QTest::newRow("verdict") << u"verdict"_s << QJsonValue(u"maybe"_s) << u"\"casebook.seals[0].verdict\" must be \"favourable\" or \"unfavourable\""_s;
        QTest::newRow("hash") << u"hash"_s << QJsonValue(u"abc"_s) << u"\"casebook.seals[0].hash\" must be 64 hexadecimal digits"_s;
        QTest::newRow("hash null") << u"hash"_s << QJsonValue() << u"\"casebook.seals[0].hash\" must be a string; got null"_s;
        QTest::newRow("hash missing") << u"hash"_s << QJsonValue(QJsonValue::Undefined) << u"\"casebook.seals[0].hash\" is missing"_s;
        QTest::newRow("window missing") << u"window_from"_s << QJsonValue(QJsonValue::Undefined) << u"\"casebook.seals[0].window_from\" is missing"_s;
        QTest::newRow("not an object") << u""_s << QJsonValue(7) << u"\"casebook.seals[0]\" must be an object"_s;
        QTest::newRow("window") << u"window_to"_s << QJsonValue(u"2024-02-30"_s) << u"\"casebook.seals[0].window_to\" must be a date YYYY-MM-DD or null"_s;
        QTest::newRow("amends") << u"amends"_s << QJsonValue(0) << u"\"casebook.seals[0].amends\" must be a whole number from 1"_s;
    }

    void aFilesCasebookPartIsChecked()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, error);
        Seal s;
        s.id = 1;
        s.caseId = 3;
        s.sealedAt = QDateTime(QDate(2024, 2, 21), QTime(8, 0), Qt::UTC);
        s.request = {SealVerdict::Favourable, 70, {}, {}, {}, std::nullopt};
        s.hash = QString(64, u'a');
        const auto fileWith = [](const QJsonValue& seal) {
            QJsonObject file = recordToJson(caseOf(u"787797"_s, u"求財三問"_s, u"2024-02-20 09:00"_s).record);
            file[u"casebook"_s] = QJsonObject{{u"case"_s, 3}, {u"follows"_s, 2}, {u"seals"_s, QJsonArray{seal}}};
            return file;
        };
        QStringList warnings;
        QVERIFY(recordFromJson(fileWith(sealJson(s)), &warnings));
        QCOMPARE(warnings, QStringList());
        QJsonObject seal = sealJson(s);
        if (value.isUndefined()) seal.remove(key);
        else seal[key] = value;
        const auto r = recordFromJson(fileWith(key.isEmpty() ? value : QJsonValue(seal)));
        QVERIFY(!r);
        QVERIFY2(QString::fromStdString(r.error()).startsWith(error), r.error().c_str());
    }

    // A casebook of schema 5 (before threads), with a case sealed: opened for writing it is backed up
    // and upgraded; its cases and its seal stay, the seal's chain holds, and its cases can be linked.
    // Opened read-only it is not upgraded and a thread cannot be read, in words of our own.
    void schema5IsUpgraded()
    {
        const QString file = dir_.filePath(u"v5.casebook"_s);
        {
            auto book = threeCasts(u"v5.casebook"_s);
            QVERIFY(sealCase(*book, 2, {SealVerdict::Unfavourable, 70, {}, {}, {}, std::nullopt}));
            QSqlQuery q(book->database());
            QVERIFY(q.exec(u"DROP TABLE case_follows"_s));  // what steps 1–5 made, and nothing more
            QVERIFY(q.exec(u"PRAGMA user_version = 5"_s));
        }
        {
            auto old = std::move(Casebook::open(file, Casebook::Mode::ReadOnly).value());
            QCOMPARE(old->warning(), u"an older casebook schema (5); opened read-only, not upgraded"_s);
            const auto thread = caseThread(*old, 1);
            QVERIFY(!thread);
            QVERIFY2(QString::fromStdString(thread.error()).startsWith(u"cannot read the case threads: its tables are older"_s),
                     thread.error().c_str());
        }
        const int backups = int(Casebook::backupsOf(file).size());
        auto book = std::move(Casebook::open(file).value());
        QVERIFY(book->warning().isEmpty());
        QCOMPARE(int(Casebook::backupsOf(file).size()), backups + 1);
        QSqlQuery q(book->database());
        QVERIFY(q.exec(u"PRAGMA user_version"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 6);
        QCOMPARE(book->count().value(), 3);
        QCOMPARE(sealsOf(*book, 2).value().size(), std::size_t(1));
        QCOMPARE(checkSeals(*book).value(), QStringList());
        QVERIFY(linkCase(*book, 1, 2));
        QCOMPARE(idsOf(caseThread(*book, 1).value()), (std::vector<qint64>{2, 1}));
    }
};

QTEST_GUILESS_MAIN(TestCasebookThreads)
#include "tst_casebook_threads.moc"
