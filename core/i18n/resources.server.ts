import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type Lang } from "./languages";
import { createT, type TFunction } from "./translate";

/**
 * Server side of the translations: every `locales/<lang>/<namespace>.json` file, read once.
 * Pages get the namespaces they need through their loaders (see `~/lib/page.server`), so the
 * browser only ever downloads the strings of the page it shows, in its language.
 */
export type Messages = Record<string, unknown>;
type Bundle = Record<string, Messages>;

const LOCALES_DIR = path.resolve(process.cwd(), "core/i18n/locales");

let cache: Record<Lang, Bundle> | undefined;

export function allResources(): Record<Lang, Bundle> {
  if (cache) return cache;
  const loaded = {} as Record<Lang, Bundle>;
  for (const lang of LANGUAGES) {
    const dir = path.join(LOCALES_DIR, lang);
    const bundle: Bundle = {};
    for (const file of readdirSync(dir)) {
      if (!file.endsWith(".json")) continue;
      bundle[file.slice(0, -".json".length)] = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    }
    loaded[lang] = bundle;
  }
  cache = loaded;
  return loaded;
}

export function messagesFor(lang: Lang, namespaces: readonly string[]): Bundle {
  const bundle = allResources()[lang];
  const picked: Bundle = {};
  for (const ns of namespaces) {
    const messages = bundle[ns];
    if (!messages) throw new Error(`Missing translation namespace "${ns}" for "${lang}"`);
    picked[ns] = messages;
  }
  return picked;
}

/** A translation function for server-side text (meta tags, API errors, e-mails). */
export function serverT(lang: Lang, ns = "common"): TFunction {
  return createT(lang, () => allResources()[lang], ns);
}
