// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterNextPaint } from './useAfterNextPaint.ts';

function Shown({ value }: { value: number }) {
  return <output aria-label="shown">{useAfterNextPaint(value)}</output>;
}

function Page({ value }: { value: number }) {
  return (
    <>
      <input aria-label="quantity" />
      <input type="checkbox" aria-label="tick" />
      <Shown value={value} />
    </>
  );
}

const nextFrameDrawn = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5))));

afterEach(cleanup);

describe('useAfterNextPaint', () => {
  it('hands on a value made while typing in a field only after the next frame', async () => {
    const { rerender } = render(<Page value={1} />);
    screen.getByLabelText('quantity').focus();
    rerender(<Page value={2} />);
    expect(screen.getByLabelText('shown').textContent).toBe('1');
    await nextFrameDrawn();
    expect(screen.getByLabelText('shown').textContent).toBe('2');
  });

  it('hands on any other change at once, so a tick never flicks back', () => {
    const { rerender } = render(<Page value={1} />);
    screen.getByLabelText('tick').focus();
    rerender(<Page value={2} />);
    expect(screen.getByLabelText('shown').textContent).toBe('2');
  });
});
