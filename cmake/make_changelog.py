#!/usr/bin/python3
"""Writes the upstream changelog (share/doc/najia/changelog.gz) from the AppStream metadata's
<releases>, so that the release notes are written once.

Usage: make_changelog.py METAINFO.xml OUT.gz
"""
import gzip
import os
import sys
import textwrap
import xml.etree.ElementTree as ET


LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def text_of(element):
    return " ".join("".join(element.itertext()).split())


def changelog(metainfo):
    out = []
    for release in ET.parse(metainfo).getroot().iterfind("releases/release"):
        out.append(f"najia {release.get('version')} ({release.get('date')})")
        out.append("")
        for item in release.iterfind("description/*"):
            if item.get(LANG):   # the translations of a note: the changelog is in English
                continue
            if item.tag == "p":
                out += textwrap.wrap(text_of(item), 76, initial_indent="  ", subsequent_indent="  ")
            else:   # ul or ol
                for li in (li for li in item.iterfind("li") if not li.get(LANG)):
                    out += textwrap.wrap(text_of(li), 76, initial_indent="  * ", subsequent_indent="    ")
            out.append("")
    return "\n".join(out)


def main(metainfo, out_path):
    text = changelog(metainfo)
    if not text:
        sys.exit(f"make_changelog.py: no <release> in {metainfo}")
    tmp = out_path + ".tmp"
    # mtime 0 and no file name in the header: the same bytes on every build (gzip -9n).
    with open(tmp, "wb") as raw, gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw, mtime=0) as f:
        f.write(text.encode("utf-8"))
    os.replace(tmp, out_path)   # whole or not at all


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: make_changelog.py METAINFO.xml OUT.gz")
    main(sys.argv[1], sys.argv[2])
