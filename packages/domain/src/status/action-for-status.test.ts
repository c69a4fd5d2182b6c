import { describe, expect, it } from 'vitest';
import { actionForStatus } from './action-for-status.ts';

describe('actionForStatus', () => {
  it('maps the statuses each role may set to machine actions', () => {
    expect(actionForStatus('Completed Quote', { role: 'admin' })).toBe('complete_quote');
    expect(actionForStatus('Completed Order', { role: 'admin' })).toBe('finalise_order');
    expect(actionForStatus('pending quote', { role: 'customer' })).toBe('request_quote');
    expect(actionForStatus('Declined Quote', { role: 'customer' })).toBe('decline_quote');
  });

  it('names no action for a status a role cannot set directly', () => {
    expect(actionForStatus('Completed Quote', { role: 'customer' })).toBeNull();
    expect(actionForStatus('Anything', { role: 'admin' })).toBeNull();
  });
});
