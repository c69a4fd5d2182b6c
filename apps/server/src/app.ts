import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { failure, REQUEST_MESSAGES } from '@portal/domain';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { pdfCache } from './lib/pdf-cache.ts';
import { mailChannel } from './mail/mail-channel.ts';
import { type MailTransport, smtpTransport } from './mail/transport.ts';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.ts';
import { mailBrandReader, readPublicBusiness, renderIndexHtml } from './modules/business/index.ts';
import { businessSettingsRoutes } from './modules/business-settings/business-settings.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { productUploadRoutes } from './modules/catalogue/product-data.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { handoffRoutes } from './modules/handoff/handoff.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { inboundRoutes } from './modules/memos/inbound.routes.ts';
import { memosRoutes } from './modules/memos/memos.routes.ts';
import { startOrderProgressPoll } from './modules/order-progress/index.ts';
import { orderProgressRoutes } from './modules/order-progress/order-progress.routes.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { proofLinkPageHead } from './modules/proofs/index.ts';
import { proofsRoutes } from './modules/proofs/proofs.routes.ts';
import { quoteLinksRoutes } from './modules/quote-links/quote-links.routes.ts';
import { quoteSmsRoutes } from './modules/quote-sms/quote-sms.routes.ts';
import { acceptanceRoutes } from './modules/quotes/acceptance/acceptance.routes.ts';
import { startPdfRenderer } from './modules/quotes/index.ts';
import { priceTableRoutes } from './modules/quotes/price-tables.routes.ts';
import { pricingForEditorRoutes } from './modules/quotes/pricing-for-editor.routes.ts';
import { quotePdfRoutes } from './modules/quotes/quote-pdf/quote-pdf.routes.ts';
import { quotesRoutes } from './modules/quotes/quotes.routes.ts';
import { renewalRoutes } from './modules/quotes/renewal/renewal.routes.ts';
import { startReminderScheduler } from './modules/reminders/index.ts';
import { remindersRoutes } from './modules/reminders/reminders.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { todayRoutes } from './modules/today/today.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { startOutboxWorker } from './outbox/worker.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerAuthRateLimit } from './plugins/auth-rate-limit.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { requestBodyHooks } from './plugins/request-body.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { decorateUploadNames, readFileNotingName } from './plugins/upload-names.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { smsChannel } from './sms/sms-channel.ts';
import { openStorage } from './storage/open-storage.ts';
import type { Storage } from './storage/storage.ts';
import { jobsChannel } from './workflowmax/jobs-channel.ts';
import { wfmService } from './workflowmax/wfm-service.ts';
import { invoicesChannel } from './xero/invoices-channel.ts';
import { xeroClient } from './xero/xero-client.ts';

const JSON_BODY_LIMIT = 2 * 1024 * 1024;
const ARTWORK_UPLOAD_LIMIT = 25 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type BuildOptions = {
  /** Replaces the SMTP transport (tests never need to, they run a real SMTP server). */
  mailTransport?: MailTransport;
  /** Replaces the configured file storage (a test's own S3-compatible server, say). */
  storage?: Storage;
  /** Sees every route as it is registered (the test route table reads the server's own routes). */
  onRoute?: (route: RouteOptions) => void;
  /** Replaces the system clock for the scheduler (tests move time on). */
  clock?: Clock;
  /**
   * Whether this process runs a reminder pass every minute (default on). API tests run their
   * passes when they mean to, so a pass at a real hour of the day never adds mail to another test.
   */
  remindersEveryMinute?: boolean;
  /** Whether this process reads accepted orders' progress on its own (default on); see above. */
  orderProgressPolling?: boolean;
};

/** Registers plugins then modules on a migrated database; never listens (DESIGN: Layout). */
export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    // Only the configured proxies may name the client (X-Forwarded-For); off, the socket does.
    trustProxy: config.trustProxy,
    // Errors are answered by our handler; keep fastify from echoing internals.
    return503OnClosing: true,
    // A URL that does not decode (invalid UTF-8) never reaches the error handler: answer in words.
    frameworkErrors: (_error, _request, reply) => {
      (reply as unknown as FastifyReply).status(400).send(failure(REQUEST_MESSAGES.unreadable));
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const transport =
    options.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl, config.smtpLimits) : undefined);
  const wfm = wfmService(database.db, config.workflowMax);
  const xero = config.xero ? xeroClient(database.db, config.xero) : undefined;
  const storage = options.storage ?? openStorage(config);
  const channels = [
    mailChannel(transport, config.mailFrom, mailBrandReader(database.db, storage)),
    smsChannel(config.sms, config.publicUrl),
    // Unset, the hand-offs are left out: their messages wait, pending, until the service is set up.
    ...(wfm ? [jobsChannel(database.db, wfm)] : []),
    ...(xero ? [invoicesChannel(database.db, xero)] : []),
  ];
  const outbox = startOutboxWorker(database.db, channels, (error) =>
    app.log.error({ err: error }, 'outbox delivery failed'),
  );
  const pdf = { renderer: startPdfRenderer(), cache: pdfCache() };
  const ctx: AppContext = {
    db: database.db,
    config,
    outbox,
    storage,
    pdf,
    wfm,
    xero,
    mailSetUp: Boolean(transport),
    clock: options.clock ?? systemClock,
  };
  app.decorate('ctx', ctx);
  const reminders =
    options.remindersEveryMinute === false
      ? null
      : startReminderScheduler(ctx, (error) => app.log.error({ err: error }, 'reminder pass failed'));
  const progress =
    options.orderProgressPolling === false
      ? null
      : startOrderProgressPoll(ctx, (error) => app.log.error({ err: error }, 'order progress pass failed'));
  app.addHook('onClose', async () => {
    await reminders?.stop();
    await progress?.stop();
    await outbox.stop();
    // After the outbox: mails on their way finish over their connections first.
    transport?.close();
    await pdf.renderer.close();
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { hsts: config.hsts });
  await registerOpenApi(app);
  await app.register(formbody);
  requestBodyHooks.before(app);
  decorateUploadNames(app);
  // The spec's calls are multipart forms; fields land on the body as plain values, and each
  // file's name on `request.uploadNames`.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readFileNotingName,
    limits: { fileSize: ARTWORK_UPLOAD_LIMIT, files: 10, fields: 200 },
  });
  requestBodyHooks.after(app);
  registerAuth(app, database.db);
  await registerAuthRateLimit(app, config);

  await app.register(
    async (api) => {
      await healthRoutes(api, { ...ctx, kind: database.kind });
      await usersRoutes(api, ctx);
      await settingsRoutes(api, ctx);
      await businessSettingsRoutes(api, ctx);
      await reportsRoutes(api, ctx);
      await outboxRoutes(api, ctx);
      await todayRoutes(api, ctx);
      await servicesRoutes(api, ctx);
      await quotesRoutes(api, ctx);
      await quotePdfRoutes(api, ctx);
      await acceptanceRoutes(api, ctx);
      await renewalRoutes(api, ctx);
      await quoteLinksRoutes(api, ctx);
      await quoteSmsRoutes(api, ctx);
      await handoffRoutes(api, ctx);
      await proofsRoutes(api, ctx);
      await priceTableRoutes(api, ctx);
      await pricingForEditorRoutes(api, ctx);
      await catalogueRoutes(api, ctx);
      await productUploadRoutes(api, ctx);
      await companiesRoutes(api, ctx);
      await contactsRoutes(api, ctx);
      await filesRoutes(api, ctx);
      await memosRoutes(api, ctx);
      await remindersRoutes(api, ctx);
      await orderProgressRoutes(api, ctx);
      await inboundRoutes(api, ctx);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await apiDocsRoutes(api);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDistDir, {
    read: () => readPublicBusiness(database.db),
    fill: renderIndexHtml,
    head: (url) => proofLinkPageHead(ctx, url),
  });
  return app;
}
