import { HANDOFF_MESSAGES, type TemplatesAnswer } from '@portal/domain/handoff';
import type { AppContext } from '../../app-context.ts';

/**
 * GET /xero/gettemplates (quote spec 7: data.templates, data.tasks): WorkflowMax's job templates
 * and tasks, each a uuid and a name, kept for ten minutes; `refresh` reads them again. Unset or
 * unreachable, the lists are empty (or the last good ones) and `problem` says why, so the
 * editor's Tasks can fall back to typing.
 */
export async function listTemplates(ctx: AppContext, refresh: boolean): Promise<TemplatesAnswer> {
  if (!ctx.wfm)
    return {
      templates: [],
      tasks: [],
      configured: false,
      fetched_at: null,
      problem: HANDOFF_MESSAGES.wfmNotConfigured,
    };
  const { lists, at, problem } = await ctx.wfm.lists.get(refresh);
  return {
    templates: lists?.templates ?? [],
    tasks: lists?.tasks ?? [],
    configured: true,
    fetched_at: at?.toISOString() ?? null,
    problem: problem ? `${HANDOFF_MESSAGES.templatesUnavailable} (${problem})` : null,
  };
}
