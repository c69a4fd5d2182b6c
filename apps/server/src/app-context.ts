import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { OutboxWorker } from './outbox/worker.ts';
import type { Storage } from './storage/storage.ts';

/** What every module gets: the database, the configuration, the outbox worker and file storage. */
export type AppContext = { db: Db; config: Config; outbox: OutboxWorker; storage: Storage };
