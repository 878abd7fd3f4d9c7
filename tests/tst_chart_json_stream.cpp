// The streaming chart JSON (chart_json_stream.h, used by najia-cli chart --batch) against the
// QJsonObject writer (chart_json.h, findings_json.h): both parsed and compared as JSON values on
// 10,000 random charts, every preset and script, full and partial pillars.
#include "base/json/chart_json.h"
#include "base/json/chart_json_stream.h"
#include "base/json/findings_json.h"
#include "base/json/json_stream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <random>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

QJsonObject parsed(const QByteArray& bytes)
{
    QJsonParseError error;
    const QJsonDocument d = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) qWarning() << error.errorString() << bytes.left(200);
    return d.object();
}

QJsonObject streamed(const Chart& c, const Analysis* a, Script s, bool sources)
{
    JsonWriter w;
    writeChartJson(w, c, a, {s, sources});
    return parsed(QByteArrayView(w.text()).toByteArray());
}

// The old writer's object with `keys` removed at every depth.
QJsonValue without(const QJsonValue& v, const QStringList& keys)
{
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue& e : v.toArray()) out.append(without(e, keys));
        return out;
    }
    if (!v.isObject()) return v;
    QJsonObject out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!keys.contains(it.key())) out[it.key()] = without(it.value(), keys);
    return out;
}

// Random pillars: all four, some missing, or a month given by its branch alone.
Pillars randomPillars(std::mt19937& rng)
{
    std::uniform_int_distribution<int> cycle(0, 59), shape(0, 5);
    Pillars p;
    const int k = shape(rng);
    if (k == 0) return p;
    p.day = GanZhi(cycle(rng));
    if (k == 1) {
        p.monthBranchOnly = branchAt(cycle(rng) % 12);
        return p;
    }
    p.month = GanZhi(cycle(rng));
    if (k == 2) return p;
    p.year = GanZhi(cycle(rng));
    p.hour = GanZhi(cycle(rng));
    return p;
}

} // namespace

class TestChartJsonStream : public QObject {
    Q_OBJECT
private slots:
    void escapes();
    void sameAsTreeWriter();
};

// RFC 8259 §7: what must be escaped is, and everything else (CJK included) survives a round trip.
void TestChartJsonStream::escapes()
{
    const std::string tricky = "a\"b\\c\nd\te\x01" "f\x1f 世應「」";
    JsonWriter w;
    w.beginObject();
    w.field("s", std::string_view(tricky));
    w.field("n", -42);
    w.field("t", true);
    w.key("z");
    w.null();
    w.key("a");
    w.beginArray();
    w.beginObject();
    w.endObject();
    w.beginArray();
    w.endArray();
    w.number(7);
    w.endArray();
    w.endObject();
    const QByteArray out = QByteArrayView(w.text()).toByteArray();
    QCOMPARE(out,
             QByteArray("{\"s\":\"a\\\"b\\\\c\\nd\\te\\u0001f\\u001f 世應「」\",\"n\":-42,\"t\":true,\"z\":null,\"a\":[{},[],7]}"));
    const QJsonObject o = parsed(out);
    QCOMPARE(o[u"s"_s].toString(), QString::fromStdString(tricky));
}

// Under AddressSanitizer (the `asan` preset) every allocation of the tree writer is checked and the
// 10,000 charts outlast QtTest's five-minute limit: 1,000 there, still every preset and script.
#ifdef __SANITIZE_ADDRESS__
constexpr int kCharts = 1000;
#else
constexpr int kCharts = 10000;
#endif

void TestChartJsonStream::sameAsTreeWriter()
{
    std::mt19937 rng(20);
    std::uniform_int_distribution<int> digit(6, 9), pick(0, 1 << 30);
    const auto allPresets = presets();
    constexpr Script scripts[] = {Script::Traditional, Script::Simplified, Script::English};
    int findings = 0;
    for (int n = 0; n < kCharts; ++n) {
        Cast cast{};
        for (auto& v : cast) v = static_cast<LineValue>(digit(rng));
        const Preset& p = allPresets[std::size_t(pick(rng)) % allPresets.size()];
        const Script s = scripts[pick(rng) % 3];
        std::optional<Relation> useful;
        if (pick(rng) % 2) useful = static_cast<Relation>(pick(rng) % 5);
        const Chart c = computeChart(cast, randomPillars(rng), p.chart);
        const Analysis a = analyze(c, p.analysis, useful, p.id);
        findings += int(a.findings.size());
        // Both through text and a parser, as a reader of the output sees them.
        const QJsonObject old = parsed(QJsonDocument(chartToJson(c, s, &a)).toJson(QJsonDocument::Compact));
        const QJsonObject now = streamed(c, &a, s, true);
        if (now != old)
            QFAIL(qPrintable(u"chart %1 differs:\nold %2\nnew %3"_s.arg(n)
                                 .arg(QString::fromUtf8(QJsonDocument(old).toJson(QJsonDocument::Compact)),
                                      QString::fromUtf8(QJsonDocument(now).toJson(QJsonDocument::Compact)))));
        // Without sources: the same less `source`; without an analysis: less findings and `analysis`.
        if (n % 10 == 0) {
            QCOMPARE(QJsonValue(streamed(c, &a, s, false)), without(old, {u"source"_s}));
            QCOMPARE(QJsonValue(streamed(c, nullptr, s, false)), without(old, {u"findings"_s, u"analysis"_s}));
        }
    }
    QVERIFY(findings > kCharts * 10);  // the comparison covered findings, not empty lists
}

QTEST_APPLESS_MAIN(TestChartJsonStream)
#include "tst_chart_json_stream.moc"
