import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN, type NewAccount, newAccount } from './fixtures.ts';

/** A quote's content the server can price: 30 tees with a one-colour print (issue 3's golden case). */
export const teesContent = (qty = 30) => ({
  categories: [
    {
      category_info: {},
      groups: [{ id: 'g1', name: 'Staff tees', group_options: { customs: [], customfees: [] } }],
      items: [
        {
          id: 'p1',
          type: 'product',
          group_id: 'g1',
          code: 'AS5001',
          description: 'Staple Tee',
          catalogue: 'AS',
          qty,
          price: 12,
          cost: 6,
          position: { 'Breast Left': true },
        },
        {
          id: 'd1',
          type: 'decoration',
          group_id: 'g1',
          code: 'Screen Print 1C',
          position: 'Breast Left',
          qty,
          setup_code: 'New Set Up',
        },
      ],
    },
  ],
});

type Envelope<T> = { status: string; data: T };

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as Envelope<T>;
  expect(response.status(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

export const signInByApi = async (request: APIRequestContext, email: string, password: string) => {
  const response = await request.post('/api/users/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Envelope<{ token: string; user: { id: number } }>).data;
};

export type QuoteWish = { label: string; status?: 'Requested' | 'Pending Quote' | 'Completed Quote' };

/**
 * A freshly registered customer with the quotes asked for, made through the API so tests that
 * change flags or statuses never touch another test's data.
 */
export async function customerWithQuotes(request: APIRequestContext, label: string, wishes: QuoteWish[]) {
  const account: NewAccount = newAccount(label);
  const registered = await request.post('/api/users/register', { data: account });
  expect(registered.status(), await registered.text()).toBe(200);
  const { token, user } = ((await registered.json()) as Envelope<{ token: string; user: { id: number } }>)
    .data;
  const company = await call<{ contacts: { id: number }[] }>(
    request,
    'GET',
    `/api/companies/getcompanybyuser/${user.id}`,
    token,
  );
  const contact = company.contacts[0]?.id;
  const admin = await signInByApi(request, ADMIN.email, ADMIN.password);
  const ids: number[] = [];
  for (const wish of wishes) {
    const made = await call<{ id: number }>(request, 'POST', '/api/quotes/add', token, {
      content: teesContent(),
      contact_user: String(contact),
      label: wish.label,
      status: wish.status === undefined ? '' : 'Requested',
    });
    if (wish.status === 'Pending Quote' || wish.status === 'Completed Quote')
      await call(request, 'POST', `/api/quotes/setstatus/${made.id}`, token, { status: 'Pending Quote' });
    if (wish.status === 'Completed Quote')
      await call(request, 'POST', `/api/quotes/setstatus/${made.id}`, admin.token, {
        status: 'Completed Quote',
      });
    ids.push(made.id);
  }
  return { account, userId: user.id, token, adminToken: admin.token, ids };
}
