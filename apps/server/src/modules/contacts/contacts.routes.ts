import { success } from '@portal/domain';
import { contactAnswer, contactSearchEntry, getContactQuery } from '@portal/domain/clients';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { envelope } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { contactForUser, toContactAnswer } from '../companies/index.ts';
import { contactsForSearch } from './contacts-for-search.ts';

const tags = ['contacts'];

/** The contact reads of accounts spec 7; contacts are written through the company calls. */
export async function contactsRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: app.requireUser };

  app.get(
    '/contacts/getcontactsforsearch',
    {
      schema: {
        summary: 'List contacts for the client search',
        tags,
        response: { 200: envelope(z.array(contactSearchEntry)) },
      },
      ...guard,
    },
    async (request) => success(await contactsForSearch(ctx, currentUser(request))),
  );

  app.get(
    '/contacts/getcontact',
    {
      schema: {
        summary: 'One contact with its company',
        tags,
        querystring: getContactQuery,
        response: { 200: envelope(contactAnswer) },
      },
      ...guard,
    },
    async (request) => {
      const { contact, company } = await contactForUser(ctx.db, currentUser(request), request.query.id);
      return success(toContactAnswer(contact, company));
    },
  );
}
