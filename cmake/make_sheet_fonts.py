#!/usr/bin/python3
"""Derives the chart sheet's fonts, "Najia Sans TC" and "Najia Sans SC", from Noto Sans CJK.

Why: Noto maps the Kangxi radicals (U+2F00…) and the CJK radicals supplement (U+2E80…) to the
same glyphs as the unified ideographs. Qt's PDF writer builds a PDF's ToUnicode map from the
lowest code point of each glyph, so 月 would be extracted and searched as the radical ⽉. Dropping
those two blocks from the cmap keeps exported PDFs searchable. Nothing else changes (Noto Sans
CJK is under the SIL Open Font License; the renamed fonts are derived works under the same).
For the same reason the GSUB table goes: its contextual alternates (calt) replace digits with
glyphs no code point maps to, which Qt's ToUnicode map then leaves out, so dates vanished from
extracted text. The faces are already TC or SC, so locl is not needed, and the sheet is
horizontal, so vert is not either.

Usage: make_sheet_fonts.py NotoSansCJK-Regular.ttc OUTPUT_DIR
"""
import os
import sys

from fontTools.ttLib import TTCollection

RADICAL_BLOCKS = (0x2E80, 0x2FDF)
WANTED = {"Noto Sans CJK TC": "Najia Sans TC", "Noto Sans CJK SC": "Najia Sans SC"}


def derive(font, family):
    for table in font["cmap"].tables:
        for cp in [cp for cp in table.cmap if RADICAL_BLOCKS[0] <= cp <= RADICAL_BLOCKS[1]]:
            del table.cmap[cp]
    if "GSUB" in font:
        del font["GSUB"]
    postscript = family.replace(" ", "") + "-Regular"
    for record in font["name"].names:
        if record.nameID in (1, 16):
            record.string = family
        elif record.nameID == 4:
            record.string = family + " Regular"
        elif record.nameID in (3, 6):
            record.string = postscript
    return postscript


def main():
    source, out_dir = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    collection = TTCollection(source, lazy=True)
    made = 0
    for font in collection.fonts:
        family = WANTED.get(font["name"].getDebugName(1))
        if family:
            name = derive(font, family)
            font.save(os.path.join(out_dir, name + ".otf"))
            made += 1
    if made != len(WANTED):
        sys.exit("make_sheet_fonts: %s lacks the TC or SC face" % source)


if __name__ == "__main__":
    main()
