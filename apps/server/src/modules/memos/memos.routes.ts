import { success } from '@portal/domain';
import { FILE_MESSAGES } from '@portal/domain/files';
import {
  addCompanyMemoBody,
  addMemoBody,
  answerLineBody,
  askAboutLineBody,
  markAnsweredAnswer,
  markAnsweredBody,
  memoAddedAnswer,
  memoFileQuery,
  memoLogAnswer,
  memoRemovedAnswer,
  uploadMemoFileBody,
} from '@portal/domain/memos';
import { changeRequestAnswer, requestChangesBody } from '@portal/domain/quote-links';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, fileResponse, idParams } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { addMemoFile } from './add-memo-file.ts';
import { addNote } from './add-note.ts';
import { answerLine, markAnswered } from './answer-line.ts';
import { askAboutLine } from './ask-about-line.ts';
import { listMemos } from './list-memos.ts';
import { memoFile } from './memo-file.ts';
import { clientThread, quoteThread, uploadThreadOf } from './memo-thread.ts';
import { removeMemo } from './remove-memo.ts';
import { requestChanges } from './request-changes.ts';

const tags = ['conversation log'];

/**
 * The conversation log (accounts spec 2.9, 2.10, 7): a quote's thread and a client's,
 * for the customer whose they are and for staff. Each handler finds the thread, then calls one
 * operation.
 */
export async function memosRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const user = { onRequest: app.requireUser };
  const log = { 200: envelope(memoLogAnswer) };
  const added = { 200: envelope(memoAddedAnswer) };

  app.get(
    '/quotes/getmemo/:id',
    { schema: { summary: "A quote's conversation log", tags, params: idParams, response: log }, ...user },
    async (request) => {
      const caller = currentUser(request);
      return success(await listMemos(ctx, caller, await quoteThread(ctx.db, caller, request.params.id)));
    },
  );

  app.get(
    '/quotes/getcompanymemo/:id',
    { schema: { summary: "A company's conversation log", tags, params: idParams, response: log }, ...user },
    async (request) => {
      const caller = currentUser(request);
      return success(await listMemos(ctx, caller, await clientThread(ctx, caller, request.params.id)));
    },
  );

  app.post(
    '/quotes/addmemo/:id',
    {
      schema: {
        summary: "Add a note to a quote's log",
        tags,
        params: idParams,
        body: addMemoBody,
        response: added,
      },
      ...user,
    },
    async (request) => {
      const caller = currentUser(request);
      const thread = await quoteThread(ctx.db, caller, request.params.id);
      return success(await addNote(ctx, caller, thread, request.body.memo_note));
    },
  );

  app.post(
    '/quotes/addcompanymemo',
    {
      schema: { summary: "Add a note to a company's log", tags, body: addCompanyMemoBody, response: added },
      ...user,
    },
    async (request) => {
      const caller = currentUser(request);
      const thread = await clientThread(ctx, caller, request.body.user_to);
      return success(await addNote(ctx, caller, thread, request.body.memo_note));
    },
  );

  app.post(
    '/quotes/uploadmemofile',
    {
      schema: { summary: 'Attach a file to a log', tags, body: uploadMemoFileBody, response: added },
      ...user,
      config: { fileTooLargeMessage: FILE_MESSAGES.tooLarge },
    },
    async (request) => {
      const caller = currentUser(request);
      const thread = await uploadThreadOf(ctx, caller, request.body);
      const upload = { bytes: request.body.file, name: request.uploadNames.file };
      return success(await addMemoFile(ctx, caller, thread, upload));
    },
  );

  app.get(
    '/quotes/removememo/:id',
    {
      schema: {
        summary: 'Remove a note from a log',
        tags,
        params: idParams,
        response: { 200: envelope(memoRemovedAnswer) },
      },
      ...user,
    },
    async (request) => success(await removeMemo(ctx, currentUser(request), request.params.id)),
  );

  app.post(
    '/quotes/requestchanges/:id',
    {
      schema: {
        summary: 'Ask for changes to a quote instead of declining it',
        tags,
        params: idParams,
        body: requestChangesBody,
        response: { 200: envelope(changeRequestAnswer) },
      },
      ...user,
    },
    async (request) =>
      success(await requestChanges(ctx, currentUser(request), request.params.id, request.body.changes)),
  );

  app.post(
    '/quotes/askaboutline/:id',
    {
      schema: {
        summary: 'Ask about one line of a quote',
        tags,
        params: idParams,
        body: askAboutLineBody,
        response: added,
      },
      ...user,
    },
    async (request) =>
      success(await askAboutLine(ctx, currentUser(request), request.params.id, request.body)),
  );

  const admin = { onRequest: app.requireAdmin };
  app.post(
    '/quotes/answerline/:id',
    {
      schema: {
        summary: "Answer the customer's question about a line",
        tags,
        params: idParams,
        body: answerLineBody,
        response: added,
      },
      ...admin,
    },
    async (request) => success(await answerLine(ctx, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/quotes/markanswered/:id',
    {
      schema: {
        summary: 'Mark the questions on a line answered',
        tags,
        params: idParams,
        body: markAnsweredBody,
        response: { 200: envelope(markAnsweredAnswer) },
      },
      ...admin,
    },
    async (request) =>
      success(await markAnswered(ctx, currentUser(request), request.params.id, request.body.line_id)),
  );

  // The spec writes the path with a trailing slash; the OpenAPI document without (docs/api.md).
  for (const path of ['/quotes/getmemofile', '/quotes/getmemofile/'])
    app.get(
      path,
      {
        schema: {
          summary: "Download a log's file",
          tags,
          querystring: memoFileQuery,
          response: { 200: fileResponse('application/octet-stream', "A log's file, as an attachment") },
        },
        ...user,
      },
      async (request, reply) => memoFile(ctx, currentUser(request), request.query.filePath, reply),
    );
}
