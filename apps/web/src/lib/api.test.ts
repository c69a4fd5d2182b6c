// @vitest-environment happy-dom
import { repeatAnswer } from '@portal/domain/quote';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../testing/serve.ts';
import { ApiError, answerLoadedWith, call, callForm } from './api.ts';
import { ANSWER_NOT_UNDERSTOOD } from './texts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the typed call helper', () => {
  it("gives the answer as its schema reads it, without keys the schema doesn't name", async () => {
    serve({ 'POST /api/quotes/repeat/7': { status: 200, data: { id: 8, message: 'Copied', extra: 1 } } });
    expect(await call(repeatAnswer, 'POST', '/quotes/repeat/7')).toEqual({ id: 8, message: 'Copied' });
  });

  it('turns an answer that does not fit its schema into an error the page can show', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ 'POST /api/quotes/repeat/7': { status: 200, data: { id: '8' } } });
    const failure = await call(repeatAnswer, 'POST', '/quotes/repeat/7').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(ANSWER_NOT_UNDERSTOOD);
    // Whoever opens the console learns which call did not fit.
    expect(String(logged.mock.calls[0]?.[0])).toContain('/quotes/repeat/7');
  });

  it("keeps a refusal in the server's words, before any parsing", async () => {
    serve({ 'POST /api/quotes/repeat/7': { status: 404, data: 'Quote not found' } });
    await expect(call(repeatAnswer, 'POST', '/quotes/repeat/7')).rejects.toMatchObject({
      message: 'Quote not found',
      status: 404,
    });
  });

  it('parses with a schema loaded beside the call as with one the page carries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loaded = answerLoadedWith(async () => (await import('@portal/domain/quote')).repeatAnswer);
    serve({ 'POST /api/quotes/repeat/7': { status: 200, data: { id: 8, message: 'Copied', extra: 1 } } });
    expect(await call(loaded, 'POST', '/quotes/repeat/7')).toEqual({ id: 8, message: 'Copied' });
    serve({ 'POST /api/quotes/repeat/7': { status: 200, data: { id: '8' } } });
    await expect(call(loaded, 'POST', '/quotes/repeat/7')).rejects.toMatchObject({
      message: ANSWER_NOT_UNDERSTOOD,
    });
  });

  it('parses an upload answer the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The stand-in server reads JSON bodies; a form is answered by a fetch of its own.
    const fetch = vi.fn(async () => Response.json({ status: 'success', data: null }));
    vi.stubGlobal('fetch', fetch);
    await expect(callForm(repeatAnswer, '/quotes/repeat/7', new FormData())).rejects.toMatchObject({
      message: ANSWER_NOT_UNDERSTOOD,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
