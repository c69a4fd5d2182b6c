import { type AccountFields, MESSAGES, type UserListEntry } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { companies, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { findCompanyNameOfUser, findUserById } from './users.repo.ts';

/** The fields of the account page (spec 2.3); the password is never sent back. */
export async function accountFields(ctx: AppContext, userId: number): Promise<AccountFields> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound(MESSAGES.notFound);
  return {
    id: user.id,
    company: (await findCompanyNameOfUser(ctx.db, user.id)) ?? '',
    firstname: user.firstname,
    lastname: user.lastname,
    number: user.number,
    email: user.email,
    role: user.role,
  };
}

/** Every account with its company, for the admin accounts list (spec 2.7). */
export async function listUsers(ctx: AppContext): Promise<UserListEntry[]> {
  const rows = await ctx.db
    .selectDistinctOn([users.id], {
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: users.role,
      company: companies.company,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .orderBy(asc(users.id), asc(companies.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}
