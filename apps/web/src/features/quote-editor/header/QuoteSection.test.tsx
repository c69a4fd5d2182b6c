// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme.ts';
import { headerOf } from '../state/editor-state.ts';
import { QuoteSection } from './QuoteSection.tsx';

// the editor showed valid_to a day early for a viewer in a US time zone, because
// the date-only value went through a local-time Date. Node reads TZ afresh when it is set.
describe('the Valid to date for a customer in New York', () => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    // Assigning undefined would store the text "undefined".
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
  afterEach(cleanup);

  /** The Quote section of a pending quote valid to `validTo`, for a customer or for staff. */
  const renderSection = (
    validTo: string,
    admin: boolean,
    onChange: (change: { valid_to?: string }) => void,
  ) =>
    render(
      <MantineProvider theme={theme}>
        <QuoteSection
          header={headerOf({ valid_to: validTo, label: 'Crew tees' })}
          onChange={onChange}
          admin={admin}
          readOnly={false}
          isNew={false}
          quoteId={7}
          status="Pending Quote"
          orderStatus=""
          revision={1}
        />
      </MantineProvider>,
    );

  it('shows the stored day, as the list and the view page do', () => {
    renderSection('2026-12-05', false, () => {});
    expect(new Date('2026-12-05').getDate()).toBe(4);
    expect(screen.getByTestId('valid-to').textContent).toBe('05/12/2026');
  });

  it("shows staff's field as DD/MM/YYYY and reads a typed DD/MM/YYYY as that day", () => {
    const changes: string[] = [];
    renderSection('2026-12-02', true, (change) => {
      if (change.valid_to !== undefined) changes.push(change.valid_to);
    });
    const field = screen.getByLabelText('Valid to') as HTMLInputElement;
    expect(field.value).toBe('02/12/2026');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '15/01/2027' } });
    fireEvent.blur(field);
    expect(changes.at(-1)).toBe('2027-01-15');
  });
});
