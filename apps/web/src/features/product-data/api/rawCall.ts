import { MESSAGES } from '@portal/domain/messages';
import { ApiError } from '../../../lib/api.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { clearSession, getSession } from '../../../lib/session.ts';

/**
 * The two calls the shared JSON client cannot make yet: a multipart upload and a file
 * download. Same rules as lib/api.ts: bearer token, envelope errors as ApiError, a 401 clears
 * the session and goes to /login-page. (They move into lib/api.ts when it takes FormData and
 * blobs.)
 */
async function send(method: 'GET' | 'POST', path: string, body?: FormData): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = getSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body, credentials: 'same-origin' });
  } catch {
    throw new ApiError(MESSAGES.genericFailure, 0);
  }
  if (response.status === 401) {
    clearSession();
    window.location.assign('/login-page');
  }
  if (!response.ok) {
    let message: string = MESSAGES.genericFailure;
    try {
      const payload = (await response.json()) as { data?: unknown };
      if (typeof payload.data === 'string' && payload.data) message = payload.data;
    } catch {
      // not an envelope
    }
    throw new ApiError(message, response.status);
  }
  return response;
}

export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const response = await send('POST', path, form);
  const payload = (await response.json()) as { status: string; data: T };
  if (payload.status !== 'success') throw new ApiError(String(payload.data), response.status);
  return payload.data;
}

/** Downloads a file and saves it under `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await send('GET', path);
  saveBlob(await response.blob(), fileName);
}
