import { describe, expect, it } from 'vitest';
import { logoPatchOf, quoteVisualChoices, visualsPatchOf } from './artwork-choices.ts';
import type { VisualAnswer } from './calls.ts';

const visual = (id: number, quote_id: number): VisualAnswer => ({
  id,
  quote_id,
  file_name: `mock-${id}.png`,
  size: 10,
  content_type: 'image/png',
  type: 'png',
  production_ready: false,
  created_at: '2026-11-24T00:00:00.000Z',
  url: `/api/files/${id}`,
});

describe('artwork on a decoration row', () => {
  it('offers only the visuals made for this quote, and none before the quote is saved', () => {
    const visuals = [visual(1, 7), visual(2, 8), visual(3, 7)];
    expect(quoteVisualChoices(visuals, 7)).toEqual([
      { url: '/api/files/1', name: 'mock-1.png' },
      { url: '/api/files/3', name: 'mock-3.png' },
    ]);
    expect(quoteVisualChoices(visuals, null)).toEqual([]);
  });

  it('sets and clears the logo as reference and name together', () => {
    expect(logoPatchOf({ url: '/api/files/4', name: 'crest.pdf' })).toEqual({
      logo_file: '/api/files/4',
      logo_name: 'crest.pdf',
    });
    expect(logoPatchOf(null)).toEqual({ logo_file: '', logo_name: '' });
  });

  it('attaches a visual once and takes it off again', () => {
    const choice = { url: '/api/files/1', name: 'mock-1.png' };
    const once = visualsPatchOf(undefined, choice, true).visuals;
    expect(once).toEqual([{ filename: 'mock-1.png', url: '/api/files/1' }]);
    expect(visualsPatchOf(once, choice, true).visuals).toEqual(once);
    expect(visualsPatchOf(once, choice, false).visuals).toEqual([]);
  });
});
