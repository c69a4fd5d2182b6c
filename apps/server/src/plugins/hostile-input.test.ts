import { MESSAGES, NUL_MESSAGE, REQUEST_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { useDemoApp } from '../test/demo-app.ts';

const BOUNDARY = '----hostile';

/** input a careless or hostile client sends gets a 4xx in words, never a 500. */
describe.each(testDatabases())('hostile input on $name', (kind) => {
  const demo = useDemoApp(kind);

  it('checks the caller before the body: an anonymous setsent with an object for the flag is 401', async () => {
    const res = await demo.app.call('POST', '/api/quotes/setsent/1', { body: { sent: { a: 1 } } });
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: 'error', data: MESSAGES.signInRequired });
  });

  it('answers a cut-short multipart sign-in with 400 and a message', async () => {
    const res = await demo.app.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', data: REQUEST_MESSAGES.unreadable });
  });

  it('reads ids as digits only and within 32 bits', async () => {
    const token = demo.admin.token;
    for (const id of ['0x1', '2147483648', '1e308', '%201', '-1']) {
      const res = await demo.app.call('GET', `/api/users/view/${id}`, { token });
      expect(res.statusCode, id).toBe(400);
      expect(res.body).toEqual({ status: 'error', data: 'id: This is not a valid id' });
    }
    expect((await demo.app.call('GET', '/api/users/view/1', { token })).statusCode).toBe(200);
  });

  it('refuses a contact id beyond the database with a message, and keeps the quote', async () => {
    const token = demo.admin.token;
    const before = await demo.app.call<{ version: number }>('GET', '/api/quotes/edit/1', { token });
    const res = await demo.app.call('POST', '/api/quotes/edit/1', { token, body: { contact_user: 1e308 } });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('error');
    const after = await demo.app.call<{ version: number }>('GET', '/api/quotes/edit/1', { token });
    expect(after.body.data.version).toBe(before.body.data.version);
  });

  it('refuses text with a NUL character, naming the field', async () => {
    const res = await demo.app.call('POST', `/api/setting/setbyuserid/${demo.customer.user.id}`, {
      token: demo.customer.token,
      body: { other: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 'error', data: `other: ${NUL_MESSAGE}` });
  });

  it('answers JSON that does not parse with 400 in words', async () => {
    const res = await demo.app.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', data: REQUEST_MESSAGES.unreadable });
  });
});
