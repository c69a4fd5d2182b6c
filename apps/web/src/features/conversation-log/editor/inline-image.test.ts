// @vitest-environment happy-dom
import { INLINE_IMAGE_MAX_BYTES } from '@portal/domain/memos';
import { describe, expect, it } from 'vitest';
import { inlineImageSource } from './inline-image.ts';

const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('a picked picture', () => {
  it('rides inline as a data URL when it is a small bitmap', async () => {
    const source = await inlineImageSource(new File([PNG_1PX], 'dot.png', { type: 'image/png' }));
    expect(source).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('goes as a file when it is too large or not a bitmap the note may carry', async () => {
    const large = new File([new Uint8Array(INLINE_IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(await inlineImageSource(large)).toBeNull();
    expect(await inlineImageSource(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }))).toBeNull();
  });
});
