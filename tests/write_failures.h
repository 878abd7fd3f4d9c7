// Ways a write fails, made on purpose: a file-size limit stands in for a full disk (the kernel
// refuses the bytes past it with EFBIG, as it refuses them with ENOSPC on a full disk), plus a
// missing directory, a read-only directory or file, and a directory where the file should go.
#pragma once

#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

// For its lifetime, files this process writes stop at `bytes` (soft RLIMIT_FSIZE, SIGXFSZ
// ignored so that write() fails instead of killing the test). The soft limit is raised back after.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &saved_);
        oldHandler_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit lowered = saved_;
        lowered.rlim_cur = bytes;
        ok_ = setrlimit(RLIMIT_FSIZE, &lowered) == 0;
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, oldHandler_);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool active() const { return ok_; }

private:
    rlimit saved_{};
    void (*oldHandler_)(int) = nullptr;
    bool ok_ = false;
};

// Why permission bits would not stop this process's writes, or empty when they do. Root (or a
// process with CAP_DAC_OVERRIDE, or a file system that ignores modes) writes through a read-only
// file or directory, so a test that needs one to fail must skip, naming why, rather than pass.
// Tried rather than guessed from the user id: a read-only directory and file are made and written.
inline QString permissionBitsIgnored()
{
    QTemporaryDir probe;
    if (!probe.isValid()) return QStringLiteral("no temporary directory to probe permissions in");
    const QString file = probe.filePath(QStringLiteral("read-only"));
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly)) return QStringLiteral("cannot create a probe file");
    f.close();
    QFile::setPermissions(file, QFile::ReadOwner);
    QFile::setPermissions(probe.path(), QFile::ReadOwner | QFile::ExeOwner);
    QString why;
    if (QFile again(file); again.open(QIODevice::WriteOnly | QIODevice::Append))
        why = QStringLiteral("a read-only file was opened for writing (euid %1): permission bits do not apply").arg(geteuid());
    else if (QFile inside(probe.filePath(QStringLiteral("new"))); inside.open(QIODevice::WriteOnly))
        why = QStringLiteral("a file was created in a read-only directory (euid %1): permission bits do not apply").arg(geteuid());
    QFile::setPermissions(probe.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return why;
}

// How a target is made to fail; each leaves a good file (`good`) where one can be.
enum class WriteFailure { FileSizeLimit, MissingDirectory, TargetIsDirectory, ReadOnlyDirectory, ReadOnlyFile };

// The names in `dir` other than `keep`: a failed write must leave no temporary file behind.
inline QStringList strayFiles(const QString& dir, const QString& keep)
{
    QStringList names = QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    names.removeAll(keep);
    return names;
}
