import { type TemplatesAnswer, templatesAnswer } from '@portal/domain/handoff';
import { call } from '../../../lib/api.ts';

/**
 * POST /xero/getxerotemplate (admin): reads the templates and tasks from WorkflowMax again rather
 * than the server's kept lists, for 'Try again' after WorkflowMax did not answer.
 */
export const refreshTemplates = async (): Promise<TemplatesAnswer> =>
  await call(templatesAnswer, 'POST', '/xero/getxerotemplate', { body: {} });
