import { describe, expect, it } from 'vitest';
import { jobsDefinition } from './jobs-channel.ts';

/**
 * WorkflowMax work already queued was keyed in these formats; the channel's key builder must give the same strings.
 */
describe("the jobs channel's keys", () => {
  const keyOf = jobsDefinition.keyOf;

  it('keys each kind of work as its rows in outbox tables are keyed', () => {
    expect(keyOf({ kind: 'job', quoteId: 12 })).toBe('wfm-job-Q12');
    expect(keyOf({ kind: 'delete-costs', supplier: 'BIS', after: 0 })).toBe('wfm-delete-BIS-after-0');
    expect(keyOf({ kind: 'delete-costs', supplier: 'BIS', after: 31 })).toBe('wfm-delete-BIS-after-31');
    expect(keyOf({ kind: 'fetch-costs', after: 31 })).toBe('wfm-fetch-after-31');
  });
});
