/** How far a proof may be zoomed: from the whole image to eight times its drawn size. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;

export type View = { scale: number; x: number; y: number };
export const WHOLE: View = { scale: 1, x: 0, y: 0 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The view after zooming by `factor` about a point (relative to the frame's top left), keeping
 * that point under the fingers; the image never leaves the frame.
 */
export function zoomAbout(
  view: View,
  factor: number,
  point: { x: number; y: number },
  frame: { width: number; height: number },
): View {
  const scale = clamp(view.scale * factor, MIN_ZOOM, MAX_ZOOM);
  const ratio = scale / view.scale;
  return keepInside(
    { scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio },
    frame,
  );
}

/** The view moved by a drag, kept inside the frame. */
export const panBy = (view: View, dx: number, dy: number, frame: { width: number; height: number }): View =>
  keepInside({ ...view, x: view.x + dx, y: view.y + dy }, frame);

function keepInside(view: View, frame: { width: number; height: number }): View {
  const minX = frame.width - frame.width * view.scale;
  const minY = frame.height - frame.height * view.scale;
  return { scale: view.scale, x: clamp(view.x, minX, 0), y: clamp(view.y, minY, 0) };
}

/** A pin's place as fractions of the image, from a tap's place on the drawn (zoomed) image. */
export function fractionOf(
  point: { x: number; y: number },
  rect: { left: number; top: number; width: number; height: number },
) {
  return {
    x: clamp((point.x - rect.left) / rect.width, 0, 1),
    y: clamp((point.y - rect.top) / rect.height, 0, 1),
  };
}
