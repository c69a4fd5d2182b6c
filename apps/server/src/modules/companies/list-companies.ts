import type { CompanyListEntry } from '@portal/domain/clients';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { companies, contacts, users } from '../../db/schema/index.ts';

/**
 * GET /companies/list/ (admin): every company with its account, for the hub's company select and
 * details card, by name. Logos stay out (each may be up to 1 MB); getcompanybyuser sends it.
 */
export async function listCompanies(ctx: AppContext): Promise<CompanyListEntry[]> {
  const rows = await ctx.db
    .select({
      company: companies,
      email: users.email,
      hasLogo: sql<boolean>`${companies.logo} is not null and ${companies.logo} <> ''`,
      contactCount: sql<number>`(select count(*)::int from ${contacts} where ${contacts.companyId} = ${companies.id})`,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .orderBy(sql`lower(${companies.company})`, asc(companies.id));
  return rows.map(({ company: c, email, hasLogo, contactCount }) => ({
    id: c.id,
    user_id: c.userId,
    user: { id: c.userId, email },
    company: c.company,
    phone: c.phone,
    web: c.web,
    email: c.email,
    address: c.address,
    suburb: c.suburb,
    state: c.state,
    postcode: c.postcode,
    referral: c.referral,
    mobile: c.mobile,
    po_required: c.poRequired,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    has_logo: Boolean(hasLogo),
    contact_count: Number(contactCount),
  }));
}
