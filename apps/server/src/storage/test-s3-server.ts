import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3-storage.ts';

/**
 * A real S3-compatible server on loopback (s3rver, its own process's HTTP server on a free
 * port, its objects in a temporary folder), so the S3 driver is tested over HTTP with signed
 * requests as it runs against a bucket, never against a stub.
 */
export async function startS3Server(
  bucket = 'artwork',
): Promise<{ settings: S3Settings; close: () => Promise<void> }> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      // s3rver checks signatures made with its fixed key pair.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
