// libFuzzer target: a cast record as `najia-cli cast --replay` reads it (JSON) → the record and
// its recomputation (coins, yarrow splits, 梅花 time and numbers, names, lines).
#include "fuzz_require.h"
#include "base/json/cast_json.h"

#include "engine/casting/provenance.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QJsonDocument doc = QJsonDocument::fromJson(
        QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    if (!doc.isObject()) return 0;
    const QJsonObject o = doc.object().contains(QStringLiteral("cast")) ? doc.object()[QStringLiteral("cast")].toObject()
                                                                        : doc.object();
    if (const auto record = najia::base::castRecordFromJson(o))
        if (const auto cast = najia::casting::recompute(*record)) {
            // A replayed record is deterministic: the same inputs give the same lines again.
            (void)najia::base::castRecordToJson(*record, *cast, najia::Script::Traditional);
            const auto again = najia::casting::recompute(*record);
            FUZZ_REQUIRE(again && *again == *cast);
        }
    return 0;
}
