import type { LoginAnswer } from '@portal/domain';
import { type ContactAnswer, type ContactSearchEntry, parseContactSearchKey } from '@portal/domain/clients';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { contactIdsOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testDatabases())('contact reads on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let customer: LoginAnswer;
  let other: LoginAnswer;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin@example.com');
    customer = await t.signIn('customer@example.com');
    other = await t.signIn('customer2@example.com');
  });
  afterAll(() => t.close());

  const search = (token: string) =>
    t.call<ContactSearchEntry[]>('GET', '/api/contacts/getcontactsforsearch', { token });

  it("lists contacts as label and key '{userid} - {contactid}', each customer only its own", async () => {
    const all = (await search(admin.token)).body.data;
    const [sam, priya] = await contactIdsOf(t.database.db, customer.user.id);
    expect(all).toContainEqual(
      expect.objectContaining({
        label: 'Sam Taylor - Harbourside Constructions Pty Ltd',
        key: `${customer.user.id} - ${sam}`,
        user_id: customer.user.id,
        contact_id: sam,
      }),
    );
    expect(all.map((e) => e.user_id)).toContain(other.user.id);
    for (const entry of all)
      expect(parseContactSearchKey(entry.key)).toEqual({
        userId: entry.user_id,
        contactId: entry.contact_id,
      });

    const own = (await search(customer.token)).body.data;
    expect(own.map((e) => e.key)).toEqual([`${customer.user.id} - ${priya}`, `${customer.user.id} - ${sam}`]);
    expect((await t.call('GET', '/api/contacts/getcontactsforsearch')).statusCode).toBe(401);
  });

  it('reads one contact for its owner and admins, 404 for anyone else', async () => {
    const [sam] = (await contactIdsOf(t.database.db, customer.user.id)) as [number];
    const own = await t.call<ContactAnswer>('GET', `/api/contacts/getcontact?id=${sam}`, {
      token: customer.token,
    });
    expect(own.statusCode).toBe(200);
    expect(own.body.data).toMatchObject({
      id: sam,
      firstname: 'Sam',
      lastname: 'Taylor',
      position: 'Operations Manager',
      company_name: 'Harbourside Constructions Pty Ltd',
      user_id: customer.user.id,
      primary_set: true,
    });
    const staff = await t.call('GET', `/api/contacts/getcontact?id=${sam}`, { token: admin.token });
    expect(staff.body.data).toEqual(own.body.data);
    expect(
      (await t.call('GET', `/api/contacts/getcontact?id=${sam}`, { token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('GET', '/api/contacts/getcontact?id=999999', { token: admin.token })).statusCode,
    ).toBe(404);
    const noId = await t.call('GET', '/api/contacts/getcontact', { token: admin.token });
    expect(noId.statusCode).toBe(400);
  });
});
