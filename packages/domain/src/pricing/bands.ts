/** The index of the band a value falls in: the first whose upper bound covers it, else the open last band. */
export const bandIndex = (bands: readonly { upTo: number | null }[], value: number): number => {
  const i = bands.findIndex((b) => b.upTo === null || value <= b.upTo);
  return i === -1 ? bands.length - 1 : i;
};

export const pickBand = <T extends { upTo: number | null }>(bands: readonly T[], value: number): T => {
  const band = bands[bandIndex(bands, value)];
  // The schema requires at least one band, so this only guards against hand-built tables.
  if (!band) throw new Error('A price table has no bands');
  return band;
};
