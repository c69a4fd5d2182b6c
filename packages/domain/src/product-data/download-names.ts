/**
 * The names a provider's two downloads are saved under. The spec names both `{provider}.csv`
 * (accounts spec 2.12); saved side by side the second would replace the first or arrive as
 * `MAC (1).csv`, so the Square import says what it is (decisions/115).
 */
export const catalogueCsvName = (provider: string): string => `${provider}.csv`;

export const squareCsvName = (provider: string): string => `${provider}-square.csv`;
