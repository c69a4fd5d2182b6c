import { isAdmin, MESSAGES } from '@portal/domain';
import { CLIENT_MESSAGES, type CompanyBody, type CompanySaveAnswer } from '@portal/domain/clients';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newToken } from '../../lib/tokens.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findUserByEmail, findUserById } from '../users/index.ts';
import { companyAnswerFor, companyOfAccount } from './companies.repo.ts';
import { companyValues } from './company-values.ts';

/**
 * POST /companies/add/ and /companies/add/{userid}.
 * - A customer adds its own company (once; a userid other than its own is 404).
 * - An admin with a userid adds the company of that existing account.
 * - An admin without a userid is NEW CLIENT: a customer account is made for the company, signed
 *   in by the company e-mail, with a random password nobody knows; its owner sets one through
 *   forgot password, or an admin sets it in Change Account (docs/decisions/040).
 */
export async function addCompany(
  ctx: AppContext,
  actor: AuthUser,
  userId: number | undefined,
  body: CompanyBody,
): Promise<CompanySaveAnswer> {
  const admin = isAdmin(actor);
  if (!admin && userId !== undefined && userId !== actor.id) throw notFound(MESSAGES.notFound);
  if (admin && userId !== undefined) {
    const owner = await findUserById(ctx.db, userId);
    if (!owner) throw notFound(MESSAGES.notFound);
    if (owner.role !== 'customer') throw badRequest(CLIENT_MESSAGES.customersOnly);
  }
  const newClient = admin && userId === undefined;
  const email = (body.email ?? '').toLowerCase();
  if (newClient && (await findUserByEmail(ctx.db, email))) throw badRequest(`email: ${MESSAGES.emailTaken}`);
  // Hashed before the transaction: scrypt takes a while and must not hold locks.
  const passwordHash = newClient ? await hashPassword(newToken(), ctx.config.scryptCost) : '';

  try {
    const company = await ctx.db.transaction(async (tx) => {
      const ownerId = newClient
        ? await createClientAccount(tx, {
            email,
            passwordHash,
            name: body.company ?? '',
            phone: body.phone ?? '',
          })
        : (userId ?? actor.id);
      if (await companyOfAccount(tx, ownerId)) throw conflict(CLIENT_MESSAGES.companyExists);
      const [row] = await tx
        .insert(companies)
        .values({ ...companyValues(body, admin), company: body.company ?? '', userId: ownerId })
        .returning();
      if (!row) throw new Error('insert returned no company');
      return companyAnswerFor(tx, actor, row);
    });
    return { message: admin ? CLIENT_MESSAGES.newCompanyAdded : CLIENT_MESSAGES.companyAdded, company };
  } catch (error) {
    // Two adds racing: the unique indexes (one company per account, one account per e-mail) decide.
    if (isUniqueViolation(error))
      throw newClient ? badRequest(`email: ${MESSAGES.emailTaken}`) : conflict(CLIENT_MESSAGES.companyExists);
    throw error;
  }
}

async function createClientAccount(
  tx: Tx,
  account: { email: string; passwordHash: string; name: string; phone: string },
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      // The account is the company's until a person is named: lists and histories show the company.
      firstname: account.name.slice(0, 100),
      lastname: '',
      number: account.phone,
      role: 'customer',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('insert returned no user');
  return user.id;
}
