#include "base/document/chart_document.h"

namespace najia::base {

ChartDocument::ChartDocument(ChartRecord record) : record_(std::move(record)) {}

ChartDocument::ChartDocument(ChartRecord record, ComputedChart primary) : record_(std::move(record))
{
    computed_[std::size_t(ChartOf::Primary)] = Result<ComputedChart>(std::move(primary));
}

void ChartDocument::setRecord(ChartRecord record)
{
    record_ = std::move(record);
    for (auto& c : computed_) c.reset();
}

void ChartDocument::describe(const QString& question, const QString& notes)
{
    record_.question = question;
    record_.notes = notes;
}

const Result<ComputedChart>& ChartDocument::computed(ChartOf of) const
{
    auto& slot = computed_[std::size_t(of)];
    if (slot) return *slot;
    if (of == ChartOf::Primary) {
        slot = compute(record_);
        return *slot;
    }
    // A derived chart shares the primary's pillars and season: the primary is computed once.
    const auto& primary = computed(ChartOf::Primary);
    slot = primary ? derivedChart(*primary, record_, of) : Result<ComputedChart>(Error{primary.error()});
    return *slot;
}

QJsonObject documentToJson(const ChartDocument& document)
{
    const auto& computed = document.computed();
    return recordToJson(document.record(), computed ? &*computed : nullptr);
}

Result<bool> saveDocument(const ChartDocument& document, const QString& path)
{
    return saveJson(documentToJson(document), path);
}

Result<ChartDocument> loadDocument(const QString& path, QStringList* warnings)
{
    auto read = loadComputed(path, warnings);
    if (!read) return Error{read.error()};
    return ChartDocument(std::move(read->record), std::move(read->computed));
}

} // namespace najia::base
