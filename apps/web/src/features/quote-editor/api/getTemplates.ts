import { type TemplatesAnswer, templatesAnswer } from '@portal/domain/handoff';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { editorKeys } from './keys.ts';

/** GET /xero/gettemplates (admin; quote spec 7): WorkflowMax's job templates and tasks for the Tasks. */
export const fetchTemplates = async (signal?: AbortSignal): Promise<TemplatesAnswer> =>
  await call(templatesAnswer, 'GET', '/xero/gettemplates', { signal });

/** The server keeps the lists ten minutes; the editor asks again at most that often. */
const TEMPLATES_FRESH_MS = 10 * 60_000;

export const templatesQuery = () =>
  queryOptions({
    queryKey: editorKeys.templates(),
    queryFn: ({ signal }) => fetchTemplates(signal),
    staleTime: TEMPLATES_FRESH_MS,
    retry: false,
  });
