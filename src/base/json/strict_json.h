// JSON as RFC 8259 writes it, checked before Qt parses it: Qt's parser takes what the RFC does not
// ("\x41" read as "x41", a duplicate key whose last value wins, invalid UTF-8 replaced), so a file
// that another program would read differently could open here without a word (issue 37, item 7).
#pragma once

#include "engine/result.h"

#include <QByteArrayView>
#include <QJsonDocument>
#include <QString>

#include <optional>

namespace najia::base {

// Objects and arrays nested deeper than this are refused (Qt's own limit is higher; no file of ours
// comes near it).
inline constexpr int kJsonMaxDepth = 128;

struct JsonProblem {
    qsizetype offset = 0;  // the byte where the text stops being RFC 8259 JSON
    QString reason;        // "duplicate key \"question\"", "invalid escape \\x" …
};

// The first place where `bytes` is not one JSON text of RFC 8259: grammar, escapes, control
// characters and UTF-8 inside strings, numbers, duplicate keys in one object, depth. A UTF-8 byte
// order mark at the start is allowed (RFC 8259 §8.1: a parser may ignore it).
std::optional<JsonProblem> strictJsonProblem(QByteArrayView bytes);

// The document, after strictJsonProblem found nothing: an error "not valid JSON (REASON at byte N)".
Result<QJsonDocument> parseStrictJson(QByteArrayView bytes);

} // namespace najia::base
