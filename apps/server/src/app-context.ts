import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { PdfCache } from './lib/pdf-cache.ts';
import type { PdfRenderer } from './lib/pdf-rendering.ts';
import type { OutboxWorker } from './outbox/worker.ts';
import type { Storage } from './storage/storage.ts';
import type { WfmService } from './workflowmax/wfm-service.ts';
import type { XeroClient } from './xero/xero-client.ts';

/**
 * What every module gets: the database, the configuration, the outbox worker, file storage and
 * the quote PDF's renderer (a worker thread) with its cache, and the clock.
 */
export type AppContext = {
  db: Db;
  config: Config;
  outbox: OutboxWorker;
  storage: Storage;
  pdf: { renderer: PdfRenderer; cache: PdfCache };
  /** WorkflowMax when it is set up: its client and kept lists (templates, tasks, categories). */
  wfm: WfmService | undefined;
  /** Xero when it is set up: one client, so its token and call counting are shared. */
  xero: XeroClient | undefined;
  /** Whether mail is sent (an SMTP transport), or only recorded on the Outbox page. */
  mailSetUp: boolean;
  /** What time it is for work that runs on its own (reminders); tests set it. */
  clock: Clock;
};
