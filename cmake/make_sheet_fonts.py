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
The outlines are turned from cubic (CFF) into quadratic (TrueType glyf) curves, within a thousandth
of the em (a twentieth of a pixel for 12 pt text at 300 dpi): FreeType reads a glyf outline without
running a charstring interpreter, which halved the glyph loading of the app's first painted sheet
(callgrind: 31 M -> 17 M instructions on its main thread; bench/README.md). Hence the files' .ttf
names, the extension of TrueType outlines (lintian checks it).

Usage: make_sheet_fonts.py NotoSansCJK-Regular.ttc OUTPUT_DIR
"""
import os
import sys

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, newTable

RADICAL_BLOCKS = (0x2E80, 0x2FDF)
WANTED = {"Noto Sans CJK TC": "Najia Sans TC", "Noto Sans CJK SC": "Najia Sans SC"}


MAX_ERROR = 1.0  # font units (the em is 1000): how far a quadratic curve may stray from the cubic


def to_truetype(font):
    """Replaces the CFF table by glyf and loca holding the same glyphs as quadratic curves."""
    glyphs = font.getGlyphSet()
    order = font.getGlyphOrder()
    glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = {}
    for name in order:
        pen = TTGlyphPen(None)
        # CFF contours run counter-clockwise, TrueType's clockwise.
        glyphs[name].draw(Cu2QuPen(pen, MAX_ERROR, reverse_direction=True))
        glyf.glyphs[name] = pen.glyph()
    font["glyf"] = glyf
    font["loca"] = newTable("loca")
    for table in ("CFF ", "VORG"):  # VORG only goes with CFF
        if table in font:
            del font[table]
    maxp = font["maxp"]  # version 1.0 with the TrueType fields, counted again when saved
    maxp.tableVersion = 0x00010000
    for field in ("maxPoints", "maxContours", "maxCompositePoints", "maxCompositeContours", "maxTwilightPoints",
                  "maxStorage", "maxFunctionDefs", "maxInstructionDefs", "maxStackElements",
                  "maxSizeOfInstructions", "maxComponentElements", "maxComponentDepth"):
        setattr(maxp, field, 0)
    maxp.maxZones = 1
    font["head"].glyphDataFormat = 0
    font["post"].formatType = 3.0  # no glyph names: the CFF's were CIDs, and nothing reads them
    font.sfntVersion = "\x00\x01\x00\x00"


def derive(font, family):
    for table in font["cmap"].tables:
        for cp in [cp for cp in table.cmap if RADICAL_BLOCKS[0] <= cp <= RADICAL_BLOCKS[1]]:
            del table.cmap[cp]
    if "GSUB" in font:
        del font["GSUB"]
    to_truetype(font)
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
            font.save(os.path.join(out_dir, name + ".ttf"))
            made += 1
    if made != len(WANTED):
        sys.exit("make_sheet_fonts: %s lacks the TC or SC face" % source)


if __name__ == "__main__":
    main()
