import type { BusinessSettings } from './schema.ts';

/** Which outside services the server has been given (environment variables, README). */
export type ConfiguredServices = { mail: boolean; sms: boolean; workflowmax: boolean; xero: boolean };

export type ChecklistItem = { key: string; label: string; done: boolean; effect: string };

/**
 * What a new business still has to set, each with what it changes for
 * customers, so the settings page leads staff from `create-admin` to a portal customers can use.
 */
export function settingsChecklist(settings: BusinessSettings, services: ConfiguredServices): ChecklistItem[] {
  const r = settings.remittance;
  return [
    {
      key: 'mail',
      label: 'Mail server (SMTP_URL)',
      done: services.mail,
      effect:
        'No e-mail reaches anyone: quotes, conversation notifications and password resets wait on the Outbox page.',
    },
    {
      key: 'sms',
      label: 'SMS provider (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM)',
      done: services.sms,
      effect: "Send Quote SMS texts wait on the Outbox page instead of reaching customers' phones.",
    },
    {
      key: 'workflowmax',
      label: 'WorkflowMax (WORKFLOWMAX_CLIENT_ID and the rest)',
      done: services.workflowmax,
      effect:
        'Orders sent to job management wait on the Outbox page: no job is made and production does not hear of them.',
    },
    {
      key: 'xero',
      label: 'Xero (XERO_CLIENT_ID, XERO_CLIENT_SECRET)',
      done: services.xero,
      effect:
        'Invoices of approved orders wait on the Outbox page: customers are not sent an invoice to pay.',
    },
    {
      key: 'logo',
      label: 'Logo',
      done: settings.logo_file_id !== null,
      effect: 'The header, mails and quote PDFs show the trading name without a logo.',
    },
    {
      key: 'abn',
      label: 'ABN',
      done: settings.abn !== '',
      effect: 'Quotes customers receive carry no ABN, which Australian businesses expect of a supplier.',
    },
    {
      key: 'terms',
      label: 'Terms of trade',
      done: settings.terms_html.trim() !== '',
      effect: 'Quote PDFs and the accept page show no terms, so customers accept quotes without them.',
    },
    {
      key: 'payment',
      label: 'Payment details (payment terms, BSB and account)',
      done: settings.payment_terms !== '' && r.account_name !== '' && r.bsb !== '' && r.account_number !== '',
      effect:
        'Quote PDFs carry no payment terms or bank details, so customers cannot pay by transfer from the quote.',
    },
  ];
}
