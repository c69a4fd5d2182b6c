/** The rows of a raw query, as node-postgres and PGlite both answer them. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
