/** The SQLSTATE of a driver error; drizzle wraps them, PostgreSQL and PGlite both set `code`. */
function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * Errors the database raises because of a value a request carried, not because it failed:
 * a number beyond its column (22003), text that is not a number or date (22P02, 22007, 22008),
 * a NUL or a byte sequence it cannot store (22021, 22P05), text too long (22001), a value too
 * large to index (54000). The transaction has rolled back, so these are the client's 400.
 */
const BAD_INPUT_STATES = new Set(['22003', '22P02', '22007', '22008', '22021', '22P05', '22001', '54000']);

export function isBadInputFromDatabase(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && BAD_INPUT_STATES.has(state);
}
