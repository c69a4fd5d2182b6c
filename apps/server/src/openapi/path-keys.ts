/**
 * A route pattern as OpenAPI path keys. The spec writes some calls with a trailing slash
 * (`/companies/list/`) and one with an optional segment (`/companies/add/` and
 * `/companies/add/{userid}`); OpenAPI has neither, so a trailing slash is dropped (the server
 * answers both spellings, see docs/api.md) and an optional last segment gives two paths.
 */
export function pathKeysOf(pattern: string): { key: string; optional?: string }[] {
  const trimmed = pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern;
  const optional = /^(.*)\/\{(\w+)\}\?$/.exec(trimmed);
  if (!optional) return [{ key: trimmed }];
  const [, base, name] = optional as unknown as [string, string, string];
  return [{ key: base, optional: name }, { key: `${base}/{${name}}` }];
}
