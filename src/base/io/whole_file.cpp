#include "base/io/whole_file.h"

#include "base/wording/message_text.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

Error cannot(const char* verb, const QString& path, const QString& why)
{
    return Error{"cannot " + std::string(verb) + " " + quoted(path).toStdString() + ": " + why.toStdString()};
}

QString systemError(int error) { return QString::fromLocal8Bit(std::strerror(error)); }

Result<QByteArray> readAllOf(QFile& f, const QString& path, qint64 limit)
{
    // One byte past the limit tells a file at the limit from a longer one (or an endless pipe).
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

// What a file that is not regular is, in words.
QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode)) return u"it is a directory"_s;
    if (S_ISFIFO(mode)) return u"it is a FIFO"_s;
    if (S_ISCHR(mode)) return u"it is a character device"_s;
    if (S_ISBLK(mode)) return u"it is a block device"_s;
    if (S_ISSOCK(mode)) return u"it is a socket"_s;
    return u"it is not a regular file"_s;
}

// Writes to a character device or FIFO as a stream. O_NONBLOCK on open: a FIFO without a reader
// is refused (ENXIO) instead of waited on; the writes themselves then block as usual.
Result<bool> writeStream(const QString& path, const QByteArray& data)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return cannot("write", path, errno == ENXIO ? u"it is a FIFO that nobody reads"_s : systemError(errno));
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !(S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))) {  // swapped since
        ::close(fd);
        return cannot("write", path, u"it changed while being opened"_s);
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    for (qsizetype at = 0; at < data.size();) {
        const ssize_t n = ::write(fd, data.constData() + at, std::size_t(data.size() - at));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            const int error = n < 0 ? errno : EIO;
            ::close(fd);
            return cannot("write", path, systemError(error));
        }
        at += n;
    }
    if (::close(fd) != 0 && errno != EINTR) return cannot("write", path, systemError(errno));
    return true;
}

} // namespace

Result<bool> writeWholeFile(const QString& path, const QByteArray& data)
{
    if (path.isEmpty()) return Error{"cannot write: no file name given"};
    // What is there now, through symlinks: a regular file (or nothing) is replaced; a device or
    // FIFO takes the bytes as a stream; anything else is refused.
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) == 0) {
        if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) return writeStream(path, data);
        if (!S_ISREG(st.st_mode)) return cannot("write", path, kindOf(st.st_mode));
    }
    // QSaveFile writes beside the file a symlink points to and replaces that file, the link kept.
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return cannot("write", path, f.errorString());
    // A short write (full disk, file-size limit) must not reach commit(): the old file would go.
    errno = 0;
    if (f.write(data) != data.size() || !f.flush()) {
        // Qt says "Unknown error" for EFBIG; the system's own words name the cause.
        const QString why = errno != 0 ? systemError(errno) : f.errorString();
        f.cancelWriting();
        return cannot("write", path, why);
    }
    if (!f.commit()) return cannot("write", path, f.errorString());
    return true;
}

Result<QByteArray> readWholeFile(const QString& path, qint64 limit)
{
    if (path.isEmpty()) return Error{"cannot read: no file name given"};
    // Opened without waiting (a FIFO would block until some writer came), then checked on the
    // open file itself, so that nothing swapped in between is read.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return cannot("read", path, systemError(errno));
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const QString why = S_ISREG(st.st_mode) ? systemError(errno) : kindOf(st.st_mode);
        ::close(fd);
        return cannot("read", path, why);
    }
    if (st.st_size > limit) {
        ::close(fd);
        return cannot("read", path, u"larger than %1 MiB"_s.arg(limit / (1024 * 1024)));
    }
    QFile f;
    if (!f.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return cannot("read", path, f.errorString());
    }
    return readAllOf(f, path, limit);
}

Result<QByteArray> readStandardInput(qint64 limit)
{
    QFile f;
    if (!f.open(stdin, QIODevice::ReadOnly)) return Error{"cannot read standard input: " + f.errorString().toStdString()};
    return readAllOf(f, u"standard input"_s, limit);
}

} // namespace najia::base
