// libFuzzer target: a .najia file's bytes → the strict chart-file reader (RFC 8259 JSON, every key,
// the recomputation). Anything may be refused; nothing may crash, leak or trip a sanitizer.
#include "fuzz_require.h"
#include "base/document/chart_file.h"
#include "base/json/strict_json.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    // RFC 8259 first (issue 37, item 7): a text with a duplicate key or an invalid escape is refused
    // here, as loadComputed refuses the file.
    const auto parsed = najia::base::parseStrictJson(
        QByteArrayView(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    if (!parsed || !parsed->isObject()) return 0;
    QStringList warnings;
    if (const auto r = najia::base::recordFromJson(parsed->object(), &warnings)) {
        // What was read is written back and read again the same way: the same inputs, written alike,
        // and what the writer writes is strict JSON itself.
        using najia::base::RecordParts;
        const QJsonObject written = najia::base::recordToJson(*r, RecordParts::Inputs);
        const QByteArray bytes = QJsonDocument(written).toJson();
        FUZZ_REQUIRE(!najia::base::strictJsonProblem(bytes));
        const auto again = najia::base::recordFromJson(najia::base::parseStrictJson(bytes)->object());
        FUZZ_REQUIRE(again && again->cast == r->cast);
        FUZZ_REQUIRE(najia::base::recordToJson(*again, RecordParts::Inputs) == written);
    }
    return 0;
}
