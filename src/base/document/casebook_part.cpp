#include "base/document/casebook_part.h"

#include "base/json/json_fields.h"

#include <QDate>
#include <QDateTime>
#include <QRegularExpression>

#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

constexpr qint64 kMaxId = 9'007'199'254'740'991;  // 2^53 − 1: every JSON number reader holds it exactly

Error missing(const JsonFields& f, const QString& key) { return Error{"\"" + f.name(key).toStdString() + "\" is missing"}; }

// A string that must be there and match `valid`, described as `expected` when it does not.
Result<bool> text(JsonFields& f, const QString& key, const std::function<bool(const QString&)>& valid, const QString& expected)
{
    const auto v = f.string(key);
    if (!v) return v.failure();
    if (!*v) return missing(f, key);
    if (!valid(**v)) return f.wrong(key, expected);
    return true;
}

bool isDate(const QString& s) { return s.size() == 10 && QDate::fromString(s, Qt::ISODate).isValid(); }

// One sealed judgment (casebook_seals.h, sealJson): every key present, of its type and range.
Result<bool> checkSeal(const QJsonValue& value, const QString& path, QStringList* warnings)
{
    if (!value.isObject()) return Error{"\"" + path.toStdString() + "\" must be an object"};
    JsonFields f(value.toObject(), path, warnings);
    for (const auto& [key, min, max] : {std::tuple{u"id"_s, qint64(1), kMaxId}, {u"case"_s, qint64(1), kMaxId},
                                        {u"confidence"_s, qint64(50), qint64(99)}}) {
        const auto n = f.integer(key, min, max);
        if (!n) return n.failure();
        if (!*n) return missing(f, key);
    }
    static const QRegularExpression hash(u"^[0-9a-f]{64}$"_s);
    const auto any = [](const QString&) { return true; };
    if (auto r = text(f, u"sealed_at"_s, [](const QString& s) { return QDateTime::fromString(s, Qt::ISODateWithMs).isValid(); },
                      u"a UTC time, ISO 8601"_s);
        !r)
        return r;
    if (auto r = text(f, u"verdict"_s, [](const QString& s) { return s == u"favourable"_s || s == u"unfavourable"_s; },
                      u"\"favourable\" or \"unfavourable\""_s);
        !r)
        return r;
    if (auto r = text(f, u"note"_s, any, u"a string"_s); !r) return r;
    if (auto r = text(f, u"hash"_s, [](const QString& s) { return hash.match(s).hasMatch(); }, u"64 hexadecimal digits"_s); !r)
        return r;
    if (auto r = text(f, u"previous"_s, [](const QString& s) { return s.isEmpty() || hash.match(s).hasMatch(); },
                      u"64 hexadecimal digits, or \"\" for the first seal"_s);
        !r)
        return r;
    for (const QString& key : {u"window_from"_s, u"window_to"_s, u"amends"_s})
        if (!value.toObject().contains(key)) return missing(f, key);
    for (const QString& key : {u"window_from"_s, u"window_to"_s}) {
        const auto d = f.string(key, Nullable::Yes);
        if (!d) return d.failure();
        if (*d && !isDate(**d)) return f.wrong(key, u"a date YYYY-MM-DD or null"_s);
    }
    if (const auto amends = f.integer(u"amends"_s, 1, kMaxId, Nullable::Yes); !amends) return amends.failure();
    f.finish();
    return true;
}

} // namespace

Result<bool> checkCasebookPart(const QJsonObject& part, QStringList* warnings)
{
    JsonFields f(part, u"casebook"_s, warnings);
    if (const auto id = f.integer(u"case"_s, 1, kMaxId); !id) return id.failure();
    if (const auto follows = f.integer(u"follows"_s, 1, kMaxId, Nullable::Yes); !follows) return follows.failure();
    const auto seals = f.array(u"seals"_s);
    if (!seals) return seals.failure();
    for (qsizetype i = 0; *seals && i < (*seals)->size(); ++i)
        if (auto r = checkSeal((*seals)->at(i), u"casebook.seals[%1]"_s.arg(i), warnings); !r) return r;
    f.finish();
    return true;
}

} // namespace najia::base
