// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { compareRevisions, customerRevision } from '@portal/domain/revisions';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../lib/theme.ts';
import { RevisionChanges } from './index.ts';

const tee = (id: string, colour: string, size: string, qty: number) => ({
  id,
  type: 'product',
  code: 'JB-TEE',
  description: 'Cotton tee',
  colour,
  size,
  qty,
  price: 12.5,
});
const decoration = (id: string, position: string, logo: string) => ({
  id,
  type: 'decoration',
  code: 'Screen Print 1C',
  position,
  logo_name: logo,
  qty: 25,
  price: 3,
  price_manual: true,
});

/** R3: navy tees in S and M, a print on the chest and one on the back, and a loyalty discount. */
const r3 = customerRevision(
  [
    {
      category_info: { name: 'Uniforms' },
      items: [
        tee('p1', 'Navy', 'S', 10),
        tee('p2', 'Navy', 'M', 15),
        decoration('d1', 'Breast Left', 'crest.png'),
        decoration('d2', 'Back Upper', 'motto.png'),
        {
          id: 'x1',
          type: 'discount',
          discount_desc: 'Loyalty',
          discount_qty: 1,
          discount_price: 20,
          checked: true,
        },
      ],
      groups: [],
    },
  ],
  { label: 'Crew tees', valid_to: '2026-12-24' },
);
/** R4: navy M up to 20, the chest print's artwork new, the discount gone, valid a month longer. */
const r4 = customerRevision(
  [
    {
      category_info: { name: 'Uniforms' },
      items: [
        tee('p1', 'Navy', 'S', 10),
        tee('p2', 'Navy', 'M', 20),
        decoration('d1', 'Breast Left', 'crest-2027.png'),
        decoration('d2', 'Back Upper', 'motto.png'),
      ],
      groups: [],
    },
  ],
  { label: 'Crew tees', valid_to: '2027-01-24' },
);

const show = () =>
  render(
    <MantineProvider theme={theme}>
      <RevisionChanges
        changes={compareRevisions(r3, r4)}
        revision={3}
        viewedOn="2026-11-12"
        newer={() => r4}
      />
    </MantineProvider>,
  );

const linesTable = () => screen.getByRole('table', { name: 'Lines' });
const lineRow = (name: string) =>
  within(linesTable())
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr') as HTMLElement;

describe('RevisionChanges', () => {
  afterEach(cleanup);

  it('says since which revision, viewed when, and sums the changes up in a sentence', () => {
    show();
    expect(
      screen.getByRole('heading', { name: 'Changed since R3, which you viewed on 12/11/2026' }),
    ).toBeTruthy();
    expect(
      screen.getByText('1 line removed, 2 lines changed, valid to changed, total +$90.75 inc GST'),
    ).toBeTruthy();
  });

  it('names only the revision where no viewing is known, as staff see it before sending', () => {
    render(
      <MantineProvider theme={theme}>
        <RevisionChanges changes={compareRevisions(r3, r4)} revision={3} newer={() => r4} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Changed since R3' })).toBeTruthy();
  });

  it("shows a product's quantity per colour and size old and new, and its new total", () => {
    show();
    const tee = lineRow('JB-TEE Cotton tee');
    expect(within(tee).getAllByRole('cell')[0]?.textContent).toMatch(/^Changed/);
    const grid = within(tee).getByRole('table', { name: 'JB-TEE Cotton tee: quantities by colour and size' });
    const navy = within(grid).getByRole('rowheader', { name: 'Navy' }).closest('tr') as HTMLElement;
    const [small, medium] = within(navy).getAllByRole('cell');
    expect(small?.textContent).toBe('10');
    expect(medium?.textContent).toBe('15 →  to 20');
    expect(tee.textContent).toContain('$312.50');
    expect(tee.textContent).toContain('$375.00');
  });

  it("names a decoration's new artwork, and marks a removed discount", () => {
    show();
    const print = lineRow('Screen Print 1C at Breast Left');
    expect(print.textContent).toContain('Artwork: crest.png →  to crest-2027.png');
    expect(within(lineRow('Discount Loyalty')).getAllByRole('cell')[0]?.textContent).toBe('Removed');
  });

  it('lists only changed lines until "Show only changes" is switched off, then the whole document', async () => {
    show();
    const only = screen.getByRole('switch', { name: 'Show only changes' }) as HTMLInputElement;
    expect(only.checked).toBe(true);
    expect(within(linesTable()).queryByRole('rowheader', { name: /Back Upper/ })).toBeNull();
    fireEvent.click(only);
    expect(only.checked).toBe(false);
    // The unchanged lines are put back from the newer revision, which the answer did not repeat.
    const back = (await within(linesTable()).findByRole('rowheader', { name: /Back Upper/ })).closest('tr');
    expect(back?.getAttribute('data-kind')).toBe('unchanged');
    expect(lineRow('JB-TEE Cotton tee').getAttribute('data-kind')).toBe('changed');
  });

  it('gives the changed details and the totals ex and inc GST, old, new and the difference', () => {
    show();
    const details = screen.getByRole('table', { name: 'Quote details that changed' });
    const validTo = within(details).getByRole('rowheader', { name: 'Valid to' }).closest('tr') as HTMLElement;
    expect(validTo.textContent).toBe('Valid to24/12/202624/01/2027');
    const totals = screen.getByRole('table', { name: 'Totals' });
    const inc = within(totals).getByRole('rowheader', { name: 'Total inc GST' }).closest('tr') as HTMLElement;
    expect([...inc.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '$486.75',
      '$577.50',
      '+$90.75',
    ]);
  });

  it('passes axe with only the changes and with the whole document', async () => {
    const { container } = show();
    // happy-dom draws nothing, so colour contrast is checked in Chromium (bench/revision-compare.ts).
    const options = { rules: { 'color-contrast': { enabled: false } } };
    const violations = async () => (await axe.run(container, options)).violations.map((v) => v.id);
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('switch', { name: 'Show only changes' }));
    await within(linesTable()).findByRole('rowheader', { name: /Back Upper/ });
    expect(await violations()).toEqual([]);
  });

  // The rows themselves are drawn in Chromium (e2e/tests/pinned-revisions.spec.ts, and
  // bench/revision-compare.ts, which counts them and runs axe): happy-dom lays nothing out, so
  // the window has no room to draw them in.
  it('puts a long whole document back only when asked, as a table that says where each row sits', async () => {
    const many = (qty: number) =>
      customerRevision(
        [
          {
            category_info: { name: 'Uniforms' },
            items: Array.from({ length: 200 }, (_, n) => ({
              ...tee(`p${n}`, 'Navy', 'M', n === 7 ? qty : 5),
              code: `T${n}`,
            })),
            groups: [],
          },
        ],
        { label: 'Many tees' },
      );
    const newer = many(9);
    const changes = compareRevisions(many(5), newer);
    expect(changes.lines).toHaveLength(1);
    let asked = 0;
    render(
      <MantineProvider theme={theme}>
        <RevisionChanges
          changes={changes}
          revision={1}
          newer={async () => {
            asked += 1;
            return newer;
          }}
        />
      </MantineProvider>,
    );
    // The newer revision is asked for only when the whole document is wanted.
    expect(asked).toBe(0);
    fireEvent.click(screen.getByRole('switch', { name: 'Show only changes' }));
    // A windowed table takes the place of the short one: 200 lines and their section's heading
    // row, under the header row.
    await waitFor(() => expect(linesTable().getAttribute('aria-rowcount')).toBe('202'), { timeout: 20_000 });
    expect(asked).toBe(1);
    // Its box takes the keyboard's focus, so every row can be scrolled to.
    expect(screen.getByRole('region', { name: 'Lines table' }).tabIndex).toBe(0);
  }, 60_000);
});
