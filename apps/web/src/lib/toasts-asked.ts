/**
 * Whether any toast has been asked for yet. The toasts' container (providers.tsx) loads with the
 * first one, so pages that show none never load its code. Kept apart from notify.ts so that
 * reading it does not bring Mantine's notifications into the first script.
 */
let asked = false;
const listeners = new Set<() => void>();

export const toastsAsked = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => asked,
  /** Called before each toast; only the first one changes anything. */
  mark(): void {
    if (asked) return;
    asked = true;
    for (const listener of listeners) listener();
  },
};
