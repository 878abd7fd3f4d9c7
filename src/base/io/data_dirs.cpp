#include "base/io/data_dirs.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

QStringList dataDirs(const QString& sub)
{
    QStringList dirs;
    const QDir beside(QCoreApplication::applicationDirPath() + u'/' + QStringLiteral(NAJIA_DATA_RELDIR) + u'/' + sub);
    if (beside.exists()) dirs << beside.canonicalPath();
    const QStringList xdg =
        QStandardPaths::locateAll(QStandardPaths::GenericDataLocation, u"najia/"_s + sub, QStandardPaths::LocateDirectory);
    for (const QString& d : xdg) {
        const QString path = QDir(d).canonicalPath();
        if (!dirs.contains(path)) dirs << path;
    }
    return dirs;
}

} // namespace najia::base
