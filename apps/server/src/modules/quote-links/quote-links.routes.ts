import { success } from '@portal/domain';
import { linkCertificateBody } from '@portal/domain/acceptance';
import { FILE_MESSAGES } from '@portal/domain/files';
import {
  acceptBody,
  changeRequestAnswer,
  emailDraftAnswer,
  fetchStatusAnswer,
  fetchStatusBody,
  linkAnswer,
  linkRevisionBody,
  rejectBody,
  requestChangesByLinkBody,
  revisionDocumentAnswer,
  sendEmailAnswer,
  sendEmailBody,
} from '@portal/domain/quote-links';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, fileResponse, idParams } from '../../lib/envelope.ts';
import { sendPdf } from '../../lib/pdf-reply.ts';
import { currentUser } from '../../plugins/auth.ts';
import { stageFile } from '../files/index.ts';
import { discardOnFailure, requestFactsOf } from '../quotes/index.ts';
import { answerLink } from './answer-link.ts';
import { emailDraft } from './email-draft.ts';
import { fetchLinkStatus } from './fetch-link-status.ts';
import { linkCertificate } from './link-certificate.ts';
import { linkRevision } from './link-revision.ts';
import { requestChangesByLink } from './request-changes-by-link.ts';
import { sendPreview } from './send-preview.ts';
import { sendQuoteEmail } from './send-quote-email.ts';

const tags = ['quote links'];

/** Email Quote (admin) and the accept and reject link calls (signed out, token only, rate limited). */
export async function quoteLinksRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  // The link pages are anonymous entry points: limited per address like sign-in (decisions/005).
  const limited = { onRequest: app.authRateLimit };

  app.get(
    '/quotes/emaildraft/:id',
    {
      schema: {
        summary: "Draft the quote's e-mail",
        tags,
        params: idParams,
        response: { 200: envelope(emailDraftAnswer) },
      },
      ...admin,
    },
    async (request) => success(await emailDraft(ctx, currentUser(request), request.params.id)),
  );

  app.get(
    '/quotes/sendpreview/:id',
    {
      schema: {
        summary: 'The quote as the next send will show its customer',
        tags,
        params: idParams,
        response: { 200: envelope(revisionDocumentAnswer) },
      },
      ...admin,
    },
    async (request) => success(await sendPreview(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/quotes/sendemail/:id',
    {
      schema: {
        summary: 'Send the quote by e-mail with its links',
        tags,
        params: idParams,
        body: sendEmailBody,
        response: { 200: envelope(sendEmailAnswer) },
      },
      ...admin,
    },
    async (request) =>
      success(await sendQuoteEmail(ctx, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/quotes/fetchstatus',
    {
      schema: {
        summary: 'What an accept or reject link shows',
        tags,
        body: fetchStatusBody,
        response: { 200: envelope(fetchStatusAnswer) },
      },
      ...limited,
    },
    async (request) =>
      success(
        await fetchLinkStatus(ctx, request.body.token, {
          address: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      ),
  );

  app.post(
    '/quotes/linkrevision',
    {
      schema: {
        summary: "The revision a link's page compares with, as sent",
        tags,
        body: linkRevisionBody,
        response: { 200: envelope(revisionDocumentAnswer) },
      },
      ...limited,
    },
    async (request) => success(await linkRevision(ctx, request.body.token)),
  );

  app.post(
    '/quotes/accept',
    {
      schema: {
        summary: 'Accept a quote through its link',
        tags,
        body: acceptBody,
        response: { 200: envelope(linkAnswer) },
      },
      ...limited,
      config: { fileTooLargeMessage: FILE_MESSAGES.tooLarge },
    },
    async (request) => {
      const { token, name, po_number, po_file } = request.body;
      const poFile = po_file
        ? await stageFile(ctx, { bytes: po_file, name: request.uploadNames.po_file }, 'purchase_order')
        : null;
      const facts = { ...requestFactsOf(request), name, poNumber: po_number, poFile };
      return success(
        await discardOnFailure(poFile, () => answerLink(ctx, { kind: 'accepted', token, ...facts })),
      );
    },
  );

  app.post(
    '/quotes/linkcertificate',
    {
      schema: {
        summary: 'The acceptance certificate of what a link accepted',
        tags,
        body: linkCertificateBody,
        response: {
          200: fileResponse('application/pdf', 'The accepted document with its acceptance record, as a PDF'),
        },
      },
      ...limited,
    },
    async (request, reply) => sendPdf(reply, await linkCertificate(ctx, request.body.token)),
  );

  app.post(
    '/quotes/reject',
    {
      schema: {
        summary: 'Decline a quote through its link',
        tags,
        body: rejectBody,
        response: { 200: envelope(linkAnswer) },
      },
      ...limited,
    },
    async (request) =>
      success(
        await answerLink(ctx, {
          kind: 'rejected',
          token: request.body.token,
          note: request.body.note,
          reason: request.body.reason,
          reasonOther: request.body.reason_other,
          ip: request.ip,
        }),
      ),
  );

  app.post(
    '/quotes/requestchanges',
    {
      schema: {
        summary: 'Ask for changes to a quote through its link',
        tags,
        body: requestChangesByLinkBody,
        response: { 200: envelope(changeRequestAnswer) },
      },
      ...limited,
    },
    async (request) => success(await requestChangesByLink(ctx, { ...request.body, ip: request.ip })),
  );
}
