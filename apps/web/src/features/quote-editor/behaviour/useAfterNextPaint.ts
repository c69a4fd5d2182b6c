import { useEffect, useState } from 'react';

/** Fields whose keystrokes change the document: text and number inputs, text areas. */
const TYPED_INPUTS = new Set(['text', 'number', 'search', 'tel', 'email', 'url']);

const typingInField = (): boolean => {
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  return (
    focused instanceof HTMLTextAreaElement ||
    (focused instanceof HTMLInputElement && TYPED_INPUTS.has(focused.type))
  );
};

/**
 * The value, one frame late while the user types: a new value made while a text or number field
 * has focus is handed on only after the browser has drawn the frame that follows it. The editor
 * gives the Order Summary the new figures at once and the table this copy, so a keystroke's
 * frame holds the typed digit and the new total only; the rows that follow a product's quantity
 * (its decorations, their amounts) are drawn in the next frame instead of making the total wait
 * for them. The typed cell itself shows what
 * was typed while it has focus (cells.tsx).
 *
 * Any other change (a tick, a choice in a list, a button) is handed on at once: a checkbox or
 * select whose value arrived a frame late would flick back to its old state for that frame.
 * Typing faster than frames hands on only the latest value.
 */
export function useAfterNextPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const behind = !Object.is(value, shown);
  const late = behind && typingInField();
  useEffect(() => {
    if (!behind) return;
    if (!late) {
      setShown(value);
      return;
    }
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
  }, [value, behind, late]);
  return late ? shown : value;
}
