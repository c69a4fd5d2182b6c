import { isAdmin, success } from '@portal/domain';
import { FILE_MESSAGES } from '@portal/domain/files';
import {
  PROOF_MESSAGES,
  proofAddBody,
  proofApproveBody,
  proofApproveByLinkBody,
  proofChangesBody,
  proofChangesByLinkBody,
  proofLinkFileQuery,
  proofOpenedAnswer,
  proofOverrideBody,
  proofReconfirmBody,
  proofSendAnswer,
  proofSendBody,
  proofStatusAnswer,
  proofStatusBody,
  proofsIndexAnswer,
  proofWriteAnswer,
} from '@portal/domain/proofs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, fileResponse, idParams, messageEnvelope } from '../../lib/envelope.ts';
import { forbidden } from '../../lib/http-error.ts';
import { type AuthUser, currentUser } from '../../plugins/auth.ts';
import { stageFile } from '../files/index.ts';
import { quoteHeadForUser, requestFactsOf } from '../quotes/index.ts';
import { addProof } from './add-proof.ts';
import { type AnswerScope, answerProof } from './answer-proof.ts';
import { overrideProof } from './override-proof.ts';
import { sendProofFile } from './proof-file.ts';
import { quoteOfProofLink } from './proof-link.ts';
import { proofOwnerQuote } from './proofs.repo.ts';
import { listProofs, proofLinkStatus, proofsOpened } from './read-proofs.ts';
import { reconfirmProof } from './reconfirm-proof.ts';
import { sendProofs } from './send-proofs.ts';

const tags = ['proofs'];
const uploadConfig = { config: { fileTooLargeMessage: FILE_MESSAGES.tooLarge } };
const openingOf = (request: FastifyRequest) => ({
  address: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * Artwork proofs (decisions/129): staff list, add, send and override; the customer reads and
 * answers in the portal (signed in, by proof id) or through the mailed link (its token, rate
 * limited like the other link pages). Each handler calls one operation.
 */
export async function proofsRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireAdmin };
  const user = { onRequest: app.requireUser };
  const limited = { onRequest: app.authRateLimit };

  /** The portal's answer scope: the quote's own customer; staff record an override instead. */
  const portalScope = async (
    request: FastifyRequest,
    proofId: number,
    name?: string,
  ): Promise<AnswerScope> => {
    const caller: AuthUser = currentUser(request);
    if (isAdmin(caller)) throw forbidden(PROOF_MESSAGES.staffCannotAnswer);
    const quote = await quoteHeadForUser(ctx.db, caller, await proofOwnerQuote(ctx.db, proofId));
    const facts = requestFactsOf(request);
    const typed = name ?? (`${caller.firstname} ${caller.lastname}`.trim() || caller.email);
    return {
      quote,
      actor: { user: caller },
      name: typed,
      ip: facts.ip,
      userAgent: facts.userAgent,
      linkId: null,
    };
  };
  /** The link's answer scope: the quote the token opens, under the name typed. */
  const linkScope = async (request: FastifyRequest, token: string, name: string): Promise<AnswerScope> => {
    const { link, quote } = await quoteOfProofLink(ctx.db, token, ctx.clock.now());
    const facts = requestFactsOf(request);
    return {
      quote,
      actor: { linkName: name },
      name,
      ip: facts.ip,
      userAgent: facts.userAgent,
      linkId: link.id,
    };
  };
  const stagedChangeFile = async (request: FastifyRequest, bytes: Uint8Array | undefined) =>
    bytes ? stageFile(ctx, { bytes, name: request.uploadNames.file }, 'memo') : null;

  app.get(
    '/proofs/index/:id',
    {
      schema: {
        summary: "A quote's proofs, by decoration",
        tags,
        params: idParams,
        response: { 200: envelope(proofsIndexAnswer) },
      },
      ...user,
    },
    async (request) => success(await listProofs(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/proofs/opened/:id',
    {
      schema: {
        summary: "Record that the customer opened a quote's proof page",
        tags,
        params: idParams,
        response: { 200: envelope(proofOpenedAnswer) },
      },
      ...user,
    },
    async (request) =>
      success(await proofsOpened(ctx, currentUser(request), request.params.id, openingOf(request))),
  );

  app.post(
    '/proofs/add',
    {
      schema: {
        summary: 'Add a proof version to a decoration',
        tags,
        body: proofAddBody,
        response: { 200: envelope(proofWriteAnswer) },
      },
      ...admin,
      ...uploadConfig,
    },
    async (request) => {
      const { proof, quote_id, row_id, spec } = request.body;
      const upload = { bytes: proof, name: request.uploadNames.proof };
      return success(
        await addProof(ctx, currentUser(request), upload, { quoteId: quote_id, rowId: row_id, spec }),
      );
    },
  );

  app.post(
    '/proofs/send/:id',
    {
      schema: {
        summary: "Send a quote's new proofs to the customer",
        tags,
        params: idParams,
        body: proofSendBody,
        response: { 200: envelope(proofSendAnswer) },
      },
      ...admin,
    },
    async (request) =>
      success(
        await sendProofs(ctx, currentUser(request), request.params.id, request.body.to, {
          waiveFees: request.body.waive_fees === true,
        }),
      ),
  );

  app.post(
    '/proofs/reconfirm/:id',
    {
      schema: {
        summary: "Re-confirm a reordered decoration's approved proof",
        tags,
        params: idParams,
        body: proofReconfirmBody,
        response: { 200: envelope(proofWriteAnswer) },
      },
      ...user,
    },
    async (request) =>
      success(
        await reconfirmProof(
          ctx,
          currentUser(request),
          request.params.id,
          request.body.row_id,
          requestFactsOf(request),
        ),
      ),
  );

  app.post(
    '/proofs/fetchstatus',
    {
      schema: {
        summary: 'What a proof link shows',
        tags,
        body: proofStatusBody,
        response: { 200: envelope(proofStatusAnswer) },
      },
      ...limited,
    },
    async (request) => success(await proofLinkStatus(ctx, request.body.token, openingOf(request))),
  );

  app.post(
    '/proofs/approve',
    {
      schema: {
        summary: 'Approve a proof through its link',
        tags,
        body: proofApproveByLinkBody,
        response: { 200: envelope(proofWriteAnswer) },
      },
      ...limited,
    },
    async (request) => {
      const { token, proof_id, name, sha256, checklist } = request.body;
      const scope = await linkScope(request, token, name);
      return success(await answerProof(ctx, proof_id, scope, { kind: 'approved', sha256, checklist }));
    },
  );

  app.post(
    '/proofs/approve/:id',
    {
      schema: {
        summary: 'Approve a proof in the portal',
        tags,
        params: idParams,
        body: proofApproveBody,
        response: { 200: envelope(proofWriteAnswer) },
      },
      ...user,
    },
    async (request) => {
      const { name, sha256, checklist } = request.body;
      const scope = await portalScope(request, request.params.id, name);
      return success(
        await answerProof(ctx, request.params.id, scope, { kind: 'approved', sha256, checklist }),
      );
    },
  );

  app.post(
    '/proofs/requestchanges',
    {
      schema: {
        summary: 'Ask for changes to a proof through its link',
        tags,
        body: proofChangesByLinkBody,
        response: { 200: envelope(proofWriteAnswer) },
      },
      ...limited,
      ...uploadConfig,
    },
    async (request) => {
      const { token, proof_id, name, note, pins, file } = request.body;
      const scope = await linkScope(request, token, name);
      const staged = await stagedChangeFile(request, file);
      return success(
        await answerProof(ctx, proof_id, scope, { kind: 'changes_requested', note, pins, file: staged }),
      );
    },
  );

  app.post(
    '/proofs/requestchanges/:id',
    {
      schema: {
        summary: 'Ask for changes to a proof in the portal',
        tags,
        params: idParams,
        body: proofChangesBody,
        response: { 200: envelope(proofWriteAnswer) },
      },
      ...user,
      ...uploadConfig,
    },
    async (request) => {
      const { note, pins, file } = request.body;
      const scope = await portalScope(request, request.params.id);
      const staged = await stagedChangeFile(request, file);
      return success(
        await answerProof(ctx, request.params.id, scope, {
          kind: 'changes_requested',
          note,
          pins,
          file: staged,
        }),
      );
    },
  );

  app.post(
    '/proofs/override/:id',
    {
      schema: {
        summary: 'Let a decoration go to production without an approved proof',
        tags,
        params: idParams,
        body: proofOverrideBody,
        response: { 200: messageEnvelope },
      },
      ...admin,
    },
    async (request) =>
      success(
        await overrideProof(ctx, currentUser(request), request.params.id, {
          rowId: request.body.row_id,
          reason: request.body.reason,
          request,
        }),
      ),
  );

  const proofFile = fileResponse('application/octet-stream', "The proof version's file, as an attachment");
  app.get(
    '/proofs/file/:id',
    {
      schema: { summary: "A proof's file", tags, params: idParams, response: { 200: proofFile } },
      ...user,
    },
    async (request, reply) => sendProofFile(ctx, { user: currentUser(request) }, request.params.id, reply),
  );

  app.get(
    '/proofs/linkfile/:id',
    {
      schema: {
        summary: "A proof's file, through its link",
        tags,
        params: idParams,
        querystring: proofLinkFileQuery,
        response: { 200: proofFile },
      },
      ...limited,
    },
    async (request, reply) => sendProofFile(ctx, { token: request.query.token }, request.params.id, reply),
  );
}
