import { describe, expect, it } from 'vitest';
import { changeSentence, compareRevisions } from './index.ts';
import { r3, r4 } from './test-revisions.ts';

describe('changeSentence', () => {
  it('counts lines added, removed and changed, names changed details and gives the difference inc GST', () => {
    expect(changeSentence(compareRevisions(r3, r4))).toBe(
      '1 line added, 1 line removed, 3 lines changed, valid to changed, total +$151.25 inc GST',
    );
  });

  it('gives a lower total with a minus sign', () => {
    expect(changeSentence(compareRevisions(r4, r3))).toBe(
      '1 line added, 1 line removed, 3 lines changed, valid to changed, total -$151.25 inc GST',
    );
  });

  it('says the total is unchanged when only details changed', () => {
    const later = { ...r3, quote: { ...r3.quote, valid_to: '2027-01-15', custom_address: '9 Dock Rd' } };
    expect(changeSentence(compareRevisions(r3, later))).toBe(
      'Valid to and delivery address changed, total unchanged at $517.00 inc GST',
    );
  });

  it('says nothing changed between a revision and itself', () => {
    expect(changeSentence(compareRevisions(r3, r3))).toBe(
      'Nothing changed, total unchanged at $517.00 inc GST',
    );
  });
});
