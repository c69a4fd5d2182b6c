import { MESSAGES } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, contacts, users } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const newAccount = {
  company: 'Ridgeline Plumbing',
  number: '07 3555 0199',
  firstname: 'Casey',
  lastname: 'Brown',
  email: 'casey@ridgeline.example.com',
  password: 'pipes-and-valves',
};

describe.each(testDatabases())('registration on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n;

  it('creates the account, its company and primary contact, and signs in', async () => {
    const res = await t.call('POST', '/api/users/register', { body: newAccount });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.body.data as { token: string; user: { id: number; role: string } };
    expect(user.role).toBe('customer');
    const account = await t.call('GET', '/api/users/editaccount', { token });
    expect(account.body.data).toEqual({
      id: user.id,
      company: 'Ridgeline Plumbing',
      firstname: 'Casey',
      lastname: 'Brown',
      number: '07 3555 0199',
      email: 'casey@ridgeline.example.com',
      role: 'customer',
    });
    const [company] = await t.database.db.select().from(companies).where(eq(companies.userId, user.id));
    const people = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.companyId, company?.id ?? 0));
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ firstname: 'Casey', primarySet: true, email: newAccount.email });
  });

  it('refuses a registered e-mail as "email: …" and writes nothing', async () => {
    const before = await userCount();
    const res = await t.call('POST', '/api/users/register', {
      body: { ...newAccount, email: 'CUSTOMER@example.com', company: 'Someone Else' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: 'error', data: `email: ${MESSAGES.emailTaken}` });
    expect(await userCount()).toBe(before);
    const others = await t.database.db.select().from(companies).where(eq(companies.company, 'Someone Else'));
    expect(others).toHaveLength(0);
  });

  it('names the first missing or wrong field', async () => {
    const missing = await t.call('POST', '/api/users/register', { body: { ...newAccount, company: '  ' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.data).toBe('company: The company is required');
    const badEmail = await t.call('POST', '/api/users/register', {
      body: { ...newAccount, email: 'not-an-address' },
    });
    expect(badEmail.body.data).toBe('email: Enter a valid email address');
    const short = await t.call('POST', '/api/users/register', {
      body: { ...newAccount, email: 'x@y.example.com', password: 'short' },
    });
    expect(short.body.data).toBe('password: The password must have at least 8 characters');
  });

  it('never answers with a stack trace for a broken body', async () => {
    const res = await t.call('POST', '/api/users/register', {
      body: '{"company": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('error');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
