import { useEffect, useState } from 'react';

/** How long a page keeps its content hidden waiting for its first picture. */
const PICTURE_WAIT_MS = 3000;

/**
 * Whether the first picture inside the box (the element given `boxRef`) has loaded, or failed, or
 * kept the page waiting PICTURE_WAIT_MS; true at once when `waiting` is false (no picture to draw).
 *
 * A page that keeps its content hidden until then shows it with the picture at its size: an
 * image without one pushes what is below it down as it arrives (a layout shift), which a render
 * faster than the picture's download makes likely. It must be the drawn <img> that loads: the
 * portal's proof files are kept by no browser, so a copy loaded elsewhere would not be reused.
 */
export function usePictureReady(waiting: boolean): {
  boxRef: (element: HTMLElement | null) => void;
  ready: boolean;
} {
  const [ready, setReady] = useState(false);
  // The box as state, not a ref object: the page may draw it a render after `waiting` turns
  // true, and the wait must start then, once.
  const [element, boxRef] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!waiting || ready || !element) return;
    const done = () => setReady(true);
    if (element.querySelector('img')?.complete) return done();
    // load and error do not bubble, but an ancestor hears them in the capture phase.
    element.addEventListener('load', done, true);
    element.addEventListener('error', done, true);
    const timer = setTimeout(done, PICTURE_WAIT_MS);
    return () => {
      element.removeEventListener('load', done, true);
      element.removeEventListener('error', done, true);
      clearTimeout(timer);
    };
  }, [element, waiting, ready]);
  return { boxRef, ready: !waiting || ready };
}
