// libFuzzer target: a .najia file's bytes → the strict chart-file reader (JSON, every key, the
// recomputation). Anything may be refused; nothing may crash, leak or trip a sanitizer.
#include "fuzz_require.h"
#include "base/document/chart_file.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QJsonDocument doc = QJsonDocument::fromJson(
        QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    if (!doc.isObject()) return 0;
    QStringList warnings;
    if (const auto r = najia::base::recordFromJson(doc.object(), &warnings)) {
        // What was read is written back and read again the same way: the same inputs, written alike.
        using najia::base::RecordParts;
        const QJsonObject written = najia::base::recordToJson(*r, RecordParts::Inputs);
        const auto again = najia::base::recordFromJson(written);
        FUZZ_REQUIRE(again && again->cast == r->cast);
        FUZZ_REQUIRE(najia::base::recordToJson(*again, RecordParts::Inputs) == written);
    }
    return 0;
}
