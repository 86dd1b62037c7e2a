"""Shared by scripts/media/subset-fonts.sh: unicode-ranges of subsets, and language systems to keep."""
import re


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
