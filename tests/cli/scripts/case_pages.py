#!/usr/bin/env python3
"""Markdown and HTML of a case (issue 40), read by real renderers: the Markdown through cmark-gfm (the
CommonMark reference with GitHub's table extension, as forums and note apps render it), the HTML
through headless Chromium's DOM. 同人之離 on 申月 戊辰日 for a husband's illness: the table has the
six lines, 上爻 first, with 世 and 用 on 官鬼己亥水 (line 3), the reading follows; the simplified page
holds no traditional form of what it shows. Exit 77 (skipped) when a renderer is missing.
Usage: case_pages.py NAJIA_CLI"""
import html.parser
import shutil
import subprocess
import sys
import tempfile

CLI = sys.argv[1]
ARGS = ["read", "--lines", "787797", "--pillars", "申月 戊辰日", "--category", "illness", "--subject", "husband"]
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)


class Tables(html.parser.HTMLParser):
    """The rows of every table, cell texts; and the page's text."""
    def __init__(self):
        super().__init__()
        self.rows, self.cell, self.text = [], None, []

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self.cell = ""

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.cell is not None:
            self.rows[-1].append(self.cell.strip())
            self.cell = None

    def handle_data(self, data):
        self.text.append(data)
        if self.cell is not None:
            self.cell += data


def page(fmt, script):
    return subprocess.run([CLI, *ARGS, "--format", fmt, "--script", script], capture_output=True, text=True, check=True).stdout


def check_table(rows, what):
    check(len(rows) == 7 and all(len(r) == 8 for r in rows), f"{what}: a header and six lines of eight cells: {rows}")
    if len(rows) == 7:
        third = rows[4]  # 上爻 first: line 3 is the fourth row under the header
        check(third[2] == "官鬼己亥水" and third[4] == "世" and "用" in third[5], f"{what}: line 3 {third}")
        check(rows[2][6].startswith("月") and rows[2][7].startswith("子孫己未土"), f"{what}: line 5 moves to 子孫己未土 {rows[2]}")


if not shutil.which("cmark-gfm") or not shutil.which("chromium"):
    print("cmark-gfm or chromium is not installed")
    sys.exit(77)

md = page("markdown", "traditional")
rendered = subprocess.run(["cmark-gfm", "-e", "table"], input=md, capture_output=True, text=True, check=True).stdout
t = Tables()
t.feed(rendered)
check_table(t.rows, "markdown")
check("斷卦" in "".join(t.text) and "卜筮正宗" in "".join(t.text), "markdown: the reading with its citation")

with tempfile.TemporaryDirectory() as d:
    for script in ("traditional", "simplified"):
        path = f"{d}/case-{script}.html"
        with open(path, "w", encoding="utf-8") as f:
            f.write(page("html", script))
        dom = subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--dump-dom", "file://" + path],
                             capture_output=True, text=True, timeout=120).stdout
        t = Tables()
        t.feed(dom)
        if script == "traditional":
            check_table(t.rows, "html")
        else:
            shown = "".join(t.text)
            check("官鬼己亥水" in shown and "离为火" in shown, "html simplified: the chart in 简体")
            check(not any(c in shown for c in "離為斷讀陽陰歸"), "html simplified: no 繁體 form")
        check('lang="zh-' in dom, f"html {script}: the page's language")

for f in failures:
    print("FAIL:", f)
sys.exit(1 if failures else 0)
