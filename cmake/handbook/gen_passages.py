#!/usr/bin/env python3
"""Generate src/engine/handbook/generated/passages_data.cpp from the five seed texts.

Usage: cmake/handbook/gen_passages.py SEEDS_DIR OUTPUT_CPP

The output is generated: never edit it by hand; rerun this script instead.

How each seed is split (tests/tst_handbook_passages.cpp checks the result against the seed files):
- 001 易隱 卷2, 002 易冒 卷4, 004 海底眼 卷2: line 1 is the title; after it the non-empty lines alternate
  a classical paragraph and a modern vernacular paraphrase of it (the paraphrase follows its paragraph).
  Every classical paragraph becomes one passage; the paraphrases are dropped, never carried.
- 000 卜筮正宗 with 虎易's notes: numbered headings 「二十四、三刑六害歌：」 open sections (lines before the
  first heading are the end of section 二十三, 天乙貴人). Within a section, runs of consecutive non-empty
  lines of one kind make a passage; kinds are the text, 虎易's notes (「虎易注」) and glyph notes
  (「生字注釋」), both carried as notes, and the 附 commentary of 《卜筮全書》.
- Passages of books outside the seeds that rules cite (cited_passages.tsv, beside this script): each row one
  passage with its section, read in the public transcription it names; they follow the seed passages of their
  book (卜筮正宗's 十八論 and 十八問答 after seed 000) or make a book of their own (增刪卜易), with no seed lines.
- 003 協紀辨方書 卷7 (四庫全書 text, 21 characters to a line, an empty line every eight lines as page
  break, runs of 「　」 lines where the book has a table): a line shorter than the full width ends a
  paragraph; 「○」 separates the quoted authorities inside a paragraph, each one a passage; indented
  diagram lines make one passage. Sections start at the lines listed in SECTIONS_003 (the book's own
  table of contents, lines 4-17, names them; the script checks the names match).
"""
import re
import sys
from pathlib import Path

SEED_FILES = {
    "000": "000_3ed711528e8d3d04.txt",
    "001": "001_58b6001147430541.txt",
    "002": "002_82f2d4c4b021fcb5.txt",
    "003": "003_bcecf7946c8ac5e5.txt",
    "004": "004_11cecb21dc00d270.txt",
}
BOOK_ENUM = {"000": "Bszz", "001": "Yiyin", "002": "Yimao", "003": "Xieji", "004": "Haidiyan", "zengshan": "Zengshan"}
BOOK_CODE = {"000": "bszz", "001": "yiyin", "002": "yimao", "003": "xieji", "004": "haidiyan", "zengshan": "zengshan"}

# Sections of the alternating seeds: (first classical line, title). The titles are the texts' own words.
SECTIONS = {
    "001": [(3, "應期"), (7, "以彖辭爻辭斷"), (31, "身命卦"), (35, "化墓絕 反吟"), (39, "十六變"),
            (55, "八宮"), (63, "六親 納甲"), (67, "安世"), (71, "日辰傷世應"), (75, "卦身"),
            (83, "飛伏"), (95, "六神 起月 起時"), (99, "納音"), (103, "先天數 昇陽升陰"),
            (115, "長生"), (123, "司天氏王政秘傳")],
    # 002 is transmitted in 简体: its titles are written so, as every title is in its seed's script
    "002": [(3, "本无而有 本有而无"), (15, "卦之墓绝"), (23, "八卦旺相胎没"), (51, "天干化用"),
            (67, "太岁"), (83, "月建"), (95, "日辰"), (107, "时"), (115, "月破"), (127, "空亡"),
            (159, "日冲")],
    "004": [(3, "六親發動"), (23, "六親變化"), (51, "六親持世"), (71, "六獸發動"), (95, "六親占法"),
            (103, "生扶 旺相"), (115, "空亡"), (143, "動靜 刑 飛伏")],
}
# 003: first line of each section, in the order of the table of contents (lines 4-17).
SECTIONS_003 = [28, 193, 289, 307, 324, 353, 365, 379, 402, 485, 520, 561, 591]
WIDTH_003 = 21

HEADING_000 = re.compile(r"^([一二三四五六七八九十]+)、(.*?)：?\s*$")
GLUED_HEADING_000 = re.compile(r"br>([一二三四五六七八九十]+、[^：]*)：?$")


def cpp_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def read_lines(seeds, seed):
    text = (Path(seeds) / SEED_FILES[seed]).read_text(encoding="utf-8")
    return text.split("\n")


def alternating(seeds, seed):
    """(section title list, passages) of a seed whose classical paragraphs alternate with a paraphrase."""
    lines = read_lines(seeds, seed)
    nonempty = [(i + 1, l.strip()) for i, l in enumerate(lines) if l.strip() and i > 0]
    classical = nonempty[0::2]
    paraphrase = nonempty[1::2]
    assert len(classical) == len(paraphrase), seed
    for (a, _), (b, _) in zip(classical, paraphrase):
        assert b == a + 2, (seed, a, b)  # each paraphrase is the next paragraph after its passage
    starts = SECTIONS[seed]
    titles = [t for _, t in starts]
    out = []
    for line, text in classical:
        section = max(i for i, (first, _) in enumerate(starts) if first <= line)
        out.append(dict(line=line, last=line, section=section, kind="Classical", text=text))
    return titles, out


def kind_000(line):
    s = line.strip().lstrip("（(")
    if s.startswith("虎易注") or s.startswith("生字注釋"):
        return "Note"
    return "Classical"


def bszz(seeds):
    lines = read_lines(seeds, "000")
    titles = ["天乙貴人"]  # the seed opens inside section 二十三
    out = []
    section = 0
    commentary = False
    run = None
    for i, raw in enumerate(lines):
        n = i + 1
        s = raw.strip().strip("\u3000").strip()
        m = HEADING_000.match(s)
        if m:
            titles.append(s.rstrip("："))
            section = len(titles) - 1
            commentary = False
            run = None
            continue
        if not s:
            run = None
            continue
        if s.startswith("附："):
            commentary = "卜筮全書" in s
        kind = kind_000(s)
        if kind == "Classical" and commentary and not s.startswith("附："):
            kind = "Commentary"
        if run is not None and run["kind"] == kind and run["last"] == n - 1:
            run["last"] = n
            run["text"] += "\n" + s
        else:
            run = dict(line=n, last=n, section=section, kind=kind, text=s)
            out.append(run)
        # line 241: a damaged 「<br>」 joined the heading of 五十一 to the end of the line before it
        glued = GLUED_HEADING_000.search(s)
        if glued:
            titles.append(glued.group(1))
            section = len(titles) - 1
            run = None
    return titles, out


def xieji(seeds):
    lines = read_lines(seeds, "003")
    # line 12 has a stray 「/」 in 「四大吉時(四煞沒時/)」 (corrections.tsv corrects the heading's text)
    toc = [l.strip("\u3000 ").replace("/)", ")") for l in lines[3:17] if l.strip("\u3000 ")]
    assert len(toc) == len(SECTIONS_003), toc
    titles = ["目录"] + toc
    out = [dict(line=1, last=17, section=0, kind="Heading",
                text="\n".join(l.strip() for l in lines[:17] if l.strip()))]
    para = None

    def flush():
        nonlocal para
        if para is None:
            return
        pieces = para["text"].split("○") if para["kind"] == "Classical" else [para["text"]]
        # each authority quoted after a 「○」 is a passage of its own, starting on the line where it starts
        offset = 0
        for k, piece in enumerate(pieces):
            start_line = para["line_of"][offset] if offset < len(para["line_of"]) else para["last"]
            end = offset + len(piece)
            end_line = para["line_of"][max(end - 1, offset)] if end > offset else start_line
            text = ("○" if k > 0 else "") + piece
            out.append(dict(line=start_line, last=end_line, section=para["section"], kind=para["kind"],
                            text=text))
            offset = end + 1
        para = None

    for i, raw in enumerate(lines[17:], start=18):
        if raw == "" or raw.strip("\u3000 ") == "":
            continue  # page break or the place of a table
        section = sum(1 for first in SECTIONS_003 if first <= i)
        if section == 0:
            continue
        if para is not None and para["section"] != section:
            flush()
        diagram = raw.startswith("\u3000\u3000")
        kind = "Diagram" if diagram else "Classical"
        if para is not None and para["kind"] != kind:
            flush()
        text = raw.strip() if not diagram else raw.rstrip()
        if para is None:
            para = dict(line=i, last=i, section=section, kind=kind, text="", line_of=[])
        if diagram and para["text"]:
            para["text"] += "\n"
            para["line_of"].append(i)
        para["text"] += text
        para["line_of"].extend([i] * len(text))
        para["last"] = i
        if not diagram and len(text) < WIDTH_003:
            flush()
    flush()
    return titles, out


def cited(tsv, books):
    """Adds the cited passages of cited_passages.tsv to `books` (seed or book key -> (titles, passages))."""
    key_of = {code: key for key, code in BOOK_CODE.items()}
    for raw in Path(tsv).read_text(encoding="utf-8").split("\n"):
        if not raw or raw.startswith("#"):
            continue
        code, pid, section, source, text = raw.split("\t")
        titles, passages = books.setdefault(key_of[code], ([], []))
        if section not in titles:
            titles.append(section)
        passages.append(dict(id=pid, line=0, last=0, section=titles.index(section), kind="Classical", text=text,
                             source=source))


def corrections(books, tsv):
    """Rows of corrections_data.cpp: each correction placed by its byte offset in its passage's text."""
    seed_of = {v: k for k, v in BOOK_CODE.items()}
    rows = []
    for raw in Path(tsv).read_text(encoding="utf-8").split("\n"):
        if not raw or raw.startswith("#"):
            continue
        seed, line, transmitted, occurrence, corrected, kind, reason, reason_zh = raw.split("\t")
        # "\n" stands for a line break (000's <br> remnants end a line)
        transmitted, corrected = transmitted.replace("\\n", "\n"), corrected.replace("\\n", "\n")
        line, occurrence = int(line), int(occurrence)
        # a line can hold the end of one 003 passage and the start of the next: take the one with the text
        passages = [p for p in books[seed][1] if p["line"] <= line <= p["last"]
                    and p["text"].count(transmitted) > occurrence]
        assert len(passages) >= 1, (seed, line, transmitted)
        p = passages[0]
        data = p["text"].encode("utf-8")
        at = -1
        for _ in range(occurrence + 1):
            at = data.find(transmitted.encode("utf-8"), at + 1)
            assert at >= 0, (seed, line, transmitted)
        pid = f"{BOOK_CODE[seed]}.{p['line']}"
        rows.append(f"    {{{cpp_string(pid)}, {at}, {cpp_string(transmitted)}, {cpp_string(corrected)}, "
                    f"CorrectionKind::{kind},\n     {cpp_string(reason)},\n     {cpp_string(reason_zh)}}},")
    del seed_of
    return rows


def main():
    seeds, output = sys.argv[1], sys.argv[2]
    books = {}
    books["000"] = bszz(seeds)
    for seed in ("001", "002", "004"):
        books[seed] = alternating(seeds, seed)
    books["003"] = xieji(seeds)
    cited(Path(__file__).with_name("cited_passages.tsv"), books)

    section_rows = []
    passage_rows = []
    for seed in sorted(books):  # the seeds by number, then the books outside them
        titles, passages = books[seed]
        base = len(section_rows)
        for t in titles:
            section_rows.append(f"    {{Book::{BOOK_ENUM[seed]}, {cpp_string(t)}}},")
        seen = set()
        for p in passages:
            pid = p.get("id", f"{BOOK_CODE[seed]}.{p['line']}")
            assert pid not in seen, pid
            seen.add(pid)
            source = f", {cpp_string(p['source'])}" if "source" in p else ""
            passage_rows.append(
                f"    {{{cpp_string(pid)}, Book::{BOOK_ENUM[seed]}, {base + p['section']}, "
                f"PassageKind::{p['kind']}, {p['line']}, {p['last']},\n     {cpp_string(p['text'])}{source}}},")

    out = [
        "// GENERATED by cmake/handbook/gen_passages.py from the five seed texts (000_… to 004_…) and",
        "// cmake/handbook/cited_passages.tsv (passages of books outside the seeds, with where they were read):",
        "// do not edit by hand; rerun it with `cmake --build --preset dev --target regenerate_passages`",
        "// (the seed folder is the cache variable NAJIA_SEED_DIR).",
        "// Text as transmitted (seed errors kept; corrections are in corrections_data.cpp). The modern",
        "// paraphrases of 001, 002 and 004 are not carried.",
        '#include "engine/handbook/passage.h"',
        "",
        "#include <array>",
        "",
        "namespace najia::handbook {",
        "",
        "namespace {",
        f"constexpr std::array<Section, {len(section_rows)}> kSections = {{{{",
        *section_rows,
        "}};",
        "",
        f"constexpr std::array<Passage, {len(passage_rows)}> kPassages = {{{{",
        *passage_rows,
        "}};",
        "} // namespace",
        "",
        "std::span<const Section> sections() { return kSections; }",
        "std::span<const Passage> passages() { return kPassages; }",
        "",
        "} // namespace najia::handbook",
        "",
    ]
    Path(output).write_text("\n".join(out), encoding="utf-8")

    rows = corrections(books, Path(__file__).with_name("corrections.tsv"))
    out = [
        "// GENERATED by cmake/handbook/gen_passages.py from cmake/handbook/corrections.tsv and the seeds:",
        "// do not edit by hand. Each row places one correction in its passage (byte offset in the text).",
        '#include "engine/handbook/corrections.h"',
        "",
        "#include <array>",
        "",
        "namespace najia::handbook {",
        "",
        "namespace {",
        f"constexpr std::array<Correction, {len(rows)}> kCorrections = {{{{",
        *rows,
        "}};",
        "} // namespace",
        "",
        "std::span<const Correction> corrections() { return kCorrections; }",
        "",
        "} // namespace najia::handbook",
        "",
    ]
    Path(output).with_name("corrections_data.cpp").write_text("\n".join(out), encoding="utf-8")


if __name__ == "__main__":
    main()
