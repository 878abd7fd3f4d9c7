#include "base/casebook/casebook_export.h"

#include "base/casebook/casebook_json.h"
#include "base/casebook/casebook_thread_json.h"
#include "base/io/whole_file.h"

#include <QDir>
#include <QJsonDocument>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

constexpr const char* kWords[kExportFormatCount] = {"najia", "jsonl", "csv"};

} // namespace

const char* formatWord(ExportFormat f) { return kWords[static_cast<std::size_t>(f)]; }

std::optional<ExportFormat> parseExportFormat(const QString& word)
{
    for (int i = 0; i < kExportFormatCount; ++i)
        if (word == QLatin1StringView(kWords[i])) return static_cast<ExportFormat>(i);
    return std::nullopt;
}

Result<ExportReport> exportCases(const Casebook& book, std::span<const qint64> ids, ExportFormat format,
                                 const QString& out, Script script, const ExportProgress& progress)
{
    ExportReport report;
    if (format == ExportFormat::Najia && !QDir().mkpath(out))
        return Error{"cannot create the folder " + out.toStdString()};
    QByteArray bytes = format == ExportFormat::Csv ? csvHeader().toUtf8() : QByteArray();
    qsizetype done = 0;
    for (const qint64 id : ids) {
        const auto one = book.get(id);
        if (!one) return one.failure();
        // Its thread link and seals go with it (casebook_thread_json.h), in a file as its "casebook" key.
        const auto links = format == ExportFormat::Csv ? Result<QJsonObject>(QJsonObject()) : caseLinksJson(book, id);
        if (!links) return links.failure();
        switch (format) {
        case ExportFormat::Najia: {
            QJsonObject file = recordToJson(one->record);
            file[u"casebook"_s] = *links;
            if (auto r = saveJson(file, QDir(out).filePath(u"case-%1.najia"_s.arg(id))); !r) return r.failure();
            report.written = done + 1;
            break;
        }
        case ExportFormat::JsonLines: {
            QJsonObject line = caseJson(*one);
            line[u"follows"_s] = links->value(u"follows"_s);
            line[u"seals"_s] = links->value(u"seals"_s);
            bytes += QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
            break;
        }
        case ExportFormat::Csv: bytes += caseCsv(*one, script).toUtf8(); break;
        }
        ++done;
        if (progress && !progress(done)) {
            report.cancelled = true;
            return report;
        }
    }
    if (format != ExportFormat::Najia) {
        if (auto r = writeWholeFile(out, bytes); !r) return r.failure();
        report.written = done;
    }
    return report;
}

} // namespace najia::base
