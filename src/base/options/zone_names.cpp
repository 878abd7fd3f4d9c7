#include "base/options/zone_names.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

// Where Qt's own zone backend reads the database (qtimezoneprivate_tz.cpp), in its order.
constexpr const char* kZoneDirs[] = {"/usr/share/zoneinfo/", "/usr/lib/zoneinfo/"};

// The longest IANA name is 32 characters ("America/Argentina/ComodRivadavia").
constexpr qsizetype kMaxNameChars = 64;

// The names the database defines: its zones ("Z NAME …") and links ("L TARGET NAME") in
// tzdata.zi, the whole database in one file (Debian and most distributions ship it). Empty when
// there is none.
QSet<QString> readDatabaseNames()
{
    for (const char* dir : kZoneDirs) {
        QFile f(QString::fromLatin1(dir) + u"tzdata.zi"_s);
        if (!f.open(QIODevice::ReadOnly)) continue;
        QSet<QString> names;
        for (const QByteArray& line : f.readAll().split('\n')) {
            const QList<QByteArray> fields = line.simplified().split(' ');
            if (fields.size() >= 2 && fields[0] == "Z") names.insert(QString::fromLatin1(fields[1]));
            else if (fields.size() >= 3 && fields[0] == "L") names.insert(QString::fromLatin1(fields[2]));
        }
        return names;
    }
    return {};
}

// Without tzdata.zi: a name is the database's when its file there is a regular TZif file (a
// symlink to one counts), the POSIX and leap-second copies ("posix/…", "right/…") aside.
bool isDatabaseFile(const QString& name)
{
    if (name.startsWith(u"posix/"_s) || name.startsWith(u"right/"_s) || name == u"posixrules"_s || name == u"localtime"_s)
        return false;
    for (const char* dir : kZoneDirs) {
        QFile f(QString::fromLatin1(dir) + name);
        // Not a FIFO or device: opening one could block; the grammar already keeps out "..".
        if (f.exists() && QFileInfo(f).isFile() && f.open(QIODevice::ReadOnly)) return f.read(4) == "TZif";
    }
    return false;
}

bool inDatabase(const QString& name)
{
    // Components of letters, digits, '_', '-' and '+', none starting with '.': no path can leave
    // the database ("..", "/etc/…"), whatever the lookup below.
    static const QRegularExpression grammar(u"^[A-Za-z0-9_+-]+(/[A-Za-z0-9_+-]+)*$"_s);
    if (name.size() > kMaxNameChars || !grammar.match(name).hasMatch()) return false;
    static const QSet<QString> names = readDatabaseNames();
    return names.isEmpty() ? isDatabaseFile(name) : names.contains(name);
}

// "UTC+08:00" within ±14:00, as QTimeZone(seconds).id() writes a fixed offset.
bool isFixedOffset(const QString& name)
{
    static const QRegularExpression re(u"^UTC[+-](\\d\\d):(\\d\\d)$"_s);
    const auto m = re.match(name);
    if (!m.hasMatch()) return false;
    const int h = m.captured(1).toInt(), min = m.captured(2).toInt();
    return min < 60 && h * 60 + min <= 14 * 60;
}

} // namespace

std::optional<QTimeZone> zoneNamed(const QString& name)
{
    if (!inDatabase(name) && !isFixedOffset(name)) return std::nullopt;
    QTimeZone zone(name.toLatin1());
    if (!zone.isValid()) return std::nullopt;
    return zone;
}

} // namespace najia::base
