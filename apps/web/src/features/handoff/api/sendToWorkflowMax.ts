import { type SendWorkflowMaxBody, sendWorkflowMaxAnswer } from '@portal/domain/handoff';
import { call } from '../../../lib/api.ts';

/**
 * POST /quotes/sendworkflowmax/{id} (admin; accounts spec 2.9: wfm_category): queues the order's
 * job and answers 'Your order has been saved into workflowmax', or that it waits for WorkflowMax.
 */
export const sendToWorkflowMax = async (quoteId: number, body: SendWorkflowMaxBody): Promise<string> =>
  await call(sendWorkflowMaxAnswer, 'POST', `/quotes/sendworkflowmax/${quoteId}`, { body });
