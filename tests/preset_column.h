// The `preset` column of the worked-case tables: a preset, then any settings changed from it
// ("zengshan pick=old-rule").
#pragma once

#include "engine/analysis/settings.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace najia::test {

struct PresetColumn {
    PresetId preset;
    AnalysisSettings analysis;
};

inline std::optional<PresetColumn> presetColumn(const QString& cell)
{
    const QStringList words = cell.split(u' ', Qt::SkipEmptyParts);
    if (words.isEmpty()) return std::nullopt;
    const auto id = parsePreset(words.front().toStdString());
    if (!id) return std::nullopt;
    PresetColumn out{*id, preset(*id).analysis};
    for (const QString& kv : words.mid(1))
        if (!applySetting(out.analysis, kv.section(u'=', 0, 0).toStdString(), kv.section(u'=', 1).toStdString()))
            return std::nullopt;
    return out;
}

} // namespace najia::test
