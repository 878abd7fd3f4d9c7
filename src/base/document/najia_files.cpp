#include "base/document/najia_files.h"

#include <QDirIterator>
#include <QFileInfo>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

QStringList najiaFilesUnder(const QStringList& paths, QStringList& missing)
{
    QStringList files;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            QStringList found;
            QDirIterator it(path, {u"*.najia"_s}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) found << it.next();
            found.sort();
            files += found;
        } else if (info.exists()) {
            files << path;  // a FIFO or a device too: the reader refuses it by what it is
        } else {
            missing << path;
        }
    }
    return files;
}

} // namespace najia::base
