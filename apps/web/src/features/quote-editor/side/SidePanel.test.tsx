// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { formatMoney, formatPercent } from '@portal/domain/money';
import { DEFAULT_PRICE_TABLES, priceQuote } from '@portal/domain/pricing';
import { quoteContentSchema } from '@portal/domain/quote';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme.ts';
import { editorButtons } from '../state/editor-actions.ts';
import { SidePanel } from './SidePanel.tsx';

const content = quoteContentSchema.parse({
  categories: [
    {
      category_info: {},
      groups: [{ id: 'g1', name: 'Crew', group_options: { customs: [], customfees: [] } }],
      items: [
        { id: 'p1', type: 'product', group_id: 'g1', code: 'T1', qty: 30, price: 12, cost: 6 },
        {
          id: 'd1',
          type: 'decoration',
          group_id: 'g1',
          code: 'Screen Print 1C',
          position: 'Breast Left',
          qty: 30,
          setup_code: 'New Set Up',
        },
      ],
    },
  ],
});

const panel = (admin: boolean, highlighted: string | null = null, orderStatus = '') => {
  const priced = priceQuote(content, DEFAULT_PRICE_TABLES, { role: admin ? 'admin' : 'customer' });
  const onPress = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <SidePanel
        priced={priced}
        admin={admin}
        highlighted={highlighted}
        otherLabel="Hat side"
        buttons={editorButtons({
          quote: { status: 'Pending Quote', order_status: orderStatus, contact_user: '1' },
          admin,
          editConfirmed: false,
        })}
        onPress={onPress}
        pending={null}
      />
    </MantineProvider>,
  );
  return { priced, onPress };
};

afterEach(cleanup);

describe('SidePanel', () => {
  it("shows every summary line with the engine's figures, and no margin to a customer", () => {
    const { priced } = panel(false);
    for (const line of priced.summaryLines) {
      expect(screen.getByTestId(`summary-${line.key}`).textContent).toBe(formatMoney(line.amount));
      expect(screen.getByText(line.label)).toBeTruthy();
    }
    expect(screen.queryByText('Gross profit margin')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to Top' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next Steps' })).toBeTruthy();
  });

  it('shows staff the gross profit and its percentage', () => {
    const { priced } = panel(true);
    expect(screen.getByTestId('summary-gross-profit').textContent).toBe(
      formatMoney(priced.summary.grossProfit ?? 0),
    );
    expect(screen.getByTestId('summary-margin-percent').textContent).toBe(
      formatPercent(priced.summary.marginPercent ?? 0),
    );
  });

  it('names the highlighted position, with the Other label, on a garment that is not the actual one', () => {
    panel(false, 'Other');
    expect(screen.getByText('Hat side', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Not Actual garment')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Garment back, Hat side highlighted' })).toBeTruthy();
  });

  it('offers staff on an order Send to Job Management as a working button, and passes presses on', () => {
    const { onPress } = panel(true, null, 'Requested Order');
    const jobs = screen.getByRole('button', { name: 'Send to Job Management' }) as HTMLButtonElement;
    expect(jobs.disabled).toBe(false);
    expect(screen.queryByText(/not configured yet/)).toBeNull();
    fireEvent.click(jobs);
    expect(onPress).toHaveBeenCalledWith(expect.objectContaining({ id: 'jobs', kind: 'jobs' }));
    fireEvent.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Save Order' }));
    expect(onPress).toHaveBeenCalledWith(expect.objectContaining({ action: 'save_order' }));
  });

  it('offers customers no Send to Job Management, on an order or not', () => {
    panel(false, null, 'Requested Order');
    expect(screen.queryByRole('button', { name: 'Send to Job Management' })).toBeNull();
  });

  it("shows the order's hand-off beside the actions when given one", () => {
    const priced = priceQuote(content, DEFAULT_PRICE_TABLES, { role: 'admin' });
    render(
      <MantineProvider theme={theme}>
        <SidePanel
          priced={priced}
          admin
          highlighted={null}
          otherLabel="Hat side"
          buttons={[]}
          onPress={vi.fn()}
          pending={null}
          handoff={<p>Job: Sent J000123</p>}
        />
      </MantineProvider>,
    );
    expect(within(screen.getByRole('complementary')).getByText('Job: Sent J000123')).toBeTruthy();
  });

  it('offers staff Send Quote SMS as a working button on a quote', () => {
    const { onPress } = panel(true);
    const sms = screen.getByRole('button', { name: 'Send Quote SMS' }) as HTMLButtonElement;
    expect(sms.disabled).toBe(false);
    expect(screen.queryByText(/not configured yet/)).toBeNull();
    fireEvent.click(sms);
    expect(onPress).toHaveBeenCalledWith(expect.objectContaining({ id: 'sms', kind: 'sms' }));
  });

  it('offers staff Email Quote as a working button and passes its press on', () => {
    const { onPress } = panel(true);
    const email = screen.getByRole('button', { name: 'Email Quote' }) as HTMLButtonElement;
    expect(email.disabled).toBe(false);
    expect(email.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(email);
    expect(onPress).toHaveBeenCalledWith(expect.objectContaining({ id: 'email', kind: 'email' }));
  });

  it('offers customers no Email Quote', () => {
    panel(false);
    expect(screen.queryByRole('button', { name: 'Email Quote' })).toBeNull();
  });
});
