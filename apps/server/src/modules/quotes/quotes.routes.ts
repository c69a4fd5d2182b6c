import { recordId, success } from '@portal/domain';
import { DEFAULT_DECORATION_TYPE } from '@portal/domain/catalogue';
import {
  addQuoteAnswer,
  addQuoteBody,
  addQuoteQuery,
  checkAccessAnswer,
  checkAccessQuery,
  deleteQuoteBody,
  editQuoteBody,
  emptyContent,
  latestQuoteAnswer,
  newQuoteAnswer,
  quoteListAnswer,
  quoteListQuery,
  quoteReadAnswer,
  quoteWindowAnswer,
  quoteWindowQuery,
  repeatAnswer,
  saveAnswer as saveAnswerData,
  setArchiveBody,
  setReadyBody,
  setSentBody,
  setStatusBody,
} from '@portal/domain/quote';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, idParams, messageEnvelope } from '../../lib/envelope.ts';
import { assertSelfOrAdmin, currentUser } from '../../plugins/auth.ts';
import { newQuoteValidTo } from '../business/index.ts';
import { requestFactsOf } from './acceptance/acceptance-facts.ts';
import { addQuote } from './add-quote.ts';
import { checkAccess } from './check-access.ts';
import { deleteQuote } from './delete-quote.ts';
import { editQuote } from './edit-quote.ts';
import { getLog } from './get-log.ts';
import { getLogo } from './get-logo.ts';
import { getQuote } from './get-quote.ts';
import { latestQuoteOf } from './latest-quote.ts';
import { listQuotes } from './list-quotes.ts';
import { listWindow } from './list-window.ts';
import { repeatQuote } from './repeat-quote.ts';
import { setFlag } from './set-flag.ts';
import { setStatus } from './set-status.ts';

const tags = ['quotes'];
const saveAnswer = envelope(saveAnswerData);
const userIdParams = z.object({ userId: recordId });

export async function quotesRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: app.requireUser };

  app.get(
    '/quotes/add',
    {
      schema: {
        summary: "A new quote's starting point",
        tags,
        querystring: addQuoteQuery,
        response: { 200: envelope(newQuoteAnswer) },
      },
      ...guard,
    },
    async () =>
      // The new-quote page's starting point; nothing is stored until SAVE DRAFT or SUBMIT.
      success({
        content: emptyContent(),
        valid_to: await newQuoteValidTo(ctx.db),
        default_brand: DEFAULT_DECORATION_TYPE,
        status: '',
        order_status: '',
        revision: 1,
      }),
  );

  app.post(
    '/quotes/add',
    {
      schema: {
        summary: 'Create a quote (save a draft or submit)',
        tags,
        querystring: addQuoteQuery,
        body: addQuoteBody,
        response: { 200: envelope(addQuoteAnswer) },
      },
      ...guard,
    },
    async (request) => success(await addQuote(ctx, currentUser(request), request.query.userid, request.body)),
  );

  app.get(
    '/quotes/edit/:id',
    {
      schema: {
        summary: 'A quote with its priced lines',
        tags,
        params: idParams,
        response: { 200: envelope(quoteReadAnswer) },
      },
      ...guard,
    },
    async (request) =>
      success(
        await getQuote(ctx, currentUser(request), request.params.id, {
          address: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      ),
  );

  app.post(
    '/quotes/edit/:id',
    {
      schema: {
        summary: 'Save a quote or move it on',
        tags,
        params: idParams,
        body: editQuoteBody,
        response: { 200: saveAnswer },
      },
      ...guard,
    },
    async (request) =>
      success(
        await editQuote(ctx, currentUser(request), request.params.id, request.body, requestFactsOf(request)),
      ),
  );

  app.get(
    '/quotes/index',
    {
      schema: {
        summary: 'List quotes',
        tags,
        querystring: quoteListQuery,
        response: { 200: envelope(quoteListAnswer) },
      },
      ...guard,
    },
    async (request) => success(await listQuotes(ctx, currentUser(request), request.query)),
  );

  app.get(
    '/quotes/orders',
    {
      schema: {
        summary: 'List orders',
        tags,
        querystring: quoteListQuery,
        response: { 200: envelope(quoteListAnswer) },
      },
      ...guard,
    },
    async (request) =>
      success(await listQuotes(ctx, currentUser(request), { ...request.query, ordersOnly: true })),
  );

  // Our own: the lists' rows a slice at a time, so 20,000 quotes show without paging (list-window.ts).
  app.get(
    '/quotes/index/window',
    {
      schema: {
        summary: 'A window of the quote list',
        tags,
        querystring: quoteWindowQuery,
        response: { 200: envelope(quoteWindowAnswer) },
      },
      ...guard,
    },
    async (request) => success(await listWindow(ctx, currentUser(request), request.query)),
  );
  app.get(
    '/quotes/orders/window',
    {
      schema: {
        summary: 'A window of the order list',
        tags,
        querystring: quoteWindowQuery,
        response: { 200: envelope(quoteWindowAnswer) },
      },
      ...guard,
    },
    async (request) =>
      success(await listWindow(ctx, currentUser(request), { ...request.query, ordersOnly: true })),
  );

  app.get(
    '/quotes/getquotebyid/:userId',
    {
      schema: {
        summary: "An account's latest quote",
        tags,
        params: userIdParams,
        response: { 200: envelope(latestQuoteAnswer) },
      },
      ...guard,
    },
    async (request) => {
      const user = assertSelfOrAdmin(request, request.params.userId);
      return success(await latestQuoteOf(ctx, user, request.params.userId));
    },
  );

  app.post(
    '/quotes/setstatus/:id',
    {
      schema: {
        summary: "Change a quote's status",
        tags,
        params: idParams,
        body: setStatusBody,
        response: { 200: saveAnswer },
      },
      ...guard,
    },
    async (request) =>
      success(
        await setStatus(ctx, currentUser(request), request.params.id, request.body, requestFactsOf(request)),
      ),
  );

  const admin = { onRequest: app.requireAdmin };
  app.post(
    '/quotes/setready/:id',
    {
      schema: {
        summary: 'Mark a quote ready or not',
        tags,
        params: idParams,
        body: setReadyBody,
        response: { 200: messageEnvelope },
      },
      ...admin,
    },
    async (request) =>
      success(
        await setFlag(ctx, currentUser(request), request.params.id, 'ready', {
          on: request.body.ready,
          version: request.body.version,
        }),
      ),
  );
  app.post(
    '/quotes/setsent/:id',
    {
      schema: {
        summary: 'Mark a quote sent or not',
        tags,
        params: idParams,
        body: setSentBody,
        response: { 200: messageEnvelope },
      },
      ...admin,
    },
    async (request) =>
      success(
        await setFlag(ctx, currentUser(request), request.params.id, 'sent', {
          on: request.body.sent,
          version: request.body.version,
        }),
      ),
  );
  app.post(
    '/quotes/setarchive/:id',
    {
      schema: {
        summary: 'Archive or restore a quote',
        tags,
        params: idParams,
        body: setArchiveBody,
        response: { 200: messageEnvelope },
      },
      ...admin,
    },
    async (request) =>
      success(
        await setFlag(ctx, currentUser(request), request.params.id, 'archive', {
          on: request.body.archive,
          version: request.body.version,
        }),
      ),
  );

  app.post(
    '/quotes/repeat/:id',
    {
      schema: {
        summary: 'Repeat an order or duplicate a quote',
        tags,
        params: idParams,
        response: { 200: envelope(repeatAnswer) },
      },
      ...guard,
    },
    async (request) => success(await repeatQuote(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/quotes/delete/:id',
    {
      schema: {
        summary: 'Delete a quote',
        tags,
        params: idParams,
        body: deleteQuoteBody,
        response: { 200: messageEnvelope },
      },
      ...guard,
    },
    async (request) => success(await deleteQuote(ctx, currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/quotes/getlog/:id',
    {
      schema: { summary: "A quote's history", tags, params: idParams, response: { 200: messageEnvelope } },
      ...guard,
    },
    async (request) => success(await getLog(ctx, currentUser(request), request.params.id)),
  );

  app.get(
    '/quotes/logo/:id',
    {
      schema: { summary: "A quote's logo", tags, params: idParams, response: { 200: envelope(z.string()) } },
      ...guard,
    },
    async (request) => success(await getLogo(ctx, currentUser(request), request.params.id)),
  );

  app.get(
    '/quotes/checkaccess',
    {
      schema: {
        summary: 'Hold or check the editing lease on a quote',
        tags,
        querystring: checkAccessQuery,
        response: { 200: envelope(checkAccessAnswer) },
      },
      ...admin,
    },
    async (request) => success(await checkAccess(ctx, currentUser(request), request.query.quote_id)),
  );
}
