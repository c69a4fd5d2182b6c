// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentWithDecoration, TableHarness } from './test-harness.tsx';

afterEach(cleanup);

const DESIGNS = [
  { id: 3, label: 'crest.dst (12,500 stitches)' },
  { id: 4, label: 'word.pdf' },
];

/** an embroidery row's Design is one of the client's saved designs. */
describe('saved designs on an embroidery row', () => {
  it("offers staff the client's designs and hands the page the one chosen", () => {
    const onChooseDesign = vi.fn();
    render(
      <TableHarness
        initial={contentWithDecoration('Embroidery')}
        designs={DESIGNS}
        onChooseDesign={onChooseDesign}
      />,
    );
    const design = screen.getByLabelText('Embroidery Breast Left design') as HTMLSelectElement;
    expect([...design.options].map((o) => o.text)).toEqual(['—', ...DESIGNS.map((d) => d.label)]);
    fireEvent.change(design, { target: { value: '3' } });
    expect(onChooseDesign).toHaveBeenCalledWith('r2', 3);
  });

  it('shows a customer the name of the design on the row, without letting them change it', () => {
    render(
      <TableHarness
        initial={contentWithDecoration('Embroidery', { setup_emb: 4 })}
        isAdmin={false}
        designs={DESIGNS}
      />,
    );
    const design = screen.getByLabelText('Embroidery Breast Left design') as HTMLSelectElement;
    expect(design.disabled).toBe(true);
    expect(design.selectedOptions[0]?.text).toBe('word.pdf');
  });

  it('keeps a design typed before designs were saved, and clears it on request', () => {
    render(
      <TableHarness
        initial={contentWithDecoration('Embroidery', { setup_emb: 'Old crest' })}
        designs={DESIGNS}
      />,
    );
    const design = screen.getByLabelText('Embroidery Breast Left design') as HTMLSelectElement;
    expect(design.selectedOptions[0]?.text).toBe('Old crest');
    fireEvent.change(design, { target: { value: '' } });
    expect(design.value).toBe('');
  });

  it('is typed as text while the client has no saved design', () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery', { setup_emb: 'Crest' })} />);
    expect((screen.getByLabelText('Embroidery Breast Left design') as HTMLInputElement).value).toBe('Crest');
  });
});
