#!/usr/bin/env python3
"""An MCP client over a pipe (issue 40): starts `najia-cli mcp`, speaks JSON-RPC 2.0 one message a line,
and checks the handshake, the tool list and its schemas, calls in compact and full detail, the errors
(bad input with the CLI's own message, an unknown tool, an unknown method, a line that is not JSON, a
batch), that a notification gets no answer, and that the casebook is written only with --allow-write.
Usage: mcp_client.py NAJIA_CLI"""
import json
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)


class Server:
    def __init__(self, *extra):
        self.p = subprocess.Popen([CLI, "mcp", *extra], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.next = 0

    def send(self, message):
        self.p.stdin.write((message if isinstance(message, str) else json.dumps(message, ensure_ascii=False)) + "\n")
        self.p.stdin.flush()

    def answer(self):
        return json.loads(self.p.stdout.readline())

    def request(self, method, params=None):
        self.next += 1
        m = {"jsonrpc": "2.0", "id": self.next, "method": method}
        if params is not None:
            m["params"] = params
        self.send(m)
        a = self.answer()
        check(a.get("id") == self.next and a.get("jsonrpc") == "2.0", f"{method}: answer to its id")
        return a

    def call(self, name, arguments):
        return self.request("tools/call", {"name": name, "arguments": arguments})

    def close(self):
        self.p.stdin.close()
        check(self.p.wait(timeout=30) == 0, "the server ends with status 0 at the end of its input")


s = Server()
init = s.request("initialize", {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}})
check(init["result"]["protocolVersion"] == "2025-11-25", "initialize: the client's revision")
check("tools" in init["result"]["capabilities"], "initialize: the tools capability")
s.send({"jsonrpc": "2.0", "method": "notifications/initialized"})  # no answer: the next answer is the ping's
check(s.request("ping")["result"] == {}, "ping")

tools = {t["name"]: t for t in s.request("tools/list")["result"]["tools"]}
expected = {"cast", "chart", "read", "parse", "shensha", "almanac", "handbook_search", "handbook_show",
            "cases_search", "case_show", "cases_stats"}
check(set(tools) == expected, f"tools/list: {sorted(tools)}")
for name, t in tools.items():
    check(t["inputSchema"]["type"] == "object" and t["outputSchema"]["type"] == "object", f"{name}: schemas")
    check("detail" in t["inputSchema"]["properties"], f"{name}: detail")
check(tools["chart"]["inputSchema"]["required"] == ["lines"], "chart: lines required")

# 同人之離 on 申月 戊辰日: compact is the sheet's text, full the chart's JSON.
compact = s.call("chart", {"lines": "787797", "pillars": "申月 戊辰日"})["result"]
check(not compact["isError"] and compact["content"][0]["text"].startswith("天火同人"), "chart compact: the sheet")
check(len(compact["content"][0]["text"]) < 1500, "chart compact: a few hundred tokens")
full = s.call("chart", {"lines": "787797", "pillars": "申月 戊辰日", "detail": "full", "script": "simplified"})["result"]
check(full["structuredContent"]["name"] == "天火同人" and full["structuredContent"]["xunkong"] == ["戌", "亥"], "chart full: JSON")
reading = s.call("read", {"lines": "787797", "pillars": "申月 戊辰日", "category": "illness", "subject": "husband", "detail": "full"})
check(reading["result"]["structuredContent"]["useful"]["relation"] == "官鬼", "read: 官鬼 for a husband's illness")
# The illness's age reaches the reading (najia-cli read --illness-age).
check(tools["read"]["inputSchema"]["properties"]["illness_age"]["enum"] == ["unstated", "recent", "long"], "read: illness_age")
aged = s.call("read", {"lines": "787797", "pillars": "申月 戊辰日", "category": "illness", "illness_age": "long", "detail": "full"})
check(aged["result"]["structuredContent"]["question"]["illness_age"] == "long", "read: the illness's age")
# 後時 reaches the reading (najia-cli read --decided): 易冒's examination of 萃, held in the next 孟夏.
later = s.call("read", {"lines": "888778", "pillars": "亥月 丙寅日", "category": "exam", "preset": "yimao", "decided": "巳月", "detail": "full"})
check(later["result"]["structuredContent"]["question"]["decided"] == "巳月", "read: decided")
check(later["result"]["structuredContent"]["strength"]["verdict"]["tendency"] == "favourable", "read: decided weighs the month")
parsed = s.call("parse", {"text": "申月戊辰日，占夫病，得同人之離", "detail": "full"})["result"]["structuredContent"]
check(parsed["lines"] == "787797" and parsed["category"] == "illness", "parse")

# Bad input: the CLI's own message, as an invalid-params error.
cli = subprocess.run([CLI, "chart", "--lines", "12"], capture_output=True, text=True)
bad = s.call("chart", {"lines": "12"})
check(bad.get("error", {}).get("code") == -32602 and bad["error"]["message"] == cli.stderr.strip(), "bad input: the CLI's message")
check(s.call("chart", {"lines": 787797}).get("error", {}).get("code") == -32602, "a number for a string")
check(s.call("chart", {"lines": "787797", "bogus": "1"}).get("error", {}).get("code") == -32602, "an unknown argument")
check(s.call("chart", {}).get("error", {}).get("code") == -32602, "a required argument missing")
check(s.call("no_such_tool", {}).get("error", {}).get("code") == -32602, "an unknown tool")
check(s.call("case_settle", {"id": 1}).get("error", {}).get("code") == -32602, "case_settle without --allow-write")
check(s.request("resources/list").get("error", {}).get("code") == -32601, "an unknown method")
s.send("this is not json")
check(s.answer()["error"]["code"] == -32700, "a line that is not JSON")
s.send('[{"jsonrpc": "2.0", "id": 99, "method": "ping"}]')
check(s.answer()["error"]["code"] == -32600, "a batch")
s.close()

with tempfile.TemporaryDirectory() as d:
    db = d + "/cases.casebook"
    fixture = __file__.rsplit("/cli/", 1)[0] + "/data/cases/guan.najia"
    check(subprocess.run([CLI, "cases", "import", "--db", db, fixture], capture_output=True).returncode == 0, "import a case")
    w = Server("--allow-write", "--db", db)
    w.request("initialize", {"protocolVersion": "2099-01-01", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}})
    names = {t["name"] for t in w.request("tools/list")["result"]["tools"]}
    check("case_settle" in names, "--allow-write offers case_settle")
    listed = w.call("cases_search", {"detail": "full"})
    check("result" in listed and len(listed["result"]["structuredContent"].get("items", [])) == 1, f"cases_search: {listed}")
    shown = w.call("case_show", {"id": 1})
    check("result" in shown and not shown["result"]["isError"], f"case_show: {shown}")
    w.close()

for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
