import { describe, expect, it } from 'vitest';
import { automaticMailReason } from './automatic-mail.ts';

const person = 'jane@customer.example';

describe('automaticMailReason', () => {
  it('takes a person’s reply as a person’s, Auto-Submitted: no included', () => {
    expect(automaticMailReason({}, 'Re: New message on Q12 Polos', person)).toBeNull();
    expect(automaticMailReason({ 'auto-submitted': ['no'] }, 'Re: quote', person)).toBeNull();
    expect(automaticMailReason({ precedence: ['first-class'] }, 'Re: the office move', person)).toBeNull();
  });

  it('knows RFC 3834 and the headers auto-responders set, whatever follows the first word', () => {
    expect(
      automaticMailReason({ 'auto-submitted': ['Auto-Replied (zimbra; vacation)'] }, 'Re: x', person),
    ).toMatch(/^Automatic reply/);
    expect(automaticMailReason({ 'x-autorespond': ['x'] }, 'Re: x', person)).toMatch(/x-autorespond/);
    for (const precedence of ['bulk', 'junk (autoreply)', 'list', 'auto_reply'])
      expect(automaticMailReason({ precedence: [precedence] }, 'Re: x', person)).toMatch(/Precedence/);
  });

  it('knows out-of-office subjects and mail systems that set no header', () => {
    expect(automaticMailReason({}, 'Automatic reply: Q12', person)).toMatch(/out-of-office/);
    expect(automaticMailReason({}, 'Out of Office: Q12', person)).toMatch(/out-of-office/);
    expect(automaticMailReason({}, 'Re: x', 'MAILER-DAEMON@mx.example')).toMatch(/mail system/);
  });
});
