// One chart document: the record the user keeps and everything computed from it, computed once.
// The record is what a `.najia` file and a casebook keep; the chart, its analysis and its reading
// (and each derived chart: 變卦, 互卦, 錯卦, 綜卦) are computed from it on first use and kept until
// the record changes. The app's sheet, its panels, printing, saving and the CLI's commands all read
// one document, so that what is shown, printed and saved is one computation.
#pragma once

#include "base/document/chart_file.h"

#include <array>
#include <optional>

namespace najia::base {

class ChartDocument {
public:
    ChartDocument() = default;
    explicit ChartDocument(ChartRecord record);
    // A record with its chart already computed (a file read and checked: loadComputed).
    ChartDocument(ChartRecord record, ComputedChart primary);

    const ChartRecord& record() const { return record_; }
    // A new record: what was computed from the old one is forgotten.
    void setRecord(ChartRecord record);
    // The words that describe the case and change no computation: the question's text and notes.
    void describe(const QString& question, const QString& notes);

    // The chart of the record, or of one of its derived hexagrams; computed on first use.
    const Result<ComputedChart>& computed(ChartOf of = ChartOf::Primary) const;

private:
    ChartRecord record_;
    mutable std::array<std::optional<Result<ComputedChart>>, 5> computed_;
};

// The whole `.najia` file of a document (its chart and reading included), computing nothing more.
QJsonObject documentToJson(const ChartDocument& document);
// Written whole or not at all, as saveRecord.
Result<bool> saveDocument(const ChartDocument& document, const QString& path);
// A file read, checked and computed once (loadComputed).
Result<ChartDocument> loadDocument(const QString& path, QStringList* warnings = nullptr);

} // namespace najia::base
