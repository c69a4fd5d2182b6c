import type { CompanyBody } from '@portal/domain/clients';
import type { companies } from '../../db/schema/index.ts';

type CompanyColumns = Partial<Omit<typeof companies.$inferInsert, 'id' | 'userId' | 'logo'>>;

/**
 * The columns a company save sets: each field that was sent (a missing field keeps its value).
 * Referral and PO required are taken from admins only; a customer cannot set them (spec 6). The logo has its own
 * call (spec 7: "logo removed").
 */
export function companyValues(body: CompanyBody, admin: boolean): CompanyColumns {
  const values: CompanyColumns = {};
  const keys = [
    'company',
    'phone',
    'web',
    'email',
    'address',
    'suburb',
    'state',
    'postcode',
    'mobile',
  ] as const;
  for (const key of keys) if (body[key] !== undefined) values[key] = body[key];
  if (admin && body.referral !== undefined) values.referral = body.referral;
  if (admin && body.po_required !== undefined) values.poRequired = body.po_required;
  return values;
}
