type Loose = unknown;

const isBandList = (value: Loose): value is { upTo: number | null }[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((band) => typeof band === 'object' && band !== null && 'upTo' in band);

/**
 * `figures` with the quantity breaks of `breaks`: wherever both hold a list of bands of the same
 * length, each band keeps its figures and takes its `upTo` from `breaks`. Pricing a line with it
 * tells whether a move came from the figures of the table or from where its quantities break.
 */
export function withBreaksOf<T>(figures: T, breaks: T): T {
  const walk = (a: Loose, b: Loose): Loose => {
    if (isBandList(a) && isBandList(b) && a.length === b.length)
      return a.map((band, i) => ({ ...band, upTo: b[i]?.upTo ?? band.upTo }));
    if (Array.isArray(a)) return a.map((item, i) => walk(item, Array.isArray(b) ? b[i] : undefined));
    if (typeof a === 'object' && a !== null) {
      const other = (typeof b === 'object' && b !== null ? b : {}) as Record<string, Loose>;
      return Object.fromEntries(Object.entries(a).map(([key, value]) => [key, walk(value, other[key])]));
    }
    return a;
  };
  return walk(figures, breaks) as T;
}
