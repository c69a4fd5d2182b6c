import type { SessionUser } from '@portal/domain';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in session kept in localStorage (spec 4.3: login saves token and user locally).
 * A tiny external store so that code outside React (the API client's 401 handling) can clear
 * it and every component re-renders.
 */
export type Session = { token: string; user: SessionUser } | null;

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

const isSessionUser = (value: unknown): value is SessionUser => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.firstname === 'string' &&
    typeof v.lastname === 'string' &&
    typeof v.email === 'string' &&
    (v.role === 'admin' || v.role === 'customer')
  );
};

const read = (): Session => {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const user: unknown = JSON.parse(raw);
    return isSessionUser(user) ? { token, user } : null;
  } catch {
    return null;
  }
};

let current: Session = read();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const getSession = (): Session => current;

export const setSession = (token: string, user: SessionUser): void => {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  current = { token, user };
  emit();
};

/** Keeps the token, replaces what we know about the user (after /users/me or an e-mail change). */
export const updateSessionUser = (user: SessionUser): void => {
  if (!current) return;
  const same = JSON.stringify(current.user) === JSON.stringify(user);
  if (same) return;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  current = { token: current.token, user };
  emit();
};

export const clearSession = (): void => {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  if (current === null) return;
  current = null;
  emit();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Signing out (or in) in one tab is seen by the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
    current = read();
    emit();
  });
}

export const useSession = (): Session => useSyncExternalStore(subscribe, getSession, getSession);
export const useCurrentUser = (): SessionUser | null => useSession()?.user ?? null;
