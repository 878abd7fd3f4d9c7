#include "base/json/json_rpc.h"

#include <QJsonDocument>
#include <QJsonParseError>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

std::variant<RpcMessage, RpcError> parseRpcMessage(const QByteArray& line)
{
    QJsonParseError e{};
    const QJsonDocument doc = QJsonDocument::fromJson(line, &e);
    if (e.error != QJsonParseError::NoError) return RpcError{QJsonValue::Null, kParseError, u"not JSON: "_s + e.errorString()};
    if (doc.isArray()) return RpcError{QJsonValue::Null, kInvalidRequest, u"batches are not supported"_s};
    const QJsonObject o = doc.object();
    const QJsonValue id = o.value(u"id"_s);
    if (!id.isUndefined() && !id.isString() && !id.isDouble())
        return RpcError{QJsonValue::Null, kInvalidRequest, u"\"id\" must be a string or a number"_s};
    const QJsonValue answerTo = id.isUndefined() ? QJsonValue(QJsonValue::Null) : id;
    if (o.value(u"jsonrpc"_s) != u"2.0"_s) return RpcError{answerTo, kInvalidRequest, u"\"jsonrpc\" must be \"2.0\""_s};
    if (!o.value(u"method"_s).isString()) return RpcError{answerTo, kInvalidRequest, u"\"method\" must be a string"_s};
    const QJsonValue params = o.value(u"params"_s);
    if (!params.isUndefined() && !params.isObject())
        return RpcError{answerTo, kInvalidParams, u"\"params\" must be an object"_s};
    return RpcMessage{id, o.value(u"method"_s).toString(), params.toObject()};
}

namespace {
QByteArray line(QJsonObject o)
{
    o.insert(u"jsonrpc"_s, u"2.0"_s);
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}
} // namespace

QByteArray rpcResult(const QJsonValue& id, const QJsonObject& result)
{
    return line({{u"id"_s, id}, {u"result"_s, result}});
}

QByteArray rpcError(const RpcError& error)
{
    return line({{u"id"_s, error.id}, {u"error"_s, QJsonObject{{u"code"_s, error.code}, {u"message"_s, error.message}}}});
}

} // namespace najia::base
