/**
 * Reads a Chromium performance trace of keystrokes (the DevTools timeline) and gives, for each
 * keystroke, how long the browser worked before the updated figure was drawn.
 *
 * Why a trace and not timers in the page: from a key press to the next frame there is, besides
 * the work, a wait for the screen's next refresh (up to 16.7 ms at 60 Hz) that no code can
 * shorten; a timer from the key to the frame would put that wait, which depends only on when
 * the key happened to be pressed, into the figure. The trace tells the two apart: the work is
 * every main-thread task from the key press to the end of the frame that drew the change
 * (event handling, React, pricing, style, layout, paint); the wait is the gaps between them.
 */

/** The categories the trace needs: the main thread's tasks, the timeline and the page's marks. */
export const KEYSTROKE_TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing'];

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, when the trace has it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
};

export type KeystrokeCost = {
  /**
   * The main thread's CPU time in those tasks, in ms: the work less any moment the system gave
   * the main thread's core to another thread or process while a task ran.
   */
  cpu: number;
  /** Main-thread work from the key press to the end of the frame that drew the change, in ms. */
  work: number;
  /** The same span by the clock, including the wait for the screen's refresh, in ms. */
  wall: number;
  /**
   * Work after that frame up to the end of the next painted frame before the next key, in ms:
   * what the page drew a frame later (the editor's table catching up with the total).
   */
  followUp: number;
};

/** A top-level task: its span by the clock and the CPU time the thread spent in it. */
type Span = { start: number; end: number; cpu: number };

/** Top-level tasks can nest (a task runner inside a task): the outer span counts once. */
const mergeNested = (spans: Span[], next: Span): Span[] => {
  const last = spans[spans.length - 1];
  if (last && next.start <= last.end) {
    if (next.end > last.end) {
      last.cpu += next.cpu * ((next.end - last.end) / Math.max(1, next.end - next.start));
      last.end = next.end;
    }
  } else spans.push({ ...next });
  return spans;
};

/** The part of each task between two moments, by the clock. */
const overlaps = (tasks: Span[], from: number, to: number) =>
  tasks
    .filter((t) => t.end > from && t.start < to)
    .map((t) => ({
      task: t,
      share: (Math.min(t.end, to) - Math.max(t.start, from)) / Math.max(1, t.end - t.start),
    }));

/** Main-thread time spent in tasks between two moments, by the clock. */
const busy = (tasks: Span[], from: number, to: number) =>
  overlaps(tasks, from, to).reduce((sum, o) => sum + o.share * (o.task.end - o.task.start), 0);

/** Main-thread CPU time spent in tasks between two moments (a task cut by a moment counts in part). */
const busyCpu = (tasks: Span[], from: number, to: number) =>
  overlaps(tasks, from, to).reduce((sum, o) => sum + o.share * o.task.cpu, 0);

/**
 * One entry per key press that was followed by the page's `mark` (set when the figure changed)
 * and a painted frame. Key presses whose change was never drawn are left out; the caller
 * compares the count with the keys it pressed.
 */
export function keystrokeCosts(
  trace: { traceEvents: TraceEvent[] } | TraceEvent[],
  mark: string,
): KeystrokeCost[] {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const keydowns = events.filter(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown' && e.ph === 'X',
  );
  const first = keydowns[0];
  if (!first) return [];
  const onMain = (e: TraceEvent) => e.pid === first.pid && e.tid === first.tid;
  const tasks: Span[] = events
    .filter((e) => onMain(e) && e.ph === 'X' && e.cat.split(',').includes('toplevel') && e.dur !== undefined)
    .map((e) => ({ start: e.ts, end: e.ts + (e.dur ?? 0), cpu: e.tdur ?? e.dur ?? 0 }))
    .sort((a, b) => a.start - b.start)
    .reduce(mergeNested, []);
  const paints = events.filter((e) => onMain(e) && e.name === 'Paint' && e.ph === 'X').map((e) => e.ts);
  const marks = events
    .filter((e) => e.name === mark && e.cat.includes('blink.user_timing'))
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  const taskAt = (ts: number) => tasks.find((t) => t.start <= ts && ts <= t.end);

  const costs: KeystrokeCost[] = [];
  const keyTimes = keydowns.map((k) => k.ts).sort((a, b) => a - b);
  for (const [i, keyAt] of keyTimes.entries()) {
    const nextKey = keyTimes[i + 1] ?? Number.POSITIVE_INFINITY;
    const changed = marks.find((m) => m >= keyAt && m < nextKey);
    if (changed === undefined) continue;
    const paint = paints.find((p) => p >= changed && p < nextKey);
    const frame = paint === undefined ? undefined : taskAt(paint);
    const start = taskAt(keyAt)?.start ?? keyAt;
    if (!frame) continue;
    const later = paints.find((p) => p > frame.end && p < nextKey);
    const nextFrame = later === undefined ? undefined : taskAt(later);
    costs.push({
      cpu: busyCpu(tasks, start, frame.end) / 1000,
      work: busy(tasks, start, frame.end) / 1000,
      wall: (frame.end - start) / 1000,
      followUp: nextFrame ? busy(tasks, frame.end, nextFrame.end) / 1000 : 0,
    });
  }
  return costs;
}
