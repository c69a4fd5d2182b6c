import { useEffect, useState } from 'react';

/** How long a page waits for a picture before drawing without it. */
const PICTURE_WAIT_MS = 3000;

/**
 * Whether the picture at `url` has loaded and decoded (or failed, or kept the page waiting
 * PICTURE_WAIT_MS); true at once when there is none. A page that draws its content only then
 * draws the picture at its size: an image without one would push what is below it down as it
 * arrives (a layout shift), which a faster render than the picture's download makes likely.
 */
export function usePictureReady(url: string | null): boolean {
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    if (url === null) return;
    let live = true;
    const done = () => {
      if (live) setReady(url);
    };
    const picture = new Image();
    picture.src = url;
    // jsdom has no decode(); a browser without one shows the page as the picture loads.
    const decoded = typeof picture.decode === 'function' ? picture.decode() : Promise.resolve();
    decoded.then(done, done);
    const timer = setTimeout(done, PICTURE_WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [url]);
  return url === null || ready === url;
}
