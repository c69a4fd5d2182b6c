import { useEffect, useState } from 'react';

/**
 * The value, one frame late: a new value is handed on only after the browser has drawn the
 * frame that follows it. The editor gives the Order Summary the new figures at once and the
 * table this late copy, so a keystroke's frame holds the typed digit and the new total only;
 * the rows that follow a product's quantity (its decorations, their amounts) are drawn in the
 * next frame instead of making the total wait for them (issue 6: one frame per keystroke).
 *
 * Typing faster than frames hands on only the latest value. The table's own inputs are not
 * affected while typed in: each shows what was typed until it is left (see cells.tsx).
 */
export function useAfterNextPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs just before the next frame is drawn; a task queued from there
    // runs once that frame is done.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown(value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [value, shown]);
  return shown;
}
