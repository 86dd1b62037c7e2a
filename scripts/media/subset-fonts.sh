#!/usr/bin/env bash
# Makes our own font subsets in app/fonts/ from the @fontsource-variable packages. Needs Debian's
# python3-fonttools and python3-brotli (`apt-get install -y python3-fonttools python3-brotli`), and a build
# (`npm run build`): some subsets hold the characters the built pages show (scripts/media/page_text.py). Build
# again afterwards, so that the pages link the new files.
#
# 1. noto-sans-latin-ext-a-wght.woff2: Noto Sans (variable weight) for Latin Extended-A only (č ć š ž đ and
#    the other Central European letters). The full Latin Extended file is 168 kB; pages that name people like
#    "Marković" would download it whole.
# 2. noto-sans-arabic-subset-wght.woff2: Noto Sans Arabic for the Arabic pages (the package's Arabic file is
#    166 kB). It holds the Arabic-script characters our texts use (collected from the sources, see below), the
#    basic Arabic letters and marks, Arabic punctuation and digits, the joiners and direction marks, and the
#    space (so that an Arabic heading paints from this one file; Latin letters, digits and punctuation come
#    from the package's Latin file of Noto Sans Arabic, on pages that have them); the weight axis
#    is cut to 400-700, the weights the site uses (font-normal/medium/semibold/bold). The script then writes
#    the subset's exact unicode-range into its @font-face rule in app/app.css. Re-run it when Arabic texts
#    change; a character missing from the subset still shows, from the package's full Arabic file.
# 3. noto-sans-latin-subset-wght.woff2 and noto-sans-cyrillic-subset-wght.woff2: Noto Sans for English and Serbian
#    pages, the characters of the English and Serbian texts (and printable ASCII), the layout features the site
#    uses (kerning, ligatures, the Serbian forms, tabular figures: not fractions, numerators, proportional figures),
#    the weight axis cut to 400-700: 11 kB and 7 kB instead of the package's 36 kB and 20 kB (decisions 017 and
#    021: each file a page waits for fits in one round trip of its connection). app/app.css declares them after
#    the package's faces with the same unicode-ranges: a character not in them (typed into a form) comes from the
#    package's file.
set -euo pipefail
cd "$(dirname "$0")/../.."

/usr/bin/python3 -m fontTools.subset node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2 \
  --unicodes="U+0100-017F,U+0218-021B" --flavor=woff2 --layout-features='*' \
  --output-file=app/fonts/noto-sans-latin-ext-a-wght.woff2

# 1b. noto-sans-latin-ext-a-texts-wght.woff2: the few Latin Extended-A letters our English and Serbian texts use
#     ("Marković" on the blog, the leadership page and articles: ć, and č đ š ž), a file of about 2 kB declared
#     after the one above with exactly these characters as its unicode-range, so that such a page downloads it
#     rather than the 15 kB file (which still serves any other letter of the block, typed into a form).
/usr/bin/python3 - <<'PY'
import glob
import os
import sys

sys.path.insert(0, "scripts/media")
from font_subsets import cut, write_unicode_range  # noqa: E402

SOURCE = "node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2"
OUTPUT = "app/fonts/noto-sans-latin-ext-a-texts-wght.woff2"
CSS = "app/app.css"
used = set()
for path in glob.glob("core/i18n/locales/en/*.json") + glob.glob("core/i18n/locales/sr/*.json") + glob.glob("core/content/*.ts"):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    used.update(ord(c) for c in text if 0x0100 <= ord(c) <= 0x017F or 0x0218 <= ord(c) <= 0x021B)
font = cut(SOURCE, used, (400, 700), ["*"], OUTPUT, names=["*"])
unicode_range = write_unicode_range(CSS, os.path.basename(OUTPUT), font.getBestCmap())
print(f"{OUTPUT}: {os.path.getsize(OUTPUT)} bytes, unicode-range {unicode_range}")
PY

/usr/bin/python3 - <<'PY'
import glob
import os
import re
import sys

from fontTools.ttLib import TTFont

sys.path.insert(0, "scripts/media")
from font_subsets import cut, write_unicode_range  # noqa: E402

SOURCE = "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2"
OUTPUT = "app/fonts/noto-sans-arabic-subset-wght.woff2"
CSS = "app/app.css"
WEIGHTS = (400, 700)

# Arabic-script characters, joiners and direction marks as they occur in the sources.
ARABIC = re.compile("[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff\u200c-\u200f]")
files = glob.glob("app/**/*.ts", recursive=True) + glob.glob("app/**/*.tsx", recursive=True)
files += glob.glob("core/i18n/locales/ar/*.json") + glob.glob("server/**/*.ts", recursive=True)
used = set()
for path in files:
    # Tests, and the CRM search's folding tables (Persian digits and letters it treats as Arabic): not text.
    if ".test." in path or "/test/" in path or path.endswith("search-fold.ts"):
        continue
    with open(path, encoding="utf-8") as f:
        used.update(ord(c) for c in ARABIC.findall(f.read()))
used.discard(0xFEFF)  # a byte order mark is not text

# Always kept, whether or not the texts use them today.
fixed = set()
for first, last in [
    (0x0020, 0x0020),  # space and no-break space (the file has no other Latin: that comes from the package)
    (0x00A0, 0x00A0),
    (0x060C, 0x060C),  # Arabic comma ،
    (0x061B, 0x061C),  # Arabic semicolon ؛ and the Arabic letter mark Intl puts around signs
    (0x061F, 0x061F),  # Arabic question mark ؟
    (0x0621, 0x063A),  # the basic letters
    (0x0640, 0x0655),  # tatweel, the letters fa..ya, harakat and hamza marks
    (0x0660, 0x066C),  # Arabic-Indic digits, percent, decimal and thousands separators
    (0x0670, 0x0670),  # superscript alef
    (0x200C, 0x200F),  # ZWNJ, ZWJ, LRM, RLM
]:
    fixed.update(range(first, last + 1))

missing = sorted((used | fixed) - set(TTFont(SOURCE).getBestCmap()))
if missing:
    print("left out, not in the font:", " ".join(f"U+{c:04X}" for c in missing))

FEATURES = ["ccmp", "locl", "isol", "init", "medi", "fina", "rlig", "liga", "calt", "curs", "mark", "mkmk", "kern"]
# The default Arabic forms (lang="ar"), not the Persian or Urdu ones.
font = cut(SOURCE, used | fixed, WEIGHTS, FEATURES, OUTPUT, names=["*"], language_systems=("arab", set()))
wanted = sorted(font.getBestCmap())

# The exact unicode-range of the subset: the browser downloads the file only for these characters.
unicode_range = write_unicode_range(CSS, os.path.basename(OUTPUT), wanted)

print(f"{OUTPUT}: {os.path.getsize(OUTPUT)} bytes, {len(wanted)} characters "
      f"({len(used)} from the sources), wght {WEIGHTS[0]}-{WEIGHTS[1]}")
print(f"unicode-range: {unicode_range}")
PY

/usr/bin/python3 - <<'PY'
import glob
import os
import sys

sys.path.insert(0, "scripts/media")
from font_subsets import cut  # noqa: E402

WEIGHTS = (400, 700)
used = set()
for path in glob.glob("core/i18n/locales/en/*.json") + glob.glob("core/i18n/locales/sr/*.json") + glob.glob("core/content/*.ts"):
    with open(path, encoding="utf-8") as f:
        used.update(ord(c) for c in f.read())
SCRIPTS = {
    "latin": {c for c in used if c <= 0xFF or 0x2000 <= c <= 0x206F or c in (0x20AC, 0x2122, 0x2212)}
    | set(range(0x20, 0x7F))
    | {0xA0},
    "cyrillic": {c for c in used if 0x0400 <= c <= 0x045F or c in (0x0490, 0x0491, 0x2116)},
}
for script, wanted in SCRIPTS.items():
    source = f"node_modules/@fontsource-variable/noto-sans/files/noto-sans-{script}-wght-normal.woff2"
    output = f"app/fonts/noto-sans-{script}-subset-wght.woff2"
    # Only the thin (100) and black (900) ends of the axis go: the site uses 400-700. Serbian forms, not
    # Macedonian ones.
    features = ["ccmp", "locl", "kern", "liga", "calt", "mark", "mkmk", "tnum"]
    cut(source, wanted, WEIGHTS, features, output, names=["*"], language_systems=("cyrl", {"SRB "}))
    print(f"{output}: {os.path.getsize(output)} bytes (package file {os.path.getsize(source)}), "
          f"{len(wanted)} characters, wght {WEIGHTS[0]}-{WEIGHTS[1]}")
PY

# 4. The display face for headings, big figures and pull quotes (decision 017): Source Serif 4 for English and
#    Serbian, Noto Naskh Arabic for Arabic, each cut to one weight (600, upright only: pull quotes are upright too)
#    and to the characters our texts use, every layout feature that matters kept, `locl` above all: with
#    lang="sr-Cyrl" it gives the Serbian forms of б г д п т. Serbian pages get one file holding their
#    Cyrillic and the Latin they use (space, digits, punctuation, brand names), so a heading waits for one download,
#    not two. A character missing from a subset falls to the next font of the stack (the metric-matched fallbacks).
#    Serbian and Arabic pages wait for three font files, so each file that comes on a new connection must fit in
#    its share of the first round trip (about 10 kB; decision 021): their display subsets hold the characters the
#    built pages set in the display face (scripts/media/page_text.py: run `npm run build` first), with the
#    figures, punctuation and quotation marks, and Arabic's basic letters; the Serbian one keeps only the Serbian
#    language system's forms. English pages wait for two files, so theirs holds every character of the texts.
/usr/bin/python3 - <<'PY'
import glob
import json
import os
import re
import sys

sys.path.insert(0, "scripts/media")
from font_subsets import cut, merged  # noqa: E402
from page_text import page_characters  # noqa: E402

SERIF = "node_modules/@fontsource-variable/source-serif-4/files/source-serif-4"
NASKH = "node_modules/@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2"
FEATURES = ["ccmp", "locl", "kern", "liga", "calt", "mark", "mkmk"]
ARABIC_FEATURES = FEATURES + ["isol", "init", "medi", "fina", "rlig", "curs"]
ARABIC = re.compile("[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff\u200c-\u200f]")


def texts(lang):
    """Every character of a language's translation files and of the typed content (names, figures)."""
    used = set()
    for path in glob.glob(f"core/i18n/locales/{lang}/*.json") + glob.glob("core/content/*.ts"):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if path.endswith(".json"):
            text = json.dumps(json.loads(text), ensure_ascii=False)
        used.update(ord(c) for c in text)
    return used


ASCII = set(range(0x20, 0x7F)) | {0xA0}
LATIN = lambda c: c < 0x0400 or 0x2000 <= c <= 0x206F or c in (0x20AC, 0x2122, 0x2212)  # noqa: E731
CYRILLIC = lambda c: 0x0400 <= c <= 0x04FF or c == 0x2116  # noqa: E731

# The quotation marks a <q> (pull quotes) draws in the display face: English “ ” ‘ ’, Serbian „ “ ‚ ‘.
QUOTES = {0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E}
# What a big figure or a heading may hold besides letters, whether or not a page shows it today.
FIGURES = set(range(0x30, 0x3A)) | {ord(c) for c in " %+,-.:?!()–"} | {0xA0}
en = {c for c in texts("en") if LATIN(c)} | ASCII | QUOTES
cut(f"{SERIF}-latin-wght-normal.woff2", en, 600, FEATURES, "app/fonts/source-serif-4-latin-600.woff2")
sr = page_characters("sr")[1] | FIGURES | {0x201A, 0x2018, 0x201E, 0x201C}
merged(
    [
        cut(f"{SERIF}-cyrillic-wght-normal.woff2", {c for c in sr if CYRILLIC(c)} | {0x20, 0xA0}, 600, FEATURES,
            language_systems=("cyrl", {"SRB "})),
        cut(f"{SERIF}-latin-wght-normal.woff2", {c for c in sr if LATIN(c)}, 600, FEATURES),
    ],
    "app/fonts/source-serif-4-sr-600.woff2",
)

ar = {c for c in page_characters("ar")[1] if ARABIC.match(chr(c))}
ar |= {0x20, 0xA0, 0x060C, 0x061B, 0x061F} | set(range(0x0621, 0x063B)) | set(range(0x0641, 0x064B))
# Arabic pages (lang="ar") use the script's default forms: not the Persian, Urdu, Sindhi... ones.
cut(NASKH, ar, 600, ARABIC_FEATURES, "app/fonts/noto-naskh-arabic-600.woff2", language_systems=("arab", set()))

for path in sorted(glob.glob("app/fonts/source-serif-4-*.woff2") + ["app/fonts/noto-naskh-arabic-600.woff2"]):
    print(f"{path}: {os.path.getsize(path)} bytes")
PY

# 5. noto-sans-arabic-latin-subset-wght.woff2: the Latin of Noto Sans Arabic that Arabic pages paint (digits of
#    years and figures, the e-mail address, brand and tool names: the characters the built pages show, see
#    scripts/media/page_text.py, with every letter, digit and an address's punctuation, for what a visitor
#    types), weights 400-700: 9 kB instead of the
#    package's 32 kB Latin file, which an Arabic page found only after laying itself out. Preloaded on Arabic
#    pages; small enough for its share of the first round trip (decision 021). Its exact unicode-range goes into
#    app/app.css: another Latin character (a name in the CRM) comes from the package's file.
#    The few characters of the Arabic texts that the package's Latin lacks (± in an article) are copied into it from
#    Noto Sans' own Latin (the same design; font_subsets.with_glyphs_from): one file, not a second one for a
#    character, which a page found only after laying itself out (decision 021).
/usr/bin/python3 - <<'PY'
import os
import sys

sys.path.insert(0, "scripts/media")
from font_subsets import cut, with_glyphs_from, write_unicode_range  # noqa: E402
from page_text import page_characters  # noqa: E402

SOURCE = "node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2"
OUTPUT = "app/fonts/noto-sans-arabic-latin-subset-wght.woff2"
shown = page_characters("ar")[0]
wanted = {c for c in shown if c < 0x0250 or 0x2000 <= c <= 0x206F or c in (0x20AC, 0x2122, 0x2212)}
# And what a visitor may type into the contact form in Latin (an e-mail address, a name), whether or not a page
# shows it today: the letters, digits and an address's punctuation.
wanted |= {ord(c) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 %+,-./:;!?@()_'\""} | {0xA0}
# The invisible marks that direction and line breaking put into a text (the isolates around an e-mail address in
# a sentence): the file has no glyph for them, but its unicode-range takes them, so that they are set in this font
# as its text around them is (not in the device's).
INVISIBLE = set(range(0x200B, 0x200F)) | set(range(0x2060, 0x2065)) | set(range(0x2066, 0x206A))
FEATURES = ["ccmp", "locl", "kern", "liga", "calt", "mark", "mkmk"]
font = cut(SOURCE, wanted, (400, 700), FEATURES)
NOTO_LATIN = "node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2"
lacking = {c for c in wanted if c not in font.getBestCmap() and c >= 0x20}
with_glyphs_from(font, cut(NOTO_LATIN, lacking, (400, 700), FEATURES))
font.flavor = "woff2"
font.save(OUTPUT)
latin = font.getBestCmap()
unicode_range = write_unicode_range("app/app.css", os.path.basename(OUTPUT), set(latin) | INVISIBLE)
print(f"{OUTPUT}: {os.path.getsize(OUTPUT)} bytes, unicode-range {unicode_range}")
PY

# The unicode-range line written above, in the project's CSS format.
npx biome format --write app/app.css >/dev/null
