// docs/chart-file.schema.json against the chart-file reader and writer (issue 21): the schema is
// the documented format, and this test keeps the code to it. For each object of the format and
// each key the schema lists:
//  - the writer's output has only listed keys, each of the listed type, in its enum and range;
//  - the reader reads that output with no warning (it knows every listed key);
//  - a value of another type, outside the enum or outside the range is refused, naming the key;
//  - an unlisted key is read with a warning naming it.
#include "base/document/chart_file.h"
#include "base/json/chart_json.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

QJsonObject schema()
{
    QFile f(QStringLiteral(NAJIA_SOURCE_DIR "/docs/chart-file.schema.json"));
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

// A record with every optional part set, so that the writer writes every key it can.
ChartRecord full(bool withMoment)
{
    ChartRecord r;
    r.cast = parseCast(u"888679"_s).value();
    r.question = u"子存亡"_s;
    r.category = u"illness"_s;
    r.notes = u"後及亥月甲辰日"_s;
    r.useful = Relation::Offspring;
    r.preset = PresetId::YiMao;
    r.pillarOptions.trueSolarLongitude = 116.4;
    r.pillarOptions.trueSolarScope = calendar::TrueSolarScope::HourOnly;
    if (withMoment) r.moment = Moment{u"2024-11-03 01:30"_s, u"America/New_York"_s, Overlap::Later};
    else r.pillars = parsePillars("辛卯年 丙申月 丙子日").value();
    return r;
}

// The objects of the format: a path ("" top, "settings" …) and its schema.
QList<std::pair<QString, QJsonObject>> objectsOf(const QJsonObject& s)
{
    QList<std::pair<QString, QJsonObject>> out{{QString(), s}};
    const QJsonObject props = s[u"properties"_s].toObject();
    for (auto it = props.begin(); it != props.end(); ++it)
        if (it.value().toObject().contains(u"properties"_s)) out.append({it.key(), it.value().toObject()});
    return out;
}

QJsonObject at(const QJsonObject& doc, const QString& path)
{
    return path.isEmpty() ? doc : doc[path].toObject();
}

QJsonObject with(QJsonObject doc, const QString& path, const QString& key, const QJsonValue& value)
{
    if (path.isEmpty()) {
        doc[key] = value;
        return doc;
    }
    QJsonObject inner = doc[path].toObject();
    inner[key] = value;
    doc[path] = inner;
    return doc;
}

QStringList typesOf(const QJsonObject& property)
{
    const QJsonValue t = property[u"type"_s];
    QStringList out;
    if (t.isString()) out << t.toString();
    for (const QJsonValue& v : t.toArray()) out << v.toString();
    return out;
}

bool hasType(const QJsonValue& v, const QStringList& types)
{
    return (v.isString() && types.contains(u"string"_s)) || (v.isDouble() && types.contains(u"number"_s)) ||
           (v.isDouble() && types.contains(u"integer"_s) && v.toDouble() == std::floor(v.toDouble())) ||
           (v.isBool() && types.contains(u"boolean"_s)) || (v.isObject() && types.contains(u"object"_s)) ||
           (v.isNull() && types.contains(u"null"_s));
}

// "pillars" is read only without a moment.
QJsonObject documentFor(const QString& path)
{
    return recordToJson(full(path != u"pillars"_s));
}

} // namespace

class TestChartSchema : public QObject {
    Q_OBJECT
private slots:
    void schemaLoads() { QVERIFY(schema().contains(u"properties"_s)); }

    void writerOutputFollowsTheSchema()
    {
        for (bool withMoment : {true, false}) {
            const QJsonObject doc = recordToJson(full(withMoment));
            for (const auto& [path, object] : objectsOf(schema())) {
                const QJsonObject props = object[u"properties"_s].toObject();
                const QJsonObject written = at(doc, path);
                if (path == u"moment"_s && !withMoment) continue;
                for (auto it = written.begin(); it != written.end(); ++it) {
                    const QString key = path.isEmpty() ? it.key() : path + u'.' + it.key();
                    QVERIFY2(props.contains(it.key()), qPrintable(u"written but not in the schema: "_s + key));
                    const QJsonObject p = props[it.key()].toObject();
                    if (!typesOf(p).isEmpty()) QVERIFY2(hasType(it.value(), typesOf(p)), qPrintable(key));
                    if (p.contains(u"enum"_s)) QVERIFY2(p[u"enum"_s].toArray().contains(it.value()), qPrintable(key));
                    if (p.contains(u"maximum"_s) && it.value().isDouble())
                        QVERIFY2(it.value().toDouble() <= p[u"maximum"_s].toDouble(), qPrintable(key));
                }
            }
        }
    }

    // Every category the reader takes is in the schema's enum, and no other (the question kinds of issue 34 were
    // read and written but missing from the schema).
    void categoriesAsTheReaderTakes()
    {
        QSet<QString> codes{QString()};
        for (const Category& c : chartCategories()) codes << QString::fromUtf8(c.code);
        QSet<QString> listed;
        for (const QJsonValue v : schema()[u"properties"_s][u"category"_s][u"enum"_s].toArray()) listed << v.toString();
        QCOMPARE(listed, codes);
    }

    void readerKnowsEveryKey()
    {
        for (bool withMoment : {true, false}) {
            QStringList warnings;
            const auto r = recordFromJson(recordToJson(full(withMoment)), &warnings);
            QVERIFY2(r, r ? "" : r.error().c_str());
            QCOMPARE(warnings, QStringList());
        }
    }

    void readerRefusesWrongValues_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        for (const auto& [path, object] : objectsOf(schema())) {
            const QJsonObject props = object[u"properties"_s].toObject();
            for (auto it = props.begin(); it != props.end(); ++it) {
                const QJsonObject p = it.value().toObject();
                const QString name = path.isEmpty() ? it.key() : path + u'.' + it.key();
                const QString named = it.key() == u"format"_s ? u"not a Najia chart file"_s : u'"' + name + u'"';
                const QByteArray row = name.toUtf8();
                const QStringList types = typesOf(p);
                // A value of another type: a number where a string goes, else a string.
                const QJsonValue other = types.contains(u"string"_s) || p.contains(u"const"_s) ? QJsonValue(5) : QJsonValue(u"x"_s);
                QTest::addRow("%s: wrong type", row.data()) << path << it.key() << other << named;
                if (p.contains(u"enum"_s))
                    QTest::addRow("%s: not in the enum", row.data()) << path << it.key() << QJsonValue(u"bogus"_s) << named;
                if (p.contains(u"maximum"_s))
                    QTest::addRow("%s: above the maximum", row.data())
                        << path << it.key() << QJsonValue(p[u"maximum"_s].toDouble() + 1) << named;
                if (p.contains(u"minimum"_s))
                    QTest::addRow("%s: below the minimum", row.data())
                        << path << it.key() << QJsonValue(p[u"minimum"_s].toDouble() - 1) << named;
            }
        }
    }
    void readerRefusesWrongValues()
    {
        QFETCH(QString, path);
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        const auto r = recordFromJson(with(documentFor(path), path, key, value));
        QVERIFY2(!r, qPrintable(u"accepted: "_s + QString::fromUtf8(QJsonDocument(QJsonObject{{key, value}}).toJson(QJsonDocument::Compact))));
        QVERIFY2(QString::fromStdString(r.error()).contains(message), r.error().c_str());
    }

    void readerWarnsAboutUnknownKeys()
    {
        for (const auto& [path, object] : objectsOf(schema())) {
            QStringList warnings;
            const auto r = recordFromJson(with(documentFor(path), path, u"pilars"_s, u"x"_s), &warnings);
            QVERIFY2(r, r ? "" : r.error().c_str());
            const QString name = path.isEmpty() ? u"pilars"_s : path + u".pilars"_s;
            QCOMPARE(warnings, QStringList{u"unknown key \"%1\" ignored"_s.arg(name)});
        }
    }
};

QTEST_GUILESS_MAIN(TestChartSchema)
#include "tst_chart_schema.moc"
