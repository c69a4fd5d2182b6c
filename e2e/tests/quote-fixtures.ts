import type { APIRequestContext } from '@playwright/test';
// The server's API tests price the same golden case; one copy keeps the two from drifting apart.
import { goldenContent } from '../../apps/server/src/test/golden-content.ts';
import { ADMIN, api, type NewAccount, newAccount, registerByApi, signInByApi } from './fixtures.ts';

export type QuoteWish = {
  label: string;
  status?: 'Requested' | 'Pending Quote' | 'Completed Quote';
  /** The document; the golden case unless told. */
  content?: unknown;
};

/**
 * A freshly registered customer with the quotes asked for, made through the API so tests that
 * change flags or statuses never touch another test's data.
 */
export async function customerWithQuotes(request: APIRequestContext, label: string, wishes: QuoteWish[]) {
  const account: NewAccount = newAccount(label);
  const { token, user } = await registerByApi(request, account);
  const company = await api<{ contacts: { id: number }[] }>(
    request,
    'GET',
    `/api/companies/getcompanybyuser/${user.id}`,
    token,
  );
  const contact = company.contacts[0]?.id;
  const admin = await signInByApi(request, ADMIN.email, ADMIN.password);
  const ids: number[] = [];
  for (const wish of wishes) {
    const made = await api<{ id: number; version: number }>(request, 'POST', '/api/quotes/add', token, {
      content: wish.content ?? goldenContent(),
      contact_user: String(contact),
      label: wish.label,
      status: wish.status === undefined ? '' : 'Requested',
    });
    // Every write carries the version it was read at; each answer gives the next one.
    let { version } = made;
    if (wish.status === 'Pending Quote' || wish.status === 'Completed Quote')
      ({ version } = await api<{ version: number }>(
        request,
        'POST',
        `/api/quotes/setstatus/${made.id}`,
        token,
        {
          status: 'Pending Quote',
          version,
        },
      ));
    if (wish.status === 'Completed Quote')
      await api(request, 'POST', `/api/quotes/setstatus/${made.id}`, admin.token, {
        status: 'Completed Quote',
        version,
      });
    ids.push(made.id);
  }
  return { account, userId: user.id, token, adminToken: admin.token, contact, ids };
}

/** A freshly registered customer with a single quote, and that quote's id. */
export async function customerWithQuote(request: APIRequestContext, label: string, wish: QuoteWish) {
  const made = await customerWithQuotes(request, label, [wish]);
  return { ...made, id: made.ids[0] as number };
}
