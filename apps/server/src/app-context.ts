import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { OutboxWorker } from './mail/worker.ts';

/** What every module gets: the database, the configuration and the outbox worker. */
export type AppContext = { db: Db; config: Config; outbox: OutboxWorker };
