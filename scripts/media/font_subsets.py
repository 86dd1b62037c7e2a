"""Shared by scripts/media/subset-fonts.sh: cutting a subset, and writing its unicode-range into app/app.css."""
import os
import re

from fontTools import subset
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

# Copyright, family and style names, version: not the long descriptions.
NAMES = [0, 1, 2, 3, 4, 5, 6]


def keep_language_systems(font, script, keep):
    """Removes `script`'s language systems other than `keep` (e.g. Bulgarian and Macedonian forms from a
    Serbian subset) before subsetting, so that their `locl` alternates are not kept."""
    for tag in ("GSUB", "GPOS"):
        if tag not in font:
            continue
        for record in font[tag].table.ScriptList.ScriptRecord:
            if record.ScriptTag == script:
                record.Script.LangSysRecord = [r for r in record.Script.LangSysRecord if r.LangSysTag in keep]
                record.Script.LangSysCount = len(record.Script.LangSysRecord)


def cut(source, unicodes, weight, features, output=None, names=NAMES, language_systems=None):
    """`source` cut to the characters of `unicodes` it has, the layout `features` and the weight (a number, or
    a range of the variable axis); saved as WOFF2 to `output` if given. Returns the font; its cmap holds
    exactly the characters kept."""
    font = TTFont(source, recalcTimestamp=False)  # the same bytes, so the same hashed URL, on every run
    if language_systems:
        keep_language_systems(font, *language_systems)
    cmap = font.getBestCmap()
    options = subset.Options()
    options.layout_features = features
    options.notdef_outline = True
    options.name_IDs = names
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(c for c in unicodes if c in cmap))
    subsetter.subset(font)
    font = instancer.instantiateVariableFont(font, {"wght": weight})
    if output:
        font.flavor = "woff2"
        font.save(output)
    return font


def with_glyphs_from(font, donor):
    """Adds to the variable `font` the characters of the variable `donor` that it lacks, with their outlines and
    weight variations (± from Noto Sans into Noto Sans Arabic's Latin: the same design, the same axis and avar).
    fontTools.merge takes no variable fonts, so the glyphs are copied table by table: only simple glyphs (no
    components) whose advance width does not vary, which is checked."""
    cmap = font.getBestCmap()
    hvar = font["HVAR"].table
    donor_hvar = donor["HVAR"].table
    assert font["avar"].segments == donor["avar"].segments, "the two fonts' weight axes differ"

    def advance_deltas(table, glyph):
        index = table.AdvWidthMap.mapping[glyph]
        return table.VarStore.VarData[index >> 16].Item[index & 0xFFFF]

    fixed_advance = next(i for g, i in hvar.AdvWidthMap.mapping.items() if not any(advance_deltas(hvar, g)))
    order = font.getGlyphOrder()
    for code, name in sorted(donor.getBestCmap().items()):
        if code in cmap:
            continue
        glyph = donor["glyf"][name]
        if glyph.isComposite() or any(advance_deltas(donor_hvar, name)) or name in order:
            raise ValueError(f"cannot copy {name}: a composite glyph, a varying advance or a name taken")
        order.append(name)
        font["glyf"].glyphs[name] = glyph
        font["hmtx"][name] = donor["hmtx"][name]
        font["gvar"].variations[name] = donor["gvar"].variations[name]
        hvar.AdvWidthMap.mapping[name] = fixed_advance
        for table in font["cmap"].tables:
            if table.isUnicode():
                table.cmap[code] = name
    font["glyf"].glyphOrder = order
    font.setGlyphOrder(order)
    return font


def merged(fonts, output):
    """Static subsets of one family (the package's Cyrillic and Latin files) as one WOFF2 file."""
    stamp = fonts[0]["head"].modified  # the package's date: the same bytes on every run
    paths = []
    for i, font in enumerate(fonts):
        font.flavor = None
        paths.append(f"{output}.{i}.ttf")
        font.save(paths[-1])
    font = Merger().merge(paths)
    for path in paths:
        os.remove(path)
    font["head"].created = font["head"].modified = stamp
    font.recalcTimestamp = False
    font.flavor = "woff2"
    font.save(output)


def unicode_range(codepoints):
    """`U+0020, U+0621-063A, ...`: the code points as ranges."""
    ranges = []
    for c in sorted(codepoints):
        if ranges and ranges[-1][1] == c - 1:
            ranges[-1][1] = c
        else:
            ranges.append([c, c])
    return ", ".join(f"U+{a:04X}" if a == b else f"U+{a:04X}-{b:04X}" for a, b in ranges)


def write_unicode_range(css_path, font_file, codepoints):
    """Replaces the unicode-range of the @font-face rule whose src is ./fonts/<font_file>; returns the range."""
    value = unicode_range(codepoints)
    with open(css_path, encoding="utf-8") as f:
        css = f.read()
    rule = re.compile(r'(src: url\("\./fonts/' + re.escape(font_file) + r'"\)[^;]*;\s*unicode-range:)[^;]*;')
    if not rule.search(css):
        raise SystemExit(f"{css_path}: no @font-face rule with {font_file} and a unicode-range")
    with open(css_path, "w", encoding="utf-8") as f:
        f.write(rule.sub(lambda m: m.group(1) + " " + value + ";", css, count=1))
    return value
