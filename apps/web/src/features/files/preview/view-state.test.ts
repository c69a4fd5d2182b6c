import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  hasNext,
  hasPrevious,
  initialView,
  MAX_SCALE,
  MIN_SCALE,
  type ViewAction,
  type ViewState,
  viewReducer,
  zoomPercent,
} from './view-state.ts';

const run = (...actions: ViewAction[]): ViewState => actions.reduce(viewReducer, initialView);
const times = (n: number, action: ViewAction): ViewAction[] => Array.from({ length: n }, () => action);

describe('the preview view state (quote spec 2 and 9)', () => {
  it('starts at 0.8, upright, on page 1 of a document not yet counted', () => {
    expect(initialView).toEqual({ scale: 0.8, rotation: 0, page: 1, pages: 0 });
    expect(zoomPercent(initialView)).toBe('80%');
  });

  it('zooms in by ×1.2 and out by ×0.8', () => {
    expect(run({ type: 'zoomIn' }).scale).toBeCloseTo(0.96);
    expect(run({ type: 'zoomOut' }).scale).toBeCloseTo(0.64);
    expect(run({ type: 'zoomIn' }, { type: 'zoomIn' }).scale).toBeCloseTo(1.152);
    expect(zoomPercent(run({ type: 'zoomIn' }))).toBe('96%');
  });

  it('stops zooming at its limits and says so', () => {
    const small = run(...times(30, { type: 'zoomOut' }));
    expect(small.scale).toBeGreaterThanOrEqual(MIN_SCALE);
    expect(canZoomOut(small)).toBe(false);
    expect(viewReducer(small, { type: 'zoomOut' })).toBe(small);
    const big = run(...times(30, { type: 'zoomIn' }));
    expect(big.scale).toBeLessThanOrEqual(MAX_SCALE);
    expect(canZoomIn(big)).toBe(false);
    expect(viewReducer(big, { type: 'zoomIn' })).toBe(big);
  });

  it('rotates in 90 degree steps and comes back upright after four', () => {
    expect(run({ type: 'rotate' }).rotation).toBe(90);
    expect(run(...times(3, { type: 'rotate' })).rotation).toBe(270);
    expect(run(...times(4, { type: 'rotate' })).rotation).toBe(0);
  });

  it('pages between 1 and the count, and not before the count is known', () => {
    expect(run({ type: 'next' }).page).toBe(1);
    const three = run({ type: 'loaded', pages: 3 });
    expect(hasPrevious(three)).toBe(false);
    expect(hasNext(three)).toBe(true);
    expect(viewReducer(three, { type: 'previous' })).toBe(three);
    const last = run({ type: 'loaded', pages: 3 }, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(last.page).toBe(3);
    expect(hasNext(last)).toBe(false);
    expect(viewReducer(last, { type: 'previous' }).page).toBe(2);
  });

  it('keeps zoom and rotation when the page changes', () => {
    const state = run({ type: 'loaded', pages: 2 }, { type: 'zoomIn' }, { type: 'rotate' }, { type: 'next' });
    expect(state).toMatchObject({ page: 2, rotation: 90 });
    expect(state.scale).toBeCloseTo(0.96);
  });

  it('keeps the page inside a count that shrinks', () => {
    const onFive = run({ type: 'loaded', pages: 9 }, ...times(4, { type: 'next' }));
    expect(viewReducer(onFive, { type: 'loaded', pages: 2 }).page).toBe(2);
    expect(viewReducer(onFive, { type: 'loaded', pages: 0 }).page).toBe(1);
  });
});
