// Reads the tab-separated tables in tests/data: '#' lines are comments, the first other line
// names the columns.
#pragma once

#include <QFile>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

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

} // namespace najia::test
