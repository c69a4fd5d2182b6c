// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentWithDecoration, TableHarness } from './test-harness.tsx';

afterEach(cleanup);

const brandSection = () => screen.getByRole('table', { name: /Brand Management/ });

describe('decoration row layouts', () => {
  it('Embroidery has stitch count, design and supplier', () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery')} />);
    const section = brandSection();
    for (const field of ['stitch count', 'design', 'supplier', 'setup'])
      expect(within(section).getByLabelText(`Embroidery Breast Left ${field}`)).toBeTruthy();
    expect(within(section).queryByLabelText(/colour change/)).toBeNull();
    expect(within(section).queryByLabelText(/film/)).toBeNull();
  });

  it.each(['Screen Print 1C', 'Screen Print 2C'])(
    '%s has colours, screens and a colour change row',
    (code) => {
      render(<TableHarness initial={contentWithDecoration(code)} />);
      const section = brandSection();
      expect(within(section).getByLabelText(`${code} Breast Left colours`)).toBeTruthy();
      expect(within(section).getByLabelText(`${code} Breast Left screens`)).toBeTruthy();
      const change = within(section).getByLabelText(`${code} Breast Left colour change`) as HTMLSelectElement;
      expect(change.value).toBe('None');
      expect(within(section).queryByLabelText(/stitch count/)).toBeNull();
      // Choosing a colour change adds the engine's colour change line (our figure: $30).
      fireEvent.change(change, { target: { value: 'Colour Change' } });
      expect(within(brandSection()).getByText('$30.00')).toBeTruthy();
    },
  );

  it('Digital Print has film metres, heat press and packing rows', () => {
    render(<TableHarness initial={contentWithDecoration('Digital Print')} />);
    const section = brandSection();
    for (const field of ['film metres', 'film qty', 'heat press qty', 'packing qty'])
      expect(within(section).getByLabelText(`Digital Print Breast Left ${field}`)).toBeTruthy();
    expect(within(section).queryByLabelText(/colour change/)).toBeNull();
  });

  it('Vinyl Print has heat press and packing rows but no film', () => {
    render(<TableHarness initial={contentWithDecoration('Vinyl Print')} />);
    const section = brandSection();
    expect(within(section).getByLabelText('Vinyl Print Breast Left heat press qty')).toBeTruthy();
    expect(within(section).getByLabelText('Vinyl Print Breast Left packing unit cost')).toBeTruthy();
    expect(within(section).queryByLabelText(/film/)).toBeNull();
  });

  it('changing the type switches the layout and resets its setup (spec 4)', () => {
    render(<TableHarness initial={contentWithDecoration('Embroidery', { setup_code: 'Repeat Set Up' })} />);
    fireEvent.change(screen.getByLabelText('Embroidery Breast Left decoration type'), {
      target: { value: 'Screen Print 1C' },
    });
    const section = brandSection();
    expect(within(section).getByLabelText('Screen Print 1C Breast Left colour change')).toBeTruthy();
    expect(
      (within(section).getByLabelText('Screen Print 1C Breast Left setup') as HTMLSelectElement).value,
    ).toBe('New Set Up');
  });
});
