import { createContext, useContext, useDeferredValue } from 'react';

/** Whether the proof page's first picture is on screen (ShownWithFirstPicture); true without one. */
export const FirstPictureShown = createContext(true);

/**
 * Whether to draw what comes after the first proof's picture and spec: its answers and the other
 * proofs. They are drawn once the picture is shown, in a background render React splits into short
 * slices, so on a phone the picture the customer opened the mail for is drawn before the forms are
 * built rather than after; what is added goes below it and moves nothing above.
 */
export function useDrawnAfterFirstPicture(): boolean {
  return useDeferredValue(useContext(FirstPictureShown));
}
