import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Storage } from './storage.ts';
import { assertStorageKey } from './storage-key.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under one folder (DATA_DIR/files by default). A write goes to a temporary
 * name first and is renamed into place, so a reader never sees half an object.
 */
export function diskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.part`;
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    },
    async get(key): Promise<Readable | undefined> {
      const target = pathOf(key);
      if (!(await this.exists(key))) return undefined;
      return createReadStream(target);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
