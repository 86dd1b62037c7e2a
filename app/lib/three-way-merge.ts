/**
 * Two edits of one record, joined: `old` is what both started from, `mine` and `theirs` the two edits. Plain
 * objects are joined key by key; any other value (text, number, list) is one field: the side that changed it
 * wins, and where both changed it differently, `mine` is kept and counted in `clashes`.
 */
export function mergeThreeWay<T>(old: T, mine: T, theirs: T): { merged: T; clashes: number } {
  let clashes = 0;
  const join = (o: unknown, m: unknown, t: unknown): unknown => {
    if (isPlainObject(m) && isPlainObject(t)) {
      const base = isPlainObject(o) ? o : {};
      const keys = new Set([...Object.keys(m), ...Object.keys(t)]);
      return Object.fromEntries([...keys].map((key) => [key, join(base[key], m[key], t[key])]));
    }
    if (same(m, o) || same(m, t)) return t;
    if (!same(t, o)) clashes += 1;
    return m;
  };
  const merged = join(old, mine, theirs) as T;
  return { merged, clashes };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
