#include "whole_file.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

namespace najia::base {

namespace {

Error cannot(const char* verb, const QString& path, const QString& why)
{
    return Error{"cannot " + std::string(verb) + " " + path.toStdString() + ": " + why.toStdString()};
}

Result<QByteArray> readAllOf(QFile& f, const QString& path, qint64 limit)
{
    using namespace Qt::Literals::StringLiterals;
    // One byte past the limit tells a file at the limit from a longer one (or an endless device).
    // A pipe may hand over less than asked before its end: read until the end or past the limit.
    QByteArray bytes;
    while (bytes.size() <= limit) {
        const QByteArray chunk = f.read(limit + 1 - bytes.size());
        if (f.error() != QFileDevice::NoError) return cannot("read", path, f.errorString());
        if (chunk.isEmpty()) break;
        bytes += chunk;
    }
    if (bytes.size() > limit)
        return cannot("read", path, u"larger than %1 MiB"_s.arg(limit / (1024 * 1024)));
    return bytes;
}

} // namespace

Result<bool> writeWholeFile(const QString& path, const QByteArray& data)
{
    using namespace Qt::Literals::StringLiterals;
    if (QFileInfo(path).isDir()) return cannot("write", path, u"it is a directory"_s);
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return cannot("write", path, f.errorString());
    // A short write (full disk, file-size limit) must not reach commit(): the old file would go.
    errno = 0;
    if (f.write(data) != data.size() || !f.flush()) {
        // Qt says "Unknown error" for EFBIG; the system's own words name the cause.
        const QString why = errno != 0 ? QString::fromLocal8Bit(std::strerror(errno)) : f.errorString();
        f.cancelWriting();
        return cannot("write", path, why);
    }
    if (!f.commit()) return cannot("write", path, f.errorString());
    return true;
}

Result<QByteArray> readWholeFile(const QString& path, qint64 limit)
{
    using namespace Qt::Literals::StringLiterals;
    if (QFileInfo(path).isDir()) return cannot("read", path, u"it is a directory"_s);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return cannot("read", path, f.errorString());
    return readAllOf(f, path, limit);
}

Result<QByteArray> readStandardInput(qint64 limit)
{
    using namespace Qt::Literals::StringLiterals;
    QFile f;
    if (!f.open(stdin, QIODevice::ReadOnly)) return cannot("read", u"standard input"_s, f.errorString());
    return readAllOf(f, u"standard input"_s, limit);
}

} // namespace najia::base
