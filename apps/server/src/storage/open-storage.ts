import type { Config } from '../config.ts';
import { diskStorage } from './disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The configured driver: an S3-compatible bucket when S3_BUCKET is set, else the disk folder. */
export function openStorage(config: Pick<Config, 's3' | 'filesDir'>): Storage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.filesDir);
}
