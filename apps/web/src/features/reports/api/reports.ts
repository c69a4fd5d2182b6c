import {
  funnelReportAnswer,
  type MarginReportQuery,
  marginReportAnswer,
  type ReportPeriod,
  reportCsvName,
} from '@portal/domain/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDownload, call } from '../../../lib/api.ts';

const periodQuery = (p: ReportPeriod) => `from=${encodeURIComponent(p.from)}&to=${encodeURIComponent(p.to)}`;

/** GET /reports/margins (staff): accepted orders' figures of a period, grouped. */
export const useMarginReport = (query: MarginReportQuery | null) =>
  useQuery({
    queryKey: ['reports', 'margins', query],
    queryFn: ({ signal }) =>
      call(
        marginReportAnswer,
        'GET',
        `/reports/margins?${periodQuery(query as MarginReportQuery)}&by=${query?.by}`,
        {
          signal,
        },
      ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

/** GET /reports/funnel (staff): the quotes first sent in a period and what became of them. */
export const useFunnelReport = (period: ReportPeriod | null) =>
  useQuery({
    queryKey: ['reports', 'funnel', period],
    queryFn: ({ signal }) =>
      call(funnelReportAnswer, 'GET', `/reports/funnel?${periodQuery(period as ReportPeriod)}`, { signal }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });

/** Saves the margin report as CSV, under the name the server gives it. */
export const downloadMarginCsv = (query: MarginReportQuery) =>
  apiDownload(
    `/reports/margins/csv?${periodQuery(query)}&by=${query.by}`,
    reportCsvName(`margins-by-${query.by}`, query.from, query.to),
  );

/** Saves the funnel as CSV. */
export const downloadFunnelCsv = (period: ReportPeriod) =>
  apiDownload(`/reports/funnel/csv?${periodQuery(period)}`, reportCsvName('funnel', period.from, period.to));
