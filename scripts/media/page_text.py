"""Shared by scripts/media/subset-fonts.sh: the characters the built pages show, per language.

Reads the prerendered public pages (build/client/**/index.html) and the pages rendered per request in each of
their states (build/server/request-pages/<lang>.html, written by scripts/request-page-stylesheets.ts), so run
`npm run build` first. Returns every character of the pages' text (and of their inputs' placeholders), and
apart those set in the display face (inside an element with the `font-display` class, the only way the site
names that face). The language switcher's names of the other languages (`.font-native`) are set in the device's
font on purpose and are left out.
"""
import glob
import os
import re
from html.parser import HTMLParser

SKIPPED = {"script", "style", "template"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class _Text(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.all = set()
        self.display = set()
        self._stack = []  # per open element: (skipped, display, native)

    def _inside(self, index):
        return any(entry[index] for entry in self._stack)

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        if attributes.get("placeholder"):
            self.all.update(attributes["placeholder"])
        if tag in VOID:
            return
        self._stack.append((tag in SKIPPED, "font-display" in classes, "font-native" in classes))

    def handle_startendtag(self, tag, attrs):
        attributes = dict(attrs)
        if attributes.get("placeholder"):
            self.all.update(attributes["placeholder"])

    def handle_endtag(self, tag):
        if tag not in VOID and self._stack:
            self._stack.pop()

    def handle_data(self, data):
        if self._inside(0) or self._inside(2):
            return
        self.all.update(data)
        if self._inside(1):
            self.display.update(data)


def _files(lang):
    client = "build/client"
    if not os.path.isdir(client) or not os.path.isdir("build/server/request-pages"):
        raise SystemExit("no build: run `npm run build` first (the subsets hold the characters the pages show)")
    pages = glob.glob(f"{client}/**/index.html", recursive=True)
    other = re.compile(rf"^{client}/(ar|sr)(/|$)")
    if lang == "en":
        pages = [page for page in pages if not other.match(page)]
    else:
        pages = [page for page in pages if page.startswith(f"{client}/{lang}/")]
    return sorted(pages) + [f"build/server/request-pages/{lang}.html"]


def page_characters(lang):
    """(every character the pages of `lang` show, those of them set in the display face), as code points."""
    text = _Text()
    for path in _files(lang):
        with open(path, encoding="utf-8") as f:
            text.feed(f.read())
    visible = lambda chars: {ord(c) for c in chars if ord(c) >= 0x20}  # noqa: E731
    return visible(text.all), visible(text.display)
