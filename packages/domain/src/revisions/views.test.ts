import { describe, expect, it } from 'vitest';
import { deviceOf, viewMarkersOf, viewSummaryOf } from './views.ts';

describe('deviceOf', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('phone');
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'),
    ).toBe('phone');
    expect(deviceOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148')).toBe(
      'tablet',
    );
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120 Safari/537.36'),
    ).toBe('tablet');
    expect(
      deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36'),
    ).toBe('desktop');
    expect(deviceOf(undefined)).toBe('desktop');
  });
});

describe('viewSummaryOf', () => {
  it('reads as staff say it', () => {
    expect(
      viewSummaryOf({
        count: 5,
        last_viewed_at: '2026-11-12T03:03:00.000Z',
        last_device: 'phone',
        revisions: [
          { revision: 3, sent_at: '2026-11-09T22:00:00.000Z', first_viewed_at: '2026-11-11T23:00:00.000Z' },
        ],
      }),
    ).toBe('Viewed 5 times, last 12/11/2026 14:03 on a phone; R3 first viewed 2 days after sending');
  });

  it('says when nothing was read', () => {
    expect(viewSummaryOf({ count: 0, last_viewed_at: null, last_device: null, revisions: [] })).toBe(
      'Not viewed yet',
    );
  });
});

describe('viewMarkersOf', () => {
  it('marks a quote changed since viewed only when a later revision was sent than the one opened', () => {
    expect(viewMarkersOf(null, 2)).toEqual({ viewed: false, changed_since_viewed: false });
    expect(viewMarkersOf(2, 2)).toEqual({ viewed: true, changed_since_viewed: false });
    expect(viewMarkersOf(2, 3)).toEqual({ viewed: true, changed_since_viewed: true });
    expect(viewMarkersOf(1, null)).toEqual({ viewed: true, changed_since_viewed: false });
  });
});
