import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGE_TEXTS,
  fillMessageText,
  MESSAGE_TEXT_KEYS,
  previewMessageText,
  unknownPlaceholderMessage,
  unknownPlaceholdersOf,
} from './message-texts.ts';

describe('message texts and their placeholders', () => {
  it('knows every placeholder its default texts use', () => {
    for (const key of MESSAGE_TEXT_KEYS)
      expect(unknownPlaceholdersOf(key, DEFAULT_MESSAGE_TEXTS[key])).toEqual([]);
  });

  it('finds placeholders a message cannot fill, once each, and says which it can', () => {
    const text = 'Hi {frist_name}, see {link} and {quote_number} {frist_name} {}';
    expect(unknownPlaceholdersOf('password_reset', text)).toEqual(['frist_name', 'quote_number', '']);
    expect(unknownPlaceholderMessage('password_reset', ['frist_name'])).toBe(
      'Password reset: {frist_name} is not a placeholder this message can fill. It can use {first_name}, {link}, {minutes}, {trading_name}.',
    );
  });

  it('fills placeholders and tidies the gap an empty one leaves', () => {
    expect(
      fillMessageText('Hi {first_name}, your quote {quote_number} {quote_label} is ready.', {
        quote_number: 'Q7',
      }),
    ).toBe('Hi, your quote Q7 is ready.');
    expect(fillMessageText('{link}', { link: 'https://x.test/a' })).toBe('https://x.test/a');
  });

  it('does not read a filled value as another placeholder', () => {
    expect(fillMessageText('Hi {first_name}', { first_name: '{link}', link: 'no' })).toBe('Hi {link}');
  });

  it('previews with samples and the business name', () => {
    expect(previewMessageText('quote_sms', DEFAULT_MESSAGE_TEXTS.quote_sms, 'Acme Workwear')).toBe(
      'Hi Ana, your quote Q1042 Crew polos from Acme Workwear is ready: https://portal.example.com/requests/edit/1042',
    );
  });
});
