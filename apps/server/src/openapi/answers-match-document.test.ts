import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { documentChecker, type OpenApiDocument } from '../test/document-answers.ts';
import { contactIdsOf, goldenContent } from '../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

type Request = { method: 'GET' | 'POST'; url: string; token?: string; body?: unknown };

/**
 * A client generated from /api/openapi.json must be able to read what the server really sends:
 * successes and refusals (400, 401, 403, 404, 409, 429) of a sample of calls across the modules,
 * each checked against the document's own schema for its status.
 */
describe.each(testDatabases())('real answers match the OpenAPI document on $name', (kind) => {
  let t: TestApp;
  let checker: ReturnType<typeof documentChecker>;
  beforeAll(async () => {
    // One sign-in a minute per address, so the sample can meet the limit.
    t = await startTestApp(kind, { authRateLimitPerMinute: 12 });
    const document = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json() as OpenApiDocument;
    checker = documentChecker(document);
  });
  afterAll(() => t?.close());

  const send = async ({ method, url, token, body }: Request) => {
    const res = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    return { statusCode: res.statusCode, headers: res.headers, body: res.body };
  };

  it('compiles every schema of the document', () => {
    expect(checker.uncompilable()).toEqual([]);
  });

  it('describes every answer of the sample, errors included', async () => {
    const { admin, customer, customer2 } = await t.signInDemo();
    const [contactId] = (await contactIdsOf(t.database.db, customer.user.id)) as [number];
    const made = await t.call<{ id: number; version: number }>('POST', '/api/quotes/add', {
      token: customer.token,
      body: { content: goldenContent(), contact_user: String(contactId), label: 'Document sample' },
    });
    const quote = made.body.data;

    const sample: [Request, number][] = [
      [{ method: 'GET', url: '/api/health' }, 200],
      [
        {
          method: 'POST',
          url: '/api/users/login',
          body: { email: 'customer@example.com', password: 'wrong' },
        },
        401,
      ],
      [{ method: 'POST', url: '/api/users/login', body: { email: 'not an address' } }, 400],
      [{ method: 'GET', url: '/api/users/me' }, 401],
      [{ method: 'GET', url: '/api/users/me', token: customer.token }, 200],
      [{ method: 'GET', url: '/api/users/index', token: customer.token }, 403],
      [{ method: 'GET', url: '/api/users/index', token: admin.token }, 200],
      [{ method: 'GET', url: `/api/quotes/edit/${quote.id}`, token: customer.token }, 200],
      [{ method: 'GET', url: `/api/quotes/edit/${quote.id}`, token: admin.token }, 200],
      [{ method: 'GET', url: `/api/quotes/edit/${quote.id}`, token: customer2.token }, 404],
      [{ method: 'GET', url: '/api/quotes/edit/not-a-number', token: customer.token }, 400],
      [
        {
          method: 'POST',
          url: `/api/quotes/edit/${quote.id}`,
          token: customer.token,
          body: { content: goldenContent(), version: quote.version + 5 },
        },
        409,
      ],
      [{ method: 'GET', url: '/api/quotes/index', token: customer.token }, 200],
      [{ method: 'GET', url: `/api/quotes/getlog/${quote.id}`, token: admin.token }, 200],
      // The spec's spelling with a trailing slash is described by the path without it.
      [{ method: 'GET', url: '/api/companies/list/', token: admin.token }, 200],
      [
        { method: 'GET', url: `/api/companies/getcompanybyuser/${customer.user.id}`, token: customer.token },
        200,
      ],
      [
        { method: 'GET', url: `/api/companies/getcompanybyuser/${customer.user.id}`, token: customer2.token },
        404,
      ],
      [
        {
          method: 'POST',
          url: '/api/companies/add/',
          token: customer.token,
          body: { company: 'Twice', phone: '02 9000 0002', email: 'twice@example.com' },
        },
        409,
      ],
      [{ method: 'GET', url: `/api/setting/getbyuserid/${customer.user.id}`, token: customer.token }, 200],
      [{ method: 'GET', url: '/api/outbox', token: admin.token }, 200],
      [{ method: 'GET', url: '/api/outbox', token: customer.token }, 403],
    ];
    const problems: string[] = [];
    for (const [request, status] of sample) {
      const answer = await send(request);
      if (answer.statusCode !== status)
        problems.push(`${request.method} ${request.url}: ${answer.statusCode}, the sample expects ${status}`);
      problems.push(...checker.problemsOf(request.method, request.url, answer));
    }
    // Past the per-address limit, sign-in answers 429 with Retry-After.
    let limited = await send({
      method: 'POST',
      url: '/api/users/login',
      body: { email: 'a@b.test', password: 'x' },
    });
    for (let i = 0; i < 20 && limited.statusCode !== 429; i += 1)
      limited = await send({
        method: 'POST',
        url: '/api/users/login',
        body: { email: 'a@b.test', password: 'x' },
      });
    expect(limited.statusCode).toBe(429);
    problems.push(...checker.problemsOf('POST', '/api/users/login', limited));
    expect(problems).toEqual([]);
  });
});
