import type { ServiceStateEntry } from '@portal/domain/account';
import type { Config } from '../../config.ts';

/**
 * Which outside services this portal has set up, from its configuration, and
 * what becomes of their messages when one is not: the Outbox page says so rather than "sent".
 */
export function serviceStates(config: Config, mailSetUp: boolean): ServiceStateEntry[] {
  return [
    {
      service: 'mail',
      label: 'Mail (SMTP)',
      set_up: mailSetUp,
      note: mailSetUp
        ? 'Mail is sent.'
        : 'Mail is recorded here, not sent. Customers cannot get password reset links: make one from the client hub.',
    },
    {
      service: 'sms',
      label: 'Text messages (Twilio)',
      set_up: Boolean(config.sms),
      note: config.sms
        ? 'Texts are sent and their delivery is reported here.'
        : 'Texts are recorded here, not sent.',
    },
    {
      service: 'invoicing',
      label: 'Invoicing (Xero)',
      set_up: Boolean(config.xero),
      note: config.xero ? 'Invoices are sent.' : 'Invoices wait here and go once Xero is set up.',
    },
    {
      service: 'jobs',
      label: 'Job management (WorkflowMax)',
      set_up: Boolean(config.workflowMax),
      note: config.workflowMax ? 'Jobs are sent.' : 'Jobs wait here and go once WorkflowMax is set up.',
    },
    {
      service: 'replies',
      label: 'Replies by e-mail',
      set_up: Boolean(config.inbound),
      note: config.inbound
        ? 'Replies to notification mails are added to their logs.'
        : 'Notification mails carry no reply address.',
    },
  ];
}
