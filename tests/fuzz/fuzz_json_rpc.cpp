// libFuzzer target: one line of JSON-RPC 2.0 as `najia-cli mcp` reads it (base/json/json_rpc.h).
// Whatever the bytes, the line is a message or an error with a JSON-RPC code, and the answer written
// for an error is one line of JSON.
#include "fuzz_require.h"
#include "base/json/json_rpc.h"

#include <QJsonDocument>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray line(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const auto parsed = najia::base::parseRpcMessage(line);
    if (const auto* e = std::get_if<najia::base::RpcError>(&parsed)) {
        FUZZ_REQUIRE(e->code <= -32600 && e->code >= -32700);
        const QByteArray reply = najia::base::rpcError(*e);
        FUZZ_REQUIRE(reply.endsWith('\n') && reply.count('\n') == 1);
        FUZZ_REQUIRE(QJsonDocument::fromJson(reply).isObject());
    } else {
        FUZZ_REQUIRE(!std::get<najia::base::RpcMessage>(parsed).method.isNull());
    }
    return 0;
}
