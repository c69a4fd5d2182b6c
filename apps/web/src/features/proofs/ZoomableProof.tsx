import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { type PointerEvent, useRef, useState } from 'react';
import { fractionOf, panBy, type View, WHOLE, zoomAbout } from './zoom.ts';

export type Pin = { x: number; y: number; note: string };

type Props = {
  src: string;
  alt: string;
  pins: readonly Pin[];
  /** When set, a tap (not a drag) on the image places a pin there. */
  onPlacePin?: (pin: { x: number; y: number }) => void;
};

type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * A proof drawn large, zoomed with two fingers (or the buttons) and moved with one. Pointer
 * events cover touch, pen and mouse alike; `touch-action: none` keeps the browser from zooming
 * the whole page instead. Pins sit on the image at their fractions, so they stay put when zoomed.
 */
export function ZoomableProof({ src, alt, pins, onPlacePin }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const moved = useRef(false);
  const [view, setView] = useState<View>(WHOLE);

  const size = () => ({ width: frame.current?.clientWidth ?? 1, height: frame.current?.clientHeight ?? 1 });
  const local = (event: PointerEvent) => {
    const rect = frame.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
    moved.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = local(event);
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    pointers.current.set(event.pointerId, now);
    if (distance(before, now) > 3) moved.current = true;
    const other = others[0]?.[1];
    if (other) {
      const factor = distance(now, other) / Math.max(1, distance(before, other));
      setView((v) => zoomAbout(v, factor, { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 }, size()));
    } else setView((v) => panBy(v, now.x - before.x, now.y - before.y, size()));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const wasTap = pointers.current.size === 1 && !moved.current;
    pointers.current.delete(event.pointerId);
    const rect = image.current?.getBoundingClientRect();
    if (wasTap && onPlacePin && rect) onPlacePin(fractionOf({ x: event.clientX, y: event.clientY }, rect));
  };
  const zoomButton = (factor: number) => {
    const { width, height } = size();
    setView((v) => zoomAbout(v, factor, { x: width / 2, y: height / 2 }, size()));
  };

  return (
    <Box>
      <Box
        ref={frame}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{
          position: 'relative',
          overflow: 'hidden',
          touchAction: 'none',
          background: 'var(--mantine-color-gray-1)',
          borderRadius: 'var(--mantine-radius-sm)',
          cursor: onPlacePin ? 'crosshair' : 'grab',
        }}
      >
        <Box
          style={{
            position: 'relative',
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            transformOrigin: '0 0',
          }}
        >
          <img
            ref={image}
            src={src}
            alt={alt}
            draggable={false}
            style={{ display: 'block', width: '100%', height: 'auto' }}
          />
          {pins.map((pin, index) => (
            <Box
              key={`${pin.x}-${pin.y}`}
              aria-hidden
              style={{
                position: 'absolute',
                left: `${pin.x * 100}%`,
                top: `${pin.y * 100}%`,
                transform: `translate(-50%, -50%) scale(${1 / view.scale})`,
                width: 28,
                height: 28,
                borderRadius: '50%',
                background: 'var(--mantine-color-red-9)',
                color: 'white',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                fontSize: 14,
              }}
            >
              {index + 1}
            </Box>
          ))}
        </Box>
      </Box>
      <Group gap="xs" mt="xs">
        <ActionIcon variant="default" size="lg" aria-label="Zoom out" onClick={() => zoomButton(1 / 1.5)}>
          −
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label="Zoom in" onClick={() => zoomButton(1.5)}>
          +
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Show the whole proof"
          onClick={() => setView(WHOLE)}
        >
          ⤢
        </ActionIcon>
        <Text size="sm" c="dimmed">
          {Math.round(view.scale * 100)}%. Pinch or use the buttons to zoom; drag to move.
        </Text>
      </Group>
    </Box>
  );
}
