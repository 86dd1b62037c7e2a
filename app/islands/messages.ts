import type { Lang } from "#core/i18n/languages";
import type { Bundle, Messages } from "#core/i18n/translate";

/**
 * The translations an island reads, loaded by the island's script when it starts (one small chunk per file and
 * language), not written into the page: the tools showcase's texts were 2.4–3.5 kB of each compressed page
 * (home, /tools), enough to push a page past the first round trip (decision 021). The files islands may
 * read; add a namespace here when an island needs a new one.
 */
const FILES = import.meta.glob<Messages>("../../core/i18n/locales/*/{contact,newsletter,tools}.json", {
  import: "default",
});

/** The parts of `bundle` an island needs: whole namespaces ("tools") or parts ("newsletter:signup"). */
export function pickMessages(bundle: Bundle, wanted: readonly string[]): Bundle {
  const picked: Bundle = {};
  for (const entry of wanted) {
    const [ns = "", part] = entry.split(":");
    const messages = bundle[ns];
    if (!messages) continue;
    if (part === undefined) picked[ns] = messages;
    else if (messages[part] !== undefined) picked[ns] = { ...picked[ns], [part]: messages[part] };
  }
  return picked;
}

/** The messages of `wanted` in `lang`, as the server rendered the island with them. */
export async function loadMessages(lang: Lang, wanted: readonly string[]): Promise<Bundle> {
  const bundle: Bundle = {};
  const namespaces = [...new Set(wanted.map((entry) => entry.split(":")[0] ?? ""))];
  await Promise.all(
    namespaces.map(async (ns) => {
      const load = FILES[`../../core/i18n/locales/${lang}/${ns}.json`];
      if (!load)
        throw new Error(`No translations "${ns}" for islands: add the file to app/islands/messages.ts`);
      bundle[ns] = await load();
    }),
  );
  return pickMessages(bundle, wanted);
}
