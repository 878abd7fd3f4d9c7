// JSON-RPC 2.0 messages one to a line, as the Model Context Protocol's stdio transport carries them
// (najia-cli mcp): a request or notification read, or the error to answer it with; answers written.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <variant>

namespace najia::base {

// The error codes of JSON-RPC 2.0.
enum RpcCode { kParseError = -32700, kInvalidRequest = -32600, kMethodNotFound = -32601, kInvalidParams = -32602 };

struct RpcMessage {
    QJsonValue id;  // a string or a number; undefined for a notification
    QString method;
    QJsonObject params;
    bool isNotification() const { return id.isUndefined(); }
};
struct RpcError {
    QJsonValue id;  // null when the message's id could not be read
    int code;
    QString message;
};

// One line: a request or a notification, or the error it earns (a malformed line, a batch, a
// message without "jsonrpc": "2.0" or a method, params that are not an object).
std::variant<RpcMessage, RpcError> parseRpcMessage(const QByteArray& line);

// The answer lines, compact and ending in '\n'.
QByteArray rpcResult(const QJsonValue& id, const QJsonObject& result);
QByteArray rpcError(const RpcError& error);

} // namespace najia::base
