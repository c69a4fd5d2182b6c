/**
 * The hand-off's words: the spec's confirm and successes verbatim (accounts spec 2.9
 * and 8), ours where the spec is silent.
 */
export const HANDOFF_MESSAGES = {
  confirmSend: 'Are you sure to send to workflowmax?',
  jobSaved: 'Your order has been saved into workflowmax',
  deleteStarted: 'The products deleting from workflowmax started',
  downloaded: 'The data downloaded from WorkflowMax',
  jobWaiting:
    'WorkflowMax is not set up yet, so the order waits on the Outbox page and is sent as soon as it is.',
  invoiceWaiting:
    'Xero is not set up yet, so the invoice waits on the Outbox page and is sent as soon as it is.',
  workWaiting: 'WorkflowMax is not set up yet, so this waits on the Outbox page and starts as soon as it is.',
  onlyOrders: 'Only an order can be sent to WorkflowMax. Submit the order first.',
  categoryRequired: 'Please choose the project category.',
  categoryUnknown: 'Please choose one of the listed project categories.',
  supplierRequired: 'Please choose the supplier whose products to delete.',
  templatesUnavailable:
    'The templates and tasks could not be read from WorkflowMax just now. Type the task instead, or try again.',
  wfmNotConfigured: 'WorkflowMax is not set up yet, so its templates and tasks cannot be listed.',
} as const;

/** How a hand-off stands for staff: the words beside the order and in the Jobs tab. */
export const HANDOFF_STATE_LABELS = {
  none: 'Not sent',
  waiting: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
} as const;
