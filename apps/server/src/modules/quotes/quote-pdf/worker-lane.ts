import { Worker } from 'node:worker_threads';
import type { RenderJob, RenderResult } from './pdf-worker-body.ts';

type Pending = { resolve: (bytes: Buffer) => void; reject: (error: Error) => void };
export type Job = RenderJob extends infer J ? (J extends RenderJob ? Omit<J, 'id'> : never) : never;

export type WorkerLane = { send: (job: Job) => Promise<Buffer>; close: () => Promise<void> };

/**
 * One worker thread, started on the first job and kept for the next; jobs queue in its message
 * order. `drawing` names what it draws ('the quote PDF', 'the artwork thumbnail') in its errors. A worker that dies fails what it held and the next job starts a new one, so a bad
 * document cannot stop every later download.
 */
export function workerLane(drawing: string): WorkerLane {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  const workerNow = (): Worker => {
    if (worker) return worker;
    const started = new Worker(new URL('./pdf-worker.mjs', import.meta.url));
    started.on('message', (result: RenderResult) => {
      const job = pending.get(result.id);
      if (!job) return;
      pending.delete(result.id);
      if ('bytes' in result)
        job.resolve(Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength));
      else job.reject(new Error(`${drawing} could not be drawn: ${result.error}`));
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      if (pending.size > 0) failAll(new Error(`the worker drawing ${drawing} stopped (exit ${code})`));
    });
    // An idle worker must not keep the process alive at shutdown.
    started.unref();
    worker = started;
    return started;
  };

  return {
    send: (job) =>
      new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        workerNow().postMessage({ ...job, id } as RenderJob);
      }),
    close: async () => {
      const current = worker;
      worker = null;
      failAll(new Error('the server is closing'));
      await current?.terminate();
    },
  };
}
