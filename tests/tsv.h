// Reads the tab-separated tables in tests/data: '#' lines are comments, the first other line
// names the columns.
#pragma once

#include <QFile>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include "engine/hexagram.h"

#include <optional>

namespace najia::test {

struct TsvRow {
    QHash<QString, QString> cells;
    QString operator[](const QString& column) const { return cells.value(column); }
};

inline QList<TsvRow> readTsv(const QString& fileName)
{
    QFile f(QStringLiteral(NAJIA_TEST_DATA) + QLatin1Char('/') + fileName);
    QList<TsvRow> rows;
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return rows;
    QStringList header;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).chopped(1);
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QStringList cells = line.split(QLatin1Char('\t'));
        if (header.isEmpty()) {
            header = cells;
            continue;
        }
        TsvRow row;
        for (qsizetype i = 0; i < header.size(); ++i) row.cells[header[i]] = cells.value(i);
        rows.append(row);
    }
    return rows;
}

// The trigram an image character names in a full hexagram name: 天乾 澤兌 火離 雷震 風巽 水坎 山艮 地坤.
inline std::optional<Trigram> trigramOfImage(QChar c)
{
    static const QString images = QStringLiteral("地雷水澤山火風天");  // indexed by the trigram's bits
    const auto i = images.indexOf(c);
    return i < 0 ? std::nullopt : std::optional<Trigram>(trigramFromBits(int(i)));
}

// The hexagram a full name such as 「天風姤」 or 「乾為天」 denotes, read from its images alone, so that
// tests of the name table do not depend on it.
inline std::optional<Hexagram> hexagramFromImages(const QString& name)
{
    static const QString pureTrigrams = QStringLiteral("坤震坎兌艮離巽乾");
    if (name.size() >= 3 && name[1] == QChar(u'為')) {
        const auto i = pureTrigrams.indexOf(name[0]);
        if (i < 0) return std::nullopt;
        const Trigram t = trigramFromBits(int(i));
        return trigramOfImage(name[2]) == t ? std::optional<Hexagram>(Hexagram(t, t)) : std::nullopt;
    }
    if (name.size() < 3) return std::nullopt;
    const auto upper = trigramOfImage(name[0]), lower = trigramOfImage(name[1]);
    if (!upper || !lower) return std::nullopt;
    return Hexagram(*lower, *upper);
}

} // namespace najia::test
