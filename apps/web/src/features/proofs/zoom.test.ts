import { describe, expect, it } from 'vitest';
import { fractionOf, MAX_ZOOM, panBy, WHOLE, zoomAbout } from './zoom.ts';

const frame = { width: 390, height: 390 };

describe('proof zoom', () => {
  it('zooms about the point under the fingers and stops at its limits', () => {
    const zoomed = zoomAbout(WHOLE, 2, { x: 100, y: 100 }, frame);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -100 });
    expect(zoomAbout(zoomed, 100, { x: 0, y: 0 }, frame).scale).toBe(MAX_ZOOM);
    expect(zoomAbout(zoomed, 0.01, { x: 0, y: 0 }, frame)).toEqual(WHOLE);
  });

  it('keeps the image inside the frame when moved', () => {
    const zoomed = zoomAbout(WHOLE, 2, { x: 0, y: 0 }, frame);
    expect(panBy(zoomed, 50, 50, frame)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(panBy(zoomed, -1000, -1000, frame)).toEqual({ scale: 2, x: -390, y: -390 });
  });

  it('places a pin at fractions of the drawn image, whatever the zoom', () => {
    expect(fractionOf({ x: 150, y: 75 }, { left: 50, top: 25, width: 400, height: 200 })).toEqual({
      x: 0.25,
      y: 0.25,
    });
    expect(fractionOf({ x: -10, y: 900 }, { left: 0, top: 0, width: 100, height: 100 })).toEqual({
      x: 0,
      y: 1,
    });
  });
});
