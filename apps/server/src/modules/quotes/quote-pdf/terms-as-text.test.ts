import { describe, expect, it } from 'vitest';
import { termsAsText } from './terms-as-text.ts';

describe('termsAsText', () => {
  it('prints paragraphs apart, list items on their own lines and entities as characters', () => {
    const html =
      '<h2>Terms &amp; conditions</h2><p>Payment within <strong>14 days</strong>.</p>' +
      '<ul><li><p>Deposit of 50%</p></li><li>Goods stay ours until paid</li></ul><p>A &lt;B&gt;</p>';
    expect(termsAsText(html)).toBe(
      'Terms & conditions\n\nPayment within 14 days.\n\n• Deposit of 50%\n\n• Goods stay ours until paid\n\nA <B>',
    );
  });

  it('answers nothing for empty terms', () => {
    expect(termsAsText('<p></p>')).toBe('');
  });
});
