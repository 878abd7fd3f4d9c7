// The schools' worked cases (tests/data/school_cases.tsv): each line an author reads, under the preset of
// that author's school, has the findings the author's words name and lacks those they deny.
#include "engine/analysis/analysis.h"
#include "seedtable.h"
#include "engine/terms.h"
#include "tsv.h"

#include <QTest>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

Cast castOf(const QString& digits)  // 初爻 first
{
    Cast c{};
    for (int i = 0; i < 6; ++i) c[std::size_t(i)] = static_cast<LineValue>(digits[i].unicode() - u'0');
    return c;
}

// 「2」, 「變2」, 「伏2」.
Subject subjectOf(const QString& text)
{
    const Layer layer = text.startsWith(u'變') ? Layer::Changed : text.startsWith(u'伏') ? Layer::Hidden : Layer::Primary;
    return {layer, static_cast<std::uint8_t>(text.right(1).toInt())};
}

std::optional<FindingKind> kindNamed(const QString& id)
{
    for (int k = 0; k < kFindingKindCount; ++k)
        if (QString::fromUtf8(kindId(static_cast<FindingKind>(k))) == id) return static_cast<FindingKind>(k);
    return std::nullopt;
}

std::optional<ParamKey> paramNamed(const QString& id)
{
    for (int k = 0; k <= static_cast<int>(ParamKey::Lasting); ++k)
        if (QString::fromUtf8(paramId(static_cast<ParamKey>(k))) == id) return static_cast<ParamKey>(k);
    return std::nullopt;
}

} // namespace

class TestSchoolCases : public QObject {
    Q_OBJECT
private slots:
    void cases_data()
    {
        QTest::addColumn<QString>("pillars");
        QTest::addColumn<QString>("lines");
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("subject");
        QTest::addColumn<QString>("branch");
        QTest::addColumn<QString>("expect");
        const auto rows = test::readTsv(u"school_cases.tsv"_s);
        QVERIFY(rows.size() >= 18);
        for (const auto& r : rows)
            QTest::newRow(qPrintable(r[u"book"_s] + u' ' + r[u"chapter"_s] + u" 例"_s + r[u"case"_s] + u' ' +
                                     r[u"pillars"_s] + u" 爻"_s + r[u"subject"_s]))
                << r[u"pillars"_s] << r[u"lines"_s] << r[u"preset"_s] << r[u"subject"_s] << r[u"branch"_s]
                << r[u"expect"_s];
    }
    void cases()
    {
        QFETCH(QString, pillars);
        QFETCH(QString, lines);
        QFETCH(QString, preset);
        QFETCH(QString, subject);
        QFETCH(QString, branch);
        QFETCH(QString, expect);
        const auto id = parsePreset(preset.toStdString());
        QVERIFY(id);
        const Preset& p = najia::preset(*id);
        const Chart c = computeChart(castOf(lines), parsePillars(pillars.toStdString()).value(), p.chart);
        const Subject s = subjectOf(subject);
        const ChartLine& l = c.lines[std::size_t(s.position - 1)];
        const LineReading* r = s.layer == Layer::Primary  ? &l.reading
                               : s.layer == Layer::Changed ? (l.changed ? &*l.changed : nullptr)
                                                           : (l.hidden ? &l.hidden->reading : nullptr);
        QVERIFY2(r, "no such line");
        QCOMPARE(QString::fromUtf8(name(r->branch)), branch);
        const Analysis a = analyze(c, p.analysis, {}, *id);
        for (QString token : expect.split(u' ', Qt::SkipEmptyParts)) {
            const bool absent = token.startsWith(u'!');
            if (absent) token.remove(0, 1);
            const QStringList kv = token.split(u'=');
            const QStringList kp = kv[0].split(u'.');
            const auto kind = kindNamed(kp[0]);
            QVERIFY2(kind, qPrintable(u"unknown kind "_s + kp[0]));
            const auto f = a.find(*kind, s);
            if (absent) {
                QVERIFY2(!f, qPrintable(u"unexpected "_s + token));
                continue;
            }
            QVERIFY2(f, qPrintable(u"missing "_s + token));
            if (kp.size() < 2) continue;
            const auto key = paramNamed(kp[1]);
            QVERIFY2(key, qPrintable(u"unknown parameter "_s + kp[1]));
            // A kind may come more than once (the stage against the month and against the day): one of
            // them must hold the value.
            QStringList seen;
            bool held = false;
            for (const Finding& g : a.about(s))
                if (g.kind == *kind) {
                    const auto stored = g.stored(*key);
                    held = held || (stored && stored->value == kv.value(1).toInt());
                    seen << (stored ? QString::number(stored->value) : u"-"_s);
                }
            QVERIFY2(held, qPrintable(token + u" but found "_s + seen.join(u',')));
        }
    }
};

QTEST_APPLESS_MAIN(TestSchoolCases)
#include "tst_school_cases.moc"
