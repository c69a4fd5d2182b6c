import { describe, expect, it } from 'vitest';
import { isMobileE164, toE164 } from './phone.ts';

describe('toE164', () => {
  it('writes Australian numbers however they are typed as +61 and nine digits', () => {
    for (const typed of [
      '0412 345 678',
      '0412-345-678',
      '(04) 1234 5678',
      '+61 412 345 678',
      '61412345678',
      '0061 412 345 678',
      '412345678',
      '+61 (0) 412 345 678',
    ])
      expect(toE164(typed)).toBe('+61412345678');
    expect(toE164('(03) 9587 4420')).toBe('+61395874420');
  });

  it('keeps a number of another country that comes with its +', () => {
    expect(toE164('+64 21 123 4567')).toBe('+64211234567');
  });

  it('refuses what no text can reach', () => {
    for (const typed of [
      '',
      '   ',
      'call me',
      '0412 345',
      '0512 345 678',
      '+61 512 345 678',
      '12345',
      '+0412345678',
      '04123456789',
    ])
      expect(toE164(typed)).toBeNull();
  });
});

describe('isMobileE164', () => {
  it('takes Australian mobiles and numbers of other countries, never an Australian landline', () => {
    expect(isMobileE164('+61412345678')).toBe(true);
    expect(isMobileE164('+64211234567')).toBe(true);
    for (const landline of ['+61295874420', '+61395874420', '+61730000000', '+61889998888'])
      expect(isMobileE164(landline)).toBe(false);
  });
});
