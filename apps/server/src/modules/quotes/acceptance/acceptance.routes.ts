import { success } from '@portal/domain';
import { acceptanceAnswer, portalAcceptBody } from '@portal/domain/acceptance';
import { FILE_MESSAGES } from '@portal/domain/files';
import { saveAnswer } from '@portal/domain/quote';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.ts';
import { envelope, fileResponse, idParams } from '../../../lib/envelope.ts';
import { sendPdf } from '../../../lib/pdf-reply.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { stageFile } from '../../files/index.ts';
import { acceptInPortal } from './accept-in-portal.ts';
import { acceptanceCertificate } from './acceptance-certificate.ts';
import { discardOnFailure, requestFactsOf } from './acceptance-facts.ts';
import { getAcceptance } from './get-acceptance.ts';

const tags = ['quotes'];

/** A customer's Accept in the portal with its purchase order, and the acceptance's record and certificate. */
export async function acceptanceRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/quotes/acceptquote/:id',
    {
      schema: {
        summary: 'Accept a quote in the portal, with the purchase order',
        tags,
        params: idParams,
        body: portalAcceptBody,
        response: { 200: envelope(saveAnswer) },
      },
      onRequest: app.requireUser,
      config: { fileTooLargeMessage: FILE_MESSAGES.tooLarge },
    },
    async (request) => {
      const { name, po_number, po_file, version, hash } = request.body;
      const poFile = po_file
        ? await stageFile(ctx, { bytes: po_file, name: request.uploadNames.po_file }, 'purchase_order')
        : null;
      const facts = { ...requestFactsOf(request), name, poNumber: po_number, poFile };
      return success(
        await discardOnFailure(poFile, () =>
          acceptInPortal(ctx, currentUser(request), request.params.id, { version, hash }, facts),
        ),
      );
    },
  );

  app.get(
    '/quotes/acceptance/:id',
    {
      schema: {
        summary: "A quote's acceptance record",
        tags,
        params: idParams,
        response: { 200: envelope(acceptanceAnswer) },
      },
      onRequest: app.requireUser,
    },
    async (request) => success(await getAcceptance(ctx, currentUser(request), request.params.id)),
  );

  app.get(
    '/quotes/acceptancecertificate/:id',
    {
      schema: {
        summary: "A quote's acceptance certificate",
        tags,
        params: idParams,
        response: {
          200: fileResponse('application/pdf', 'The accepted document with its acceptance record, as a PDF'),
        },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) =>
      sendPdf(reply, await acceptanceCertificate(ctx, currentUser(request), request.params.id)),
  );
}
