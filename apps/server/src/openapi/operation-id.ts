/**
 * The operationId of a call, derived from its method and path so every route has one without
 * anyone writing it, and it stays unique as long as method and path are:
 * `GET /api/setting/getbyuserid/{id}` → `getSettingGetbyuseridById`.
 */
export function operationIdOf(method: string, pathKey: string): string {
  const words = pathKey
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, 'by $1'))
    .join(' ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}
