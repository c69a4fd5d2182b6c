import { type LoginAnswer, MESSAGES, type RegisterBody } from '@portal/domain';
import type { AppContext } from '../../app-context.ts';
import { companies, contacts, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { toSessionUser } from './session-user.ts';
import { createSession } from './sessions.ts';
import { findUserByEmail } from './users.repo.ts';

const emailTaken = () => badRequest(`email: ${MESSAGES.emailTaken}`);

/**
 * Creates the customer account, its company and the person registering as the company's
 * primary contact, in one transaction, and signs the new user in (spec 2.2).
 */
export async function register(ctx: AppContext, body: RegisterBody): Promise<LoginAnswer> {
  const { db, config } = ctx;
  if (await findUserByEmail(db, body.email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password, config.scryptCost);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstname: body.firstname,
          lastname: body.lastname,
          number: body.number,
          role: 'customer',
        })
        .returning();
      if (!user) throw new Error('insert returned no user');
      const [company] = await tx
        .insert(companies)
        .values({ userId: user.id, company: body.company, phone: body.number, email: body.email })
        .returning({ id: companies.id });
      if (!company) throw new Error('insert returned no company');
      await tx.insert(contacts).values({
        companyId: company.id,
        firstname: body.firstname,
        lastname: body.lastname,
        phone: body.number,
        email: body.email,
        primarySet: true,
      });
      const token = await createSession(tx, user.id, config.sessionDays);
      return { token, user: toSessionUser(user) };
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
