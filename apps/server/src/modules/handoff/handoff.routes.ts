import { success } from '@portal/domain';
import {
  handoffListAnswer,
  handoffsQuery,
  orderHandoffAnswer,
  sendWorkflowMaxAnswer,
  sendWorkflowMaxBody,
  templatesAnswer,
  templatesQuery,
} from '@portal/domain/handoff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, idParams } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { quoteHeadForUser } from '../quotes/index.ts';
import { handoffStatesOf, withJobState } from './handoff-state.ts';
import { listTemplates } from './list-templates.ts';
import { sendToWorkflowMax } from './send-to-workflowmax.ts';

/** The hand-off to WorkflowMax and Xero: every call is staff only. */
export async function handoffRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  const tags = ['hand-off'];

  app.get(
    '/xero/gettemplates',
    {
      schema: {
        summary: 'List WorkflowMax job templates and tasks',
        tags,
        querystring: templatesQuery,
        response: { 200: envelope(templatesAnswer) },
      },
      ...admin,
    },
    async (request) => success(await listTemplates(ctx, request.query.refresh === '1')),
  );

  // The spec names this call without its answer; ours reads the lists again from WorkflowMax
  // (the editor's refresh), so staff see a template made a minute ago (decisions/098).
  app.post(
    '/xero/getxerotemplate',
    {
      schema: { summary: 'The Xero invoice template', tags, response: { 200: envelope(templatesAnswer) } },
      ...admin,
    },
    async () => success(await listTemplates(ctx, true)),
  );

  app.post(
    '/quotes/sendworkflowmax/:id',
    {
      schema: {
        summary: 'Send an order to WorkflowMax',
        tags,
        params: idParams,
        body: sendWorkflowMaxBody,
        response: { 200: envelope(sendWorkflowMaxAnswer) },
      },
      ...admin,
    },
    async (request) =>
      success(await sendToWorkflowMax(ctx, currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/quotes/handoff/:id',
    {
      schema: {
        summary: "An order's WorkflowMax and Xero hand-off",
        tags,
        params: idParams,
        response: { 200: envelope(orderHandoffAnswer) },
      },
      ...admin,
    },
    async (request) => {
      const quote = await quoteHeadForUser(ctx.db, currentUser(request), request.params.id);
      const [state] = await handoffStatesOf(ctx, [quote.id]);
      return success(await withJobState(ctx, state as NonNullable<typeof state>));
    },
  );

  app.get(
    '/quotes/handoffs',
    {
      schema: {
        summary: 'List hand-offs to WorkflowMax and Xero',
        tags,
        querystring: handoffsQuery,
        response: { 200: envelope(handoffListAnswer) },
      },
      ...admin,
    },
    async (request) => success(await handoffStatesOf(ctx, request.query.ids)),
  );
}
