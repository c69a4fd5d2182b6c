import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from './disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';
import { newStorageKey } from './storage-key.ts';
import { startS3Server } from './test-s3-server.ts';

const read = async (stream: Readable | undefined): Promise<Buffer | undefined> => {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/** What every driver promises (storage.ts), checked the same way for each. */
function storageContract(
  name: string,
  open: () => Promise<{ storage: Storage; close: () => Promise<void> }>,
) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    }, 60_000);
    afterAll(() => close?.());

    it('puts, gets, tells whether an object exists, and deletes it', async () => {
      const key = newStorageKey();
      const bytes = Buffer.from('%PDF-1.4 some bytes \u0000\u00ff', 'latin1');
      expect(await storage.exists(key)).toBe(false);
      await storage.put(key, bytes, 'application/pdf');
      expect(await storage.exists(key)).toBe(true);
      expect((await read(await storage.get(key)))?.equals(bytes)).toBe(true);
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeUndefined();
      // Deleting what is gone is not an error.
      await storage.delete(key);
    });

    it('keeps a larger object whole', async () => {
      const key = newStorageKey();
      const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
      await storage.put(key, bytes, 'application/octet-stream');
      expect((await read(await storage.get(key)))?.equals(bytes)).toBe(true);
      await storage.delete(key);
    });

    it('refuses keys it did not generate, so no record can name another path', async () => {
      for (const key of ['../../etc/passwd', 'ab/../../x', '/abs', 'AB/CDEF', ''])
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/not a storage key/);
    });
  });
}

storageContract('disk', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'portal-disk-'));
  return { storage: diskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
});

storageContract('S3', async () => {
  const server = await startS3Server();
  return { storage: s3Storage(server.settings), close: server.close };
});

describe('disk storage layout', () => {
  it('writes under the folder only, by generated key, leaving no partial file', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'portal-disk-'));
    const storage = diskStorage(root);
    const key = newStorageKey();
    await storage.put(key, Buffer.from('GIF89a'), 'image/gif');
    const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(files.map((f) => path.relative(root, path.join(f.parentPath, f.name)))).toEqual([key]);
    await rm(root, { recursive: true, force: true });
  });
});
