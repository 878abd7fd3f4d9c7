// najia-cli mcp: a Model Context Protocol server on stdin/stdout (JSON-RPC 2.0, one message to a
// line), so that an AI assistant computes charts with this engine instead of inventing them. The
// tools are najia-cli's commands (cli/mcp_tools.h); the casebook is read-only unless --allow-write.
#include "base/json/json_rpc.h"
#include "cli/commands.h"
#include "cli/mcp_tools.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>

#include <cstdio>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

// The protocol revisions this server speaks, newest first (modelcontextprotocol.io/specification).
const QStringList kRevisions = {u"2025-11-25"_s, u"2025-06-18"_s, u"2025-03-26"_s};
// A message longer than this is refused: a chart's text is a few hundred bytes.
constexpr qint64 kMaxMessageBytes = 1 << 20;

QJsonObject initializeResult(const QJsonObject& params)
{
    // The client's revision if this server speaks it, else the newest this server speaks.
    const QString asked = params.value(u"protocolVersion"_s).toString();
    return {{u"protocolVersion"_s, kRevisions.contains(asked) ? asked : kRevisions.front()},
            {u"capabilities"_s, QJsonObject{{u"tools"_s, QJsonObject{{u"listChanged"_s, false}}}}},
            {u"serverInfo"_s, QJsonObject{{u"name"_s, u"najia"_s}, {u"version"_s, QCoreApplication::applicationVersion()}}},
            {u"instructions"_s, u"Najia computes 六爻 (Najia I Ching) charts exactly: use chart or read with the line "
                                "values and the pillars (or a civil time) rather than working a chart out yourself; "
                                "parse reads a chart written as text."_s}};
}

// The answer to one message; empty for a notification.
QByteArray answer(const QByteArray& line, const cli::McpOptions& options)
{
    const auto parsed = base::parseRpcMessage(line);
    if (const auto* e = std::get_if<base::RpcError>(&parsed)) return base::rpcError(*e);
    const auto& m = std::get<base::RpcMessage>(parsed);
    if (m.isNotification()) return {};  // notifications/initialized, notifications/cancelled …
    if (m.method == u"initialize"_s) return base::rpcResult(m.id, initializeResult(m.params));
    if (m.method == u"ping"_s) return base::rpcResult(m.id, {});
    if (m.method == u"tools/list"_s) return base::rpcResult(m.id, {{u"tools"_s, cli::mcpToolList(options)}});
    if (m.method == u"tools/call"_s) {
        if (!m.params.value(u"name"_s).isString())
            return base::rpcError({m.id, base::kInvalidParams, u"tools/call needs \"name\""_s});
        const QJsonValue arguments = m.params.value(u"arguments"_s);
        if (!arguments.isUndefined() && !arguments.isObject())
            return base::rpcError({m.id, base::kInvalidParams, u"\"arguments\" must be an object"_s});
        const auto call = cli::mcpCallTool(m.params.value(u"name"_s).toString(), arguments.toObject(), options);
        if (call.result) return base::rpcResult(m.id, *call.result);
        return base::rpcError({m.id, call.errorCode, call.errorMessage});
    }
    return base::rpcError({m.id, base::kMethodNotFound, u"no method \"%1\""_s.arg(m.method.left(80))});
}

} // namespace

int runMcp(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(u"Serve najia-cli's commands to an AI assistant: the Model Context Protocol over "
                                "stdin/stdout (JSON-RPC 2.0, one message a line). See README.md, \"MCP server\"."_s);
    p.addHelpOption();
    p.addOptions({
        {u"db"_s, u"The casebook the casebook tools read (default: the app's)."_s, u"file"_s},
        {u"allow-write"_s, u"Offer case_settle, which writes to the casebook (read-only otherwise)."_s},
    });
    if (const auto stop = preamble(p, args, "mcp")) return *stop;
    const cli::McpOptions options{p.value(u"db"_s), p.isSet(u"allow-write"_s)};
    QFile in, out;
    if (!in.open(stdin, QIODevice::ReadOnly) || !out.open(stdout, QIODevice::WriteOnly))
        return failure("mcp", u"cannot open stdin and stdout"_s);
    while (true) {
        QByteArray line = in.readLine(kMaxMessageBytes + 1);
        if (line.isEmpty() && in.atEnd()) break;
        if (line.size() > kMaxMessageBytes && !line.endsWith('\n')) {
            // Skip the rest of an overlong message, then say so.
            while (!in.atEnd() && !in.readLine(kMaxMessageBytes).endsWith('\n')) {}
            line = {};
            if (out.write(base::rpcError({QJsonValue::Null, base::kInvalidRequest, u"a message longer than 1 MiB"_s})) < 0) break;
            out.flush();
            continue;
        }
        if (line.trimmed().isEmpty()) continue;
        const QByteArray reply = answer(line, options);
        if (reply.isEmpty()) continue;
        if (out.write(reply) != reply.size() || !out.flush()) return failure("mcp", u"cannot write to stdout"_s);
    }
    return 0;
}
