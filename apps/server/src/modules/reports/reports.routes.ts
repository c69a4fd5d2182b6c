import { success } from '@portal/domain';
import {
  funnelReportAnswer,
  funnelReportTable,
  marginReportAnswer,
  marginReportQuery,
  marginReportTable,
  type ReportTable,
  reportCsvName,
  reportPeriodQuery,
} from '@portal/domain/reports';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, fileResponse } from '../../lib/envelope.ts';
import { staffOrNotFound } from '../../plugins/auth.ts';
import { csvLine } from '../catalogue/index.ts';
import { funnelReport } from './funnel-report.ts';
import { marginReport } from './margin-report.ts';

const tags = ['reports'];

/** The report as CSV, formula-safe as the product data export is (catalogue's csvLine). */
const sendCsv = (reply: FastifyReply, fileName: string, table: ReportTable) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send([table.header, ...table.rows].map(csvLine).join(''));

/**
 * Staff's reports of accepted orders and of the quote funnel. To a customer none of these calls
 * exists (404), checked before the query is read.
 */
export async function reportsRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const staff = {
    onRequest: [
      app.requireUser,
      async (request: Parameters<typeof staffOrNotFound>[0]) => void staffOrNotFound(request),
    ],
  };

  app.get(
    '/reports/margins',
    {
      schema: {
        summary: 'Revenue, cost, gross profit and margin of accepted orders, grouped (staff)',
        tags,
        querystring: marginReportQuery,
        response: { 200: envelope(marginReportAnswer) },
      },
      ...staff,
    },
    async (request) => success(await marginReport(ctx.db, request.query)),
  );

  app.get(
    '/reports/margins/csv',
    {
      schema: {
        summary: 'The margin report as CSV (staff)',
        tags,
        querystring: marginReportQuery,
        response: { 200: fileResponse('text/csv', 'The margin report as CSV') },
      },
      ...staff,
    },
    async (request, reply) => {
      const report = await marginReport(ctx.db, request.query);
      const name = reportCsvName(`margins-by-${report.by}`, report.from, report.to);
      return sendCsv(reply, name, marginReportTable(report));
    },
  );

  app.get(
    '/reports/funnel',
    {
      schema: {
        summary: 'Quotes sent, viewed, accepted, declined and expired, with the win rate (staff)',
        tags,
        querystring: reportPeriodQuery,
        response: { 200: envelope(funnelReportAnswer) },
      },
      ...staff,
    },
    async (request) => success(await funnelReport(ctx.db, request.query)),
  );

  app.get(
    '/reports/funnel/csv',
    {
      schema: {
        summary: 'The funnel report as CSV (staff)',
        tags,
        querystring: reportPeriodQuery,
        response: { 200: fileResponse('text/csv', 'The funnel report as CSV') },
      },
      ...staff,
    },
    async (request, reply) => {
      const report = await funnelReport(ctx.db, request.query);
      return sendCsv(reply, reportCsvName('funnel', report.from, report.to), funnelReportTable(report));
    },
  );
}
