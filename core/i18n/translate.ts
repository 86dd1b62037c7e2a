import type { Lang } from "./languages";

/** Translation files as loaded: namespace → nested messages. */
export type Messages = Record<string, unknown>;
export type Bundle = Record<string, Messages>;

export interface TOptions {
  /** Answer an object or array found at the key (its strings interpolated) instead of the key. */
  returnObjects?: boolean;
  /** Picks `key_one`, `key_other`... by the language's plural rules when such keys exist. */
  count?: number;
  defaultValue?: string;
  [value: string]: unknown;
}

/** `t("key")`, `t("ns:key", { name })`: like i18next's, for what this site uses. */
export type TFunction = {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  <T = unknown>(key: string, options: TOptions & { returnObjects: true }): T;
};

const NS_SEPARATOR = ":";

function lookup(messages: unknown, path: string): unknown {
  let node = messages;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A value ending with a full stop ("d.o.o.", also inside isolates) ends the sentence with it: no "d.o.o..". */
const ENDS_WITH_STOP = /\.\u2069?$/;

function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}(\.?)/g, (match, name: string, stop: string) => {
    const value = values[name];
    if (value === undefined || value === null) return match;
    const written = String(value);
    return ENDS_WITH_STOP.test(written) ? written : written + stop;
  });
}

function interpolateDeep(value: unknown, values: TOptions): unknown {
  if (typeof value === "string") return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, values));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, values)]));
  }
  return value;
}

/**
 * A translation function over loaded namespaces: nested keys ("a.b.c"), a namespace prefix
 * ("industries:industry.fmcg"), `{{name}}` interpolation (never HTML-escaped: React escapes),
 * plurals by Intl.PluralRules and `returnObjects`. A missing key answers the key itself.
 */
export function createT(lang: Lang, bundle: () => Bundle, defaultNs: string): TFunction {
  const plurals = new Intl.PluralRules(lang);
  const t = (key: string, options: TOptions = {}): unknown => {
    const split = key.indexOf(NS_SEPARATOR);
    const ns = split > 0 ? key.slice(0, split) : defaultNs;
    const path = split > 0 ? key.slice(split + 1) : key;
    const messages = bundle()[ns];
    let value: unknown;
    if (typeof options.count === "number")
      value = lookup(messages, `${path}_${plurals.select(options.count)}`);
    value ??= lookup(messages, path);
    if (typeof value === "string") return interpolate(value, options);
    if (value !== undefined && options.returnObjects) return interpolateDeep(value, options);
    return options.defaultValue ?? key;
  };
  return t as TFunction;
}

/** Whether a key exists (with or without its namespace prefix). */
export function hasKey(bundle: Bundle, key: string, defaultNs: string): boolean {
  const split = key.indexOf(NS_SEPARATOR);
  const ns = split > 0 ? key.slice(0, split) : defaultNs;
  return lookup(bundle[ns], split > 0 ? key.slice(split + 1) : key) !== undefined;
}
