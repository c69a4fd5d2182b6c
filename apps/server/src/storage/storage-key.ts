import { randomBytes } from 'node:crypto';

/** Generated object names: 32 hex digits, two-level fan-out so no folder grows too large. */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{30}$/;

export function newStorageKey(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 2)}/${hex.slice(2)}`;
}

/** A driver refuses any key it did not generate, so a bad record can never reach another path. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
