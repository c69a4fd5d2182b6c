// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentWithDecoration, TableHarness } from './test-harness.tsx';

afterEach(cleanup);

const ARTWORK = {
  logos: [
    { url: '/api/files/1', name: 'crest.pdf' },
    { url: '/api/files/2', name: 'sketch.png' },
  ],
  visuals: [{ url: '/api/files/5', name: 'mock-front.png' }],
};

/** a decoration's Artwork row takes the client's logo and this quote's visuals. */
describe('artwork on a decoration row', () => {
  it('lets a customer choose the logo and attach a visual', () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} isAdmin={false} artwork={ARTWORK} />);
    const logo = screen.getByLabelText('Embroidery Breast Left logo') as HTMLSelectElement;
    expect([...logo.options].map((o) => o.text)).toEqual(['—', 'crest.pdf', 'sketch.png']);
    fireEvent.change(logo, { target: { value: '/api/files/1' } });
    expect(logo.value).toBe('/api/files/1');

    const visual = screen.getByLabelText('Embroidery Breast Left visual mock-front.png') as HTMLInputElement;
    expect(visual.checked).toBe(false);
    fireEvent.click(visual);
    expect(visual.checked).toBe(true);
  });

  it('keeps showing a visual attached before whose file is no longer the quote’s', () => {
    render(
      <TableHarness
        initial={contentWithDecoration('Embroidery', {
          visuals: [{ filename: 'old.png', url: '/api/files/9' }],
          logo_file: '/api/files/8',
          logo_name: 'old-crest.pdf',
        })}
        artwork={ARTWORK}
      />,
    );
    const old = screen.getByLabelText('Embroidery Breast Left visual old.png') as HTMLInputElement;
    expect(old.checked).toBe(true);
    const logo = screen.getByLabelText('Embroidery Breast Left logo') as HTMLSelectElement;
    expect(logo.selectedOptions[0]?.text).toBe('old-crest.pdf');
    fireEvent.click(old);
    expect(screen.queryByLabelText('Embroidery Breast Left visual old.png')).toBeNull();
  });

  it('is read-only in view mode', () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} readOnly artwork={ARTWORK} />);
    expect((screen.getByLabelText('Embroidery Breast Left logo') as HTMLSelectElement).disabled).toBe(true);
    expect(
      (screen.getByLabelText('Embroidery Breast Left visual mock-front.png') as HTMLInputElement).disabled,
    ).toBe(true);
  });
});
