// Cases written out of the casebook: a folder of `.najia` files (one per case, `case-ID.najia`, with
// the case's id, thread link and seals as its "casebook" key), JSON Lines (caseJson with "follows" and
// "seals", one case a line) or CSV (caseCsv). `najia-cli cases export` and the
// casebook window's Export both call exportCases, so the two write the same bytes.
#pragma once

#include "base/casebook/casebook.h"
#include "engine/terms.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <optional>
#include <span>

namespace najia::base {

enum class ExportFormat : std::uint8_t { Najia, JsonLines, Csv };
inline constexpr int kExportFormatCount = 3;
// "najia", "jsonl", "csv".
const char* formatWord(ExportFormat f);
std::optional<ExportFormat> parseExportFormat(const QString& word);

// Told after each case with how many are done; returning false stops the export.
using ExportProgress = std::function<bool(qsizetype done)>;

struct ExportReport {
    qsizetype written = 0;   // cases written (in JSON Lines and CSV: all or none)
    bool cancelled = false;
};

// Writes the cases `ids` (in that order) to `out`: a folder for .najia files (created if missing),
// else one file. Every file is written whole or not at all (whole_file.h): a JSON Lines or CSV
// file appears only once complete, so a cancelled or failed export leaves none; in a folder the
// .najia files written before a cancel or failure stay, each complete. An error names the cause.
Result<ExportReport> exportCases(const Casebook& book, std::span<const qint64> ids, ExportFormat format,
                                 const QString& out, Script script, const ExportProgress& progress = {});

} // namespace najia::base
