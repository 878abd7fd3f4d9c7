#include "base/json/json_fields.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonValue>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

// The value as it stood in the file, short: `0`, `"x"`, `[…]`.
QString shown(const QJsonValue& v)
{
    if (v.isString()) return u'"' + v.toString().left(40) + u'"';
    if (v.isDouble()) return QString::number(v.toDouble(), 'g', 17);
    if (v.isBool()) return v.toBool() ? u"true"_s : u"false"_s;
    if (v.isNull()) return u"null"_s;
    if (v.isArray()) return u"an array"_s;
    return u"an object"_s;
}

} // namespace

JsonFields::JsonFields(const QJsonObject& object, QString path, QStringList* warnings)
    : object_(object), path_(std::move(path)), warnings_(warnings)
{
}

Error JsonFields::wrong(const QString& key, const QString& expected) const
{
    return Error{QString(u"\""_s + name(key) + u"\" must be "_s + expected + u"; got "_s + shown(object_.value(key))).toStdString()};
}

bool JsonFields::absent(const QString& key, Nullable nullable)
{
    asked_.insert(key);
    const QJsonValue v = object_.value(key);
    return v.isUndefined() || (v.isNull() && nullable == Nullable::Yes);
}

Result<std::optional<QString>> JsonFields::string(const QString& key, Nullable nullable)
{
    if (absent(key, nullable)) return std::optional<QString>();
    const QJsonValue v = object_.value(key);
    if (!v.isString()) return wrong(key, u"a string"_s);
    return std::optional<QString>(v.toString());
}

Result<std::optional<QString>> JsonFields::word(const QString& key, const QStringList& choices)
{
    if (absent(key, Nullable::No)) return std::optional<QString>();
    const QJsonValue v = object_.value(key);
    if (v.isString() && choices.contains(v.toString())) return std::optional<QString>(v.toString());
    QStringList quoted;
    for (const QString& c : choices) quoted << u'"' + c + u'"';
    return wrong(key, u"one of "_s + quoted.join(u", "_s));
}

Result<std::optional<double>> JsonFields::number(const QString& key, double min, double max, Nullable nullable)
{
    if (absent(key, nullable)) return std::optional<double>();
    const QJsonValue v = object_.value(key);
    const double d = v.toDouble();
    if (!v.isDouble() || !std::isfinite(d) || d < min || d > max)
        return wrong(key, u"a number from %1 to %2"_s.arg(min).arg(max));
    return std::optional<double>(d);
}

Result<std::optional<qint64>> JsonFields::integer(const QString& key, qint64 min, qint64 max, Nullable nullable)
{
    if (absent(key, nullable)) return std::optional<qint64>();
    const QJsonValue v = object_.value(key);
    const double d = v.toDouble();
    // Compared as doubles first: 9e18 or -9223372036854775808 must not reach an integer conversion.
    if (!v.isDouble() || d != std::floor(d) || d < double(min) || d > double(max))
        return wrong(key, u"a whole number from %1 to %2"_s.arg(min).arg(max));
    return std::optional<qint64>(static_cast<qint64>(d));
}

Result<std::optional<bool>> JsonFields::boolean(const QString& key)
{
    if (absent(key, Nullable::No)) return std::optional<bool>();
    const QJsonValue v = object_.value(key);
    if (!v.isBool()) return wrong(key, u"true or false"_s);
    return std::optional<bool>(v.toBool());
}

Result<std::optional<QJsonObject>> JsonFields::object(const QString& key, Nullable nullable)
{
    if (absent(key, nullable)) return std::optional<QJsonObject>();
    const QJsonValue v = object_.value(key);
    if (!v.isObject()) return wrong(key, u"an object"_s);
    return std::optional<QJsonObject>(v.toObject());
}

Result<std::optional<QJsonArray>> JsonFields::array(const QString& key)
{
    if (absent(key, Nullable::No)) return std::optional<QJsonArray>();
    const QJsonValue v = object_.value(key);
    if (!v.isArray()) return wrong(key, u"an array"_s);
    return std::optional<QJsonArray>(v.toArray());
}

void JsonFields::finish()
{
    if (!warnings_) return;
    for (auto it = object_.begin(); it != object_.end(); ++it)
        if (!asked_.contains(it.key()))
            // Translated where a translator is installed (the app's Open); the CLI stays English.
            *warnings_ << QCoreApplication::translate("ChartFile", "unknown key \"%1\" ignored").arg(name(it.key()));
}

} // namespace najia::base
