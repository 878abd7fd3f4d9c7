#!/usr/bin/python3
"""Fills translations/najia_zh_TW.ts and najia_zh_CN.ts from translations/strings.tsv.

Run after lupdate (cmake --build … --target najia_lupdate). With --check [FILE.ts …] it changes
nothing and exits 1 if any source string of the given .ts files (default: the project's) lacks a
row in strings.tsv; the CTest `translations_complete` runs it on a fresh lupdate of the sources."""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "translations"
LANGUAGES = {"najia_zh_TW.ts": 1, "najia_zh_CN.ts": 2}


def table():
    rows = {}
    for line in (ROOT / "strings.tsv").read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        cells = [c.replace("\\n", "\n") for c in line.split("\t")]
        if len(cells) != 3:
            sys.exit("strings.tsv: expected 3 columns: %r" % line)
        rows[cells[0]] = cells
    return rows


def main():
    check = "--check" in sys.argv
    given = [Path(a) for a in sys.argv[1:] if a != "--check"]
    files = [(path, 1) for path in given] if given else [(ROOT / ts, c) for ts, c in LANGUAGES.items()]
    rows = table()
    missing = set()
    for path, column in files:
        tree = ET.parse(path)
        for message in tree.getroot().iter("message"):
            source = message.find("source").text or ""
            translation = message.find("translation")
            row = rows.get(source)
            if row is None:
                missing.add(source)
                continue
            if not check:
                translation.text = row[column]
                translation.attrib.pop("type", None)
        if not check:
            tree.write(path, encoding="utf-8", xml_declaration=True)
    for source in sorted(missing):
        print("untranslated: %r" % source)
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
