import type { Readable } from 'node:stream';

/**
 * Where artwork objects live (DESIGN: Outside services, storage). Objects are addressed only by
 * keys the server generates (`newStorageKey`), never by a name a user sent, so no upload can
 * name a path. Records about them (name, size, type, owner, hash) live in the database.
 */
export interface Storage {
  /** Which driver, for logs and tests. */
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes as a stream; undefined when there is no such object. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the object; removing one that is gone is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
