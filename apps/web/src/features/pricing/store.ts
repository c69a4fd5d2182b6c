import { createContext, useContext, useSyncExternalStore } from 'react';
import { type Checked, checkDraft, type Figure, type PriceTablesDraft, setIn } from './draft.ts';

/**
 * The form's draft outside React state, so that each field subscribes to its own value: typing
 * in one of two hundred fields re-renders that field, not the page (about 300 ms a key before).
 */
export type DraftStore = {
  getDraft: () => PriceTablesDraft;
  /** The draft checked with the domain schema; worked out once per draft. */
  getChecked: () => Checked;
  /** Field messages show from the first attempt to save, then follow every change. */
  getShowErrors: () => boolean;
  set: (path: string, value: Figure) => void;
  replace: (draft: PriceTablesDraft) => void;
  setShowErrors: (show: boolean) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createDraftStore(initial: PriceTablesDraft): DraftStore {
  let draft = initial;
  let checked: { of: PriceTablesDraft; result: Checked } | null = null;
  let showErrors = false;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    getDraft: () => draft,
    getChecked: () => {
      if (checked?.of !== draft) checked = { of: draft, result: checkDraft(draft) };
      return checked.result;
    },
    getShowErrors: () => showErrors,
    set: (path, value) => {
      draft = setIn(draft, path, value);
      emit();
    },
    replace: (next) => {
      draft = next;
      emit();
    },
    setShowErrors: (show) => {
      showErrors = show;
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const DraftContext = createContext<DraftStore | null>(null);

export const useDraftStore = (): DraftStore => {
  const store = useContext(DraftContext);
  if (!store) throw new Error('Price table fields need the draft store');
  return store;
};

/** A value picked from the draft; select must return a primitive or a shared part of the draft. */
export const useDraft = <T>(select: (draft: PriceTablesDraft) => T): T => {
  const store = useDraftStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getDraft()));
};

/** The message for one path, once messages show. */
export const useFieldError = (path: string): string | undefined => {
  const store = useDraftStore();
  return useSyncExternalStore(store.subscribe, () => {
    if (!store.getShowErrors()) return undefined;
    const checked = store.getChecked();
    return checked.ok ? undefined : checked.errors[path];
  });
};
