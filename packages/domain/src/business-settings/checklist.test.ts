import { describe, expect, it } from 'vitest';
import { settingsChanges } from './changes.ts';
import { settingsChecklist } from './checklist.ts';
import { UNSET_BUSINESS_SETTINGS } from './defaults.ts';

describe('the checklist and the change record', () => {
  const none = { mail: false, sms: false, workflowmax: false, xero: false };

  it('lists everything a new business has not set, each saying what customers miss', () => {
    const items = settingsChecklist(UNSET_BUSINESS_SETTINGS, none);
    expect(items.map((i) => i.key)).toEqual([
      'mail',
      'sms',
      'workflowmax',
      'xero',
      'logo',
      'abn',
      'terms',
      'payment',
    ]);
    expect(items.every((i) => !i.done && i.effect.length > 20)).toBe(true);
  });

  it('ticks off what is set', () => {
    const set = {
      ...UNSET_BUSINESS_SETTINGS,
      abn: '51824753556',
      terms_html: '<p>Terms</p>',
      payment_terms: '14 days',
      remittance: { account_name: 'A', bsb: '063000', account_number: '1234' },
    };
    const open = settingsChecklist(set, { ...none, mail: true }).filter((i) => !i.done);
    expect(open.map((i) => i.key)).toEqual(['sms', 'workflowmax', 'xero', 'logo']);
  });

  it('records changed fields with the value before, nested ones by path, and ignores key order', () => {
    const before = {
      ...UNSET_BUSINESS_SETTINGS,
      social_links: [{ name: 'Facebook', url: 'https://f.test' }],
    };
    const reordered = { ...before, social_links: [{ url: 'https://f.test', name: 'Facebook' }] };
    expect(settingsChanges(before, reordered)).toEqual([]);
    const after = { ...before, trading_name: 'Acme', remittance: { ...before.remittance, bsb: '063000' } };
    expect(settingsChanges(before, after)).toEqual([
      { field: 'trading_name', before: '', after: 'Acme' },
      { field: 'remittance.bsb', before: '', after: '063000' },
    ]);
  });
});
