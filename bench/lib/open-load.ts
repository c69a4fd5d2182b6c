/** What one call of a load step came to: its kind, and the error if it was not a 200. */
export type CallOutcome = { kind: string; error: string | null };

export type StepResult = {
  rate: number;
  seconds: number;
  sent: number;
  /** From each call's scheduled start to its answer, in ms, errors included. */
  latencies: number[];
  /** Error text → how many calls ended with it. */
  errors: Map<string, number>;
  byKind: Map<string, number[]>;
  /** The worst delay between a call's scheduled start and its real start (the client's own lag). */
  worstStartLagMs: number;
  /** Wall time from the first scheduled start to the last answer. */
  elapsedMs: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An open-model load: call i is started at start + i / rate, whether or not earlier calls
 * have answered, so a slow server meets a growing queue instead of a politely waiting client
 * (a closed loop would slow its own arrivals and hide that). Each latency is measured from the
 * scheduled start, so any lag of this client counts against the figure rather than hiding it.
 */
export async function runOpenLoad(
  rate: number,
  seconds: number,
  call: (i: number) => Promise<CallOutcome>,
): Promise<StepResult> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const result: StepResult = {
    rate,
    seconds,
    sent: total,
    latencies: [],
    errors: new Map(),
    byKind: new Map(),
    worstStartLagMs: 0,
    elapsedMs: 0,
  };
  const pending: Promise<void>[] = [];
  const start = performance.now() + 20;
  const fire = (i: number, due: number) => {
    result.worstStartLagMs = Math.max(result.worstStartLagMs, performance.now() - due);
    pending.push(
      call(i).then(
        (outcome) => record(outcome, performance.now() - due),
        (error: Error) => record({ kind: 'unknown', error: error.message }, performance.now() - due),
      ),
    );
  };
  const record = ({ kind, error }: CallOutcome, ms: number) => {
    result.latencies.push(ms);
    const list = result.byKind.get(kind) ?? [];
    list.push(ms);
    result.byKind.set(kind, list);
    if (error) result.errors.set(error, (result.errors.get(error) ?? 0) + 1);
  };
  let next = 0;
  while (next < total) {
    const now = performance.now();
    // Every call that is due is started now; a timer tick may cover several at high rates.
    while (next < total && start + next * interval <= now) {
      fire(next, start + next * interval);
      next += 1;
    }
    if (next < total) await sleep(Math.max(0, start + next * interval - performance.now()));
  }
  await Promise.all(pending);
  result.elapsedMs = performance.now() - start;
  return result;
}
