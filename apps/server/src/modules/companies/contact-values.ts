import type { EditContactBody } from '@portal/domain/clients';
import type { contacts } from '../../db/schema/index.ts';

type ContactColumns = Partial<Omit<typeof contacts.$inferInsert, 'id' | 'companyId' | 'primarySet'>>;

/** The columns a contact save sets: each field that was sent; a missing field keeps its value. */
export function contactValues(body: EditContactBody): ContactColumns {
  const values: ContactColumns = {};
  const keys = [
    'firstname',
    'lastname',
    'position',
    'mobile',
    'phone',
    'email',
    'address',
    'suburb',
    'state',
    'postcode',
  ] as const;
  for (const key of keys) if (body[key] !== undefined) values[key] = body[key];
  return values;
}
