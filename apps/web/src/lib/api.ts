import type { ApiEnvelope } from '@portal/domain';
import { MESSAGES } from '@portal/domain/messages';
import { saveBlob } from './save-blob.ts';
import { clearSession, getSession } from './session.ts';
import { ANSWER_NOT_UNDERSTOOD } from './texts.ts';

/** A failed call: `message` is the server's `data` text, or the spec's generic failure. */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type CallOptions = {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data (uploads); the browser writes the boundary header. */
  form?: FormData;
  /**
   * Calls made signed out (login, register, forgot, reset) neither send the token nor treat a
   * 401 as an expired session: for login a 401 is 'wrong password', shown on the page.
   */
  auth?: boolean;
  signal?: AbortSignal;
};

let unauthorizedHandler: () => void = () => {
  window.location.assign('/login-page');
};

/** The router registers how to go to /login-page without a full reload. */
export const onUnauthorized = (handler: () => void): void => {
  unauthorizedHandler = handler;
};

const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  'data' in value &&
  typeof (value as { status: unknown }).status === 'string';

/**
 * What the web needs of a call's answer schema (the domain's zod schema, the one the server's
 * route validates its answer with): a parse that gives the typed value or throws. Written as a
 * shape so the web app needs no zod of its own.
 */
export type AnswerSchema<T> = { parse(value: unknown): T };

/**
 * A schema loaded beside its call rather than with its page: the signed-out pages a visitor
 * opens first (sign-in, reset) carry no schema library, and the answer waits for the schema
 * instead (decisions/162). Made by `answerLoadedWith`.
 */
export type LoadedAnswerSchema<T> = { load: () => Promise<AnswerSchema<T>> };

/** A call's schema loaded when the call is made (a dynamic import of the domain's schema). */
export const answerLoadedWith = <T>(load: () => Promise<AnswerSchema<T>>): LoadedAnswerSchema<T> => ({
  load,
});

const schemaOf = <T>(
  answer: AnswerSchema<T> | LoadedAnswerSchema<T>,
): AnswerSchema<T> | Promise<AnswerSchema<T>> => ('load' in answer ? answer.load() : answer);

/**
 * The answer's `data`, parsed with the call's schema, so no page works on a value it merely
 * assumes the shape of. An answer that does not fit (a server and a web app from different
 * builds) is an ApiError in words a user can act on, never a crash further down the page.
 */
function parsed<T>(answer: AnswerSchema<T>, data: unknown, path: string, status: number): T {
  try {
    return answer.parse(data);
  } catch (error) {
    // Kept for whoever opens the console: which call, and what did not fit.
    console.error(`The answer of ${path} does not fit its schema`, error);
    throw new ApiError(ANSWER_NOT_UNDERSTOOD, status);
  }
}

/**
 * Calls `/api{path}` and returns the envelope's `data` on success, parsed with `answer`. Every
 * failure throws an ApiError. A 401 on a signed-in call clears the stored token and user and goes
 * to /login-page (spec 4.3).
 */
export async function call<T>(
  answer: AnswerSchema<T> | LoadedAnswerSchema<T>,
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  // A schema still to load comes while the request is under way.
  const [{ status, data }, schema] = await Promise.all([send(method, path, options), schemaOf(answer)]);
  return parsed(schema, data, path, status);
}

/** One fetch of `/api{path}`: the status and the success envelope's `data`, not yet parsed. */
async function send(
  method: Method,
  path: string,
  options: CallOptions,
): Promise<{ status: number; data: unknown }> {
  const auth = options.auth ?? true;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = auth ? getSession()?.token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | FormData | undefined = options.form;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(MESSAGES.genericFailure, 0);
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  return { status: response.status, data: dataOf(response.status, payload, auth) };
}

/**
 * The envelope's `data` of a success, or the ApiError of anything else; a 401 on a signed-in call
 * clears the session first (spec 4.3). Shared by fetch calls and uploads sent with XHR.
 */
function dataOf(status: number, payload: unknown, auth: boolean): unknown {
  if (status === 401 && auth) {
    clearSession();
    unauthorizedHandler();
  }
  const ok = status >= 200 && status < 300;
  if (isEnvelope(payload)) {
    if (payload.status === 'success' && ok) return payload.data;
    const message = typeof payload.data === 'string' && payload.data ? payload.data : MESSAGES.genericFailure;
    throw new ApiError(message, status);
  }
  throw new ApiError(MESSAGES.genericFailure, status);
}

/**
 * Sends a form with XMLHttpRequest, whose upload reports its progress (fetch does not), calling
 * `onProgress` with the whole percent sent so far; answers and errors as call's.
 */
function sendWithProgress(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<{ status: number; data: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = getSession()?.token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.floor((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      try {
        resolve({ status: request.status, data: dataOf(request.status, payload, true) });
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError(MESSAGES.genericFailure, 0));
    request.send(form);
  });
}

/**
 * Uploads a form (multipart) to `/api{path}`: call's rules, parsed answers and errors. With
 * `onProgress`, the percent sent is reported as the file goes (a 25 MB artwork file takes a while).
 */
export async function callForm<T>(
  answer: AnswerSchema<T>,
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  const { status, data } = await (onProgress
    ? sendWithProgress(path, form, onProgress)
    : send('POST', path, { form }));
  return parsed(answer, data, path, status);
}

export const errorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : MESSAGES.genericFailure;

type BlobOptions = {
  signal?: AbortSignal;
  /** Sent as JSON with a POST (a link page's token); without it the file is a GET. */
  body?: unknown;
  /** Signed-out pages send no session, as call's `auth: false`. */
  auth?: boolean;
};

/**
 * GET `/api{path}` for a file (a PDF, an image) as a Blob, with the same bearer token, 401
 * handling and error messages as call; a POST when `body` is given. An aborted call rejects
 * with the AbortError itself, so a closed preview shows no failure.
 */
export async function apiBlob(path: string, options: BlobOptions = {}): Promise<Blob> {
  const token = options.auth === false ? undefined : getSession()?.token;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(MESSAGES.genericFailure, 0);
  }
  if (response.status === 401 && options.auth !== false) {
    clearSession();
    unauthorizedHandler();
  }
  if (response.ok) return response.blob();
  let message: string = MESSAGES.genericFailure;
  try {
    const payload: unknown = await response.json();
    if (isEnvelope(payload) && typeof payload.data === 'string' && payload.data) message = payload.data;
  } catch {
    // Not an envelope: keep the generic text.
  }
  throw new ApiError(message, response.status);
}

/** Downloads `/api{path}` and saves it under `fileName` (the spec's generic blob GET). */
export async function apiDownload(path: string, fileName: string, options: BlobOptions = {}): Promise<void> {
  saveBlob(await apiBlob(path, options), fileName);
}
