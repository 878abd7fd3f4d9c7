// The tools `najia-cli mcp` offers an AI assistant: each is one najia-cli command, run as a child
// process with the arguments its JSON input names, so that a tool computes exactly what the command
// does and fails with the command's own message. `detail` "compact" gives the command's text (the
// chart sheet, the reading: a few hundred tokens), "full" its JSON.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace najia::cli {

struct McpOptions {
    QString casebook;         // --db for the casebook tools; empty: the app's
    bool allowWrite = false;  // offer the tools that write to the casebook
};

// tools/list: every tool with its input and output JSON Schemas.
QJsonArray mcpToolList(const McpOptions& options);

// The outcome of tools/call: a result, or an error of the call itself (an unknown tool, arguments
// the schema or the command refuses — the command's own message).
struct McpCall {
    std::optional<QJsonObject> result;
    int errorCode = 0;
    QString errorMessage;
};
McpCall mcpCallTool(const QString& name, const QJsonObject& arguments, const McpOptions& options);

} // namespace najia::cli
