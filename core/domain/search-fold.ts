/**
 * Search folding: one spelling for the many ways a name is typed. Case and accents go (Š → s,
 * Ć → c), Đ becomes "dj", Serbian Cyrillic becomes its Latin spelling (Ниш → nis, Ђорђевић →
 * djordjevic), Arabic letter variants become one (أ إ آ ٱ → ا, ة → ه, ى → ي), tatweel and
 * diacritics go, and Arabic-Indic digits become 0–9.
 *
 * The same table is compiled into the database function `crm_fold` (see `foldFunctionSql`, used by
 * the migration), so folded columns and folded queries agree; a test checks that they do. Nothing
 * here depends on a locale: letters outside the table are kept as they are.
 */

const SINGLE: Record<string, string> = {
  a: "AÀÁÂÃÄÅĀĂĄàáâãäåāăąАа",
  b: "BБб",
  c: "CÇĆĈĊČçćĉċčЦцЧчЋћ",
  d: "DĎďДд",
  e: "EÈÉÊËĒĔĖĘĚèéêëēĕėęěЕеЁёЭэ",
  f: "FФф",
  g: "GĜĞĠĢĝğġģГг",
  h: "HĤĥХх",
  i: "IÌÍÎÏĨĪĬĮİìíîïĩīĭįıИиЙй",
  j: "JĴĵЈј",
  k: "KĶķКк",
  l: "LĹĻĽĿŁĺļľŀłЛл",
  m: "MМм",
  n: "NÑŃŅŇñńņňНн",
  o: "OÒÓÔÕÖØŌŎŐòóôõöøōŏőОо",
  p: "PПп",
  q: "Q",
  r: "RŔŖŘŕŗřРр",
  s: "SŚŜŞŠśŝşšȘșСсШш",
  t: "TŢŤţťȚțТт",
  u: "UÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųУу",
  v: "VВв",
  w: "WŴŵ",
  x: "X",
  y: "YÝŸŶýÿŷЫы",
  z: "ZŹŻŽźżžЖжЗз",
  ا: "أإآٱ",
  ه: "ة",
  ي: "ىئیۍ",
  و: "ؤ",
  ك: "ک",
  "0": "٠۰",
  "1": "١۱",
  "2": "٢۲",
  "3": "٣۳",
  "4": "٤۴",
  "5": "٥۵",
  "6": "٦۶",
  "7": "٧۷",
  "8": "٨۸",
  "9": "٩۹",
};

const MULTI: Record<string, string> = {
  Đ: "dj",
  đ: "dj",
  Ђ: "dj",
  ђ: "dj",
  Љ: "lj",
  љ: "lj",
  Њ: "nj",
  њ: "nj",
  Џ: "dz",
  џ: "dz",
  ß: "ss",
  Æ: "ae",
  æ: "ae",
  Œ: "oe",
  œ: "oe",
  Ю: "ju",
  ю: "ju",
  Я: "ja",
  я: "ja",
};

/** Tatweel, Arabic diacritics (harakat, shadda, sukun, superscript alef), Cyrillic hard and soft signs. */
const DROPPED = "ـًٌٍَُِّْٰЪъЬь";

const MAP = new Map<string, string>();
for (const [to, from] of Object.entries(SINGLE)) for (const ch of from) MAP.set(ch, to);
for (const [from, to] of Object.entries(MULTI)) MAP.set(from, to);
for (const ch of DROPPED) MAP.set(ch, "");

/** The folded text and, for each of its characters, the index of the source character it came from. */
export function foldWithMap(text: string): { folded: string; source: number[] } {
  let folded = "";
  const source: number[] = [];
  let index = 0;
  for (const ch of text) {
    const to = MAP.get(ch) ?? ch;
    for (let k = 0; k < to.length; k++) source.push(index);
    folded += to;
    index += ch.length;
  }
  return { folded, source };
}

export function fold(text: string): string {
  let folded = "";
  for (const ch of text) folded += MAP.get(ch) ?? ch;
  return folded;
}

/**
 * Where the folded query occurs in a text, as [start, end) in the original text, or null.
 * Used to show the part of a result that matched.
 */
export function findFolded(text: string, foldedQuery: string): [number, number] | null {
  if (!foldedQuery) return null;
  const { folded, source } = foldWithMap(text);
  const at = folded.indexOf(foldedQuery);
  if (at < 0) return null;
  const start = source[at] ?? 0;
  const lastSource = source[at + foldedQuery.length - 1] ?? start;
  const end = lastSource + ((text.codePointAt(lastSource) ?? 0) > 0xffff ? 2 : 1);
  return [start, end];
}

/** The digits of a phone number without its international prefix, leading zeros or punctuation. */
export const COUNTRY_CODES = [
  "381",
  "382",
  "385",
  "386",
  "387",
  "389",
  "966",
  "971",
  "973",
  "974",
  "965",
  "968",
  "962",
  "961",
  "20",
  "44",
  "49",
  "33",
  "1",
  "7",
];

export function phoneKey(text: string): string {
  const ascii = fold(text).replace(/[^0-9+]/g, "");
  const international = new RegExp(`^(\\+|00)(${COUNTRY_CODES.join("|")})`);
  return ascii
    .replace(international, "")
    .replace(/^[+0]+/, "")
    .replace(/\+/g, "");
}

/** A query that looks like a phone number: only digits and phone punctuation, four digits or more. */
export function looksLikePhone(query: string): boolean {
  const folded = fold(query);
  return /^[\d\s+()./-]+$/.test(folded) && folded.replace(/\D/g, "").length >= 4;
}

const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The SQL of `crm_fold(text)` and `crm_phone(text)`: the same table as `fold` and `phoneKey`, as immutable
 * functions the generated columns and the queries use. The migration holds the output of this function.
 */
export function foldFunctionSql(): string {
  let from = "";
  let to = "";
  for (const [target, sources] of Object.entries(SINGLE)) {
    for (const ch of sources) {
      from += ch;
      to += target;
    }
  }
  // translate() deletes the characters of `from` that have no counterpart in `to`: they go last.
  from += DROPPED;
  let body = "t";
  for (const [ch, target] of Object.entries(MULTI))
    body = `replace(${body}, ${sqlString(ch)}, ${sqlString(target)})`;
  body = `translate(${body}, ${sqlString(from)}, ${sqlString(to)})`;
  const phone = [
    `regexp_replace(crm_fold(t), '[^0-9+]', '', 'g')`,
    `'^(\\+|00)(${COUNTRY_CODES.join("|")})'`,
  ];
  return [
    `CREATE OR REPLACE FUNCTION crm_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fold$ SELECT ${body} $fold$;`,
    `CREATE OR REPLACE FUNCTION crm_phone(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $phone$ SELECT replace(regexp_replace(regexp_replace(${phone[0]}, ${phone[1]}, ''), '^[+0]+', ''), '+', '') $phone$;`,
  ].join("\n");
}
