// Reading a JSON object strictly, key by key: each value's type and range is checked and a wrong
// one is an error naming the key by its path ("settings.day_boundary") and what it must be; a key
// the reader never asks for is a warning, not silence. A missing key is "absent": the caller decides
// whether that means a default or an error. Null is absent only where the schema allows it
// (docs/chart-file.schema.json: "moment", the pillars, "true_solar_longitude"); elsewhere it is wrong.
#pragma once

#include "engine/result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace najia::base {

// Whether null stands for an absent value (the schema's ["…", "null"]) or is refused.
enum class Nullable : std::uint8_t { No, Yes };

class JsonFields {
public:
    // `path` is the object's own path ("" for the top, "settings", "cast.provenance").
    JsonFields(const QJsonObject& object, QString path, QStringList* warnings);

    Result<std::optional<QString>> string(const QString& key, Nullable nullable = Nullable::No);
    // One of `choices`, spelled exactly.
    Result<std::optional<QString>> word(const QString& key, const QStringList& choices);
    // A finite number in [min, max].
    Result<std::optional<double>> number(const QString& key, double min, double max, Nullable nullable = Nullable::No);
    // A whole number in [min, max].
    Result<std::optional<qint64>> integer(const QString& key, qint64 min, qint64 max, Nullable nullable = Nullable::No);
    Result<std::optional<bool>> boolean(const QString& key);
    Result<std::optional<QJsonObject>> object(const QString& key, Nullable nullable = Nullable::No);
    Result<std::optional<QJsonArray>> array(const QString& key);
    // A key whose value is read elsewhere (or ignored on purpose, like the computed "chart").
    void skip(const QString& key) { asked_.insert(key); }
    // Warns once for each key never asked for.
    void finish();

    QString name(const QString& key) const { return path_.isEmpty() ? key : path_ + u'.' + key; }
    Error wrong(const QString& key, const QString& expected) const;

private:
    // Marks `key` asked; whether its value is absent (missing, or a null the key allows). A null it
    // does not allow is not absent: the caller's type check then refuses it.
    bool absent(const QString& key, Nullable nullable);

    QJsonObject object_;
    QString path_;
    QStringList* warnings_;
    QSet<QString> asked_;
};

} // namespace najia::base
