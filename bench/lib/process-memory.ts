import fs from 'node:fs';

/** A process's resident size now (`VmRSS`) or its lifetime peak (`VmHWM`), in MB, from /proc. */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.replace(/\D+/g, '') ?? Number.NaN) / 1024;
}

export type RssSampler = {
  /** The highest RSS seen since the sampler started or was last reset, in MB. */
  peak: () => number;
  /** Starts a new peak from the size now, and answers the old one. */
  reset: () => number;
  stop: () => void;
};

/** Reads a process's RSS every `everyMs` and keeps the highest. */
export function sampleRss(pid: number, everyMs = 20): RssSampler {
  let peak = statusMb(pid, 'VmRSS');
  const read = () => {
    peak = Math.max(peak, statusMb(pid, 'VmRSS'));
  };
  const timer = setInterval(read, everyMs);
  return {
    peak: () => {
      read();
      return peak;
    },
    reset: () => {
      read();
      const old = peak;
      peak = statusMb(pid, 'VmRSS');
      return old;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * The process's resting RSS, in MB: after `settleMs` of quiet, read every 250 ms until two
 * seconds of readings lie within 2 MB of each other (a collection or a return of memory to the
 * system may still be under way), at most 20 s; their median.
 */
export async function restingRssMb(pid: number, settleMs = 2000): Promise<number> {
  await new Promise((r) => setTimeout(r, settleMs));
  const samples: number[] = [];
  const started = performance.now();
  for (;;) {
    samples.push(statusMb(pid, 'VmRSS'));
    const last = samples.slice(-8);
    if (
      (last.length === 8 && Math.max(...last) - Math.min(...last) <= 2) ||
      performance.now() - started > 20_000
    ) {
      last.sort((a, b) => a - b);
      return last[Math.floor(last.length / 2)] as number;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
