import { CUSTOMER_DECORATION_TYPES } from '@portal/domain/catalogue';
import { mustCall } from './api-client.ts';

/** The Staple Tee's colours and sizes in the catalogue (apps/server/src/seed/staple-tee.ts). */
const COLOURS = ['White', 'Navy'];
const SIZES = ['S', 'M', 'L', 'XL'];

/**
 * A quote as a customer builds one: `groups` garments, each with one decoration of a type
 * customers may choose. Each garment is a Staple Tee SKU the catalogue holds (bench-catalogue.ts),
 * whose price the server takes from the catalogue. `qty` sets every line's quantity, so a save
 * can change it.
 */
export function customerQuote(groups: number, qty: number) {
  const rows: Record<string, unknown>[] = [];
  const groupList = [];
  for (let g = 1; g <= groups; g += 1) {
    groupList.push({ id: `g${g}`, name: `Team ${g}`, group_options: { customs: [], customfees: [] } });
    rows.push(
      {
        id: `p${g}`,
        type: 'product',
        group_id: `g${g}`,
        code: 'AS5001',
        shortcode: 'AS5001',
        description: 'Staple Tee',
        catalogue: 'AS',
        colour: COLOURS[g % COLOURS.length],
        size: SIZES[g % SIZES.length],
        qty,
        price: 12,
        cost: 6,
        position: { 'Breast Left': true },
      },
      {
        id: `d${g}`,
        type: 'decoration',
        group_id: `g${g}`,
        code: CUSTOMER_DECORATION_TYPES[g % CUSTOMER_DECORATION_TYPES.length],
        position: 'Breast Left',
        qty,
        setup_code: 'New Set Up',
      },
    );
  }
  return { categories: [{ category_info: {}, groups: groupList, items: rows }] };
}

/** A signed-in customer and the primary contact a quote names (a new quote needs one). */
export type Customer = { token: string; userId: number; email: string; contactId: number };

/** Registers a customer account through the API (which signs it in) and keeps its session. */
export async function registerCustomer(baseUrl: string, tag: string, n: number): Promise<Customer> {
  const email = `bench-${tag}-${n}@example.com`;
  const { token, user } = await mustCall<{ token: string; user: { id: number } }>(
    baseUrl,
    'POST',
    '/users/register',
    null,
    {
      company: `Bench ${tag} Company ${n} Pty Ltd`,
      number: '03 9000 0000',
      firstname: 'Bench',
      lastname: `Customer ${n}`,
      email,
      password: 'bench-password-1',
    },
  );
  const company = await mustCall<{ contacts: { id: number }[] }>(
    baseUrl,
    'GET',
    `/companies/getcompanybyuser/${user.id}`,
    token,
  );
  const contactId = company.contacts[0]?.id;
  if (!contactId) throw new Error(`${email} was registered without a contact`);
  return { token, userId: user.id, email, contactId };
}
