// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountChangeForm } from '../../components/AccountChangeForm.tsx';
import { clearSession, setSession } from '../../lib/session.ts';
import { CompanyCard } from './components/CompanyCard.tsx';
import { ContactCard } from './components/ContactCard.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const wrap = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>{node}</MantineProvider>
    </QueryClientProvider>,
  );

const type = (region: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(region).getByLabelText(label), { target: { value } });

const submit = (region: HTMLElement, name: string) =>
  fireEvent.click(within(region).getByRole('button', { name }));

const alertText = (region: HTMLElement) => within(region).getByRole('alert').textContent;

describe('the company form (spec 5), checked by the domain before any call', () => {
  it("answers the spec's messages in the spec's order", () => {
    wrap(<CompanyCard mode="create" onCreated={() => undefined} />);
    const form = screen.getByRole('region', { name: 'New company' });
    submit(form, 'SAVE');
    expect(alertText(form)).toBe('Form is empty');
    type(form, 'Suburb', 'Newtown');
    submit(form, 'SAVE');
    expect(alertText(form)).toBe('Company Name is required');
    type(form, 'Company', 'Acme');
    submit(form, 'SAVE');
    expect(alertText(form)).toBe('Contact Number is required');
    type(form, 'Contact Number', '02 9000 0000');
    submit(form, 'SAVE');
    expect(alertText(form)).toBe('Email Address is required');
  });

  it('shows no Referral and no PO required to a signed-out or customer viewer', () => {
    wrap(<CompanyCard mode="create" onCreated={() => undefined} />);
    expect(screen.queryByLabelText('Referral')).toBeNull();
    expect(screen.queryByLabelText(/PO required/)).toBeNull();
  });

  it('lets staff mark a company PO required, and saves the mark', async () => {
    setSession('staff-token', {
      id: 1,
      firstname: 'A',
      lastname: 'B',
      email: 'a@example.com',
      role: 'admin',
    });
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ status: 'error', data: 'Stop here' }), { status: 400 }),
    );
    vi.stubGlobal('fetch', fetch);
    wrap(<CompanyCard mode="create" onCreated={() => undefined} />);
    const form = screen.getByRole('region', { name: 'New company' });
    type(form, 'Company', 'Acme');
    type(form, 'Contact Number', '02 9000 0000');
    type(form, 'Email', 'buyer@acme.example');
    fireEvent.click(within(form).getByLabelText(/PO required/));
    submit(form, 'SAVE');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toMatchObject({ company: 'Acme', po_required: true });
  });
});

describe('the contact form (spec 5)', () => {
  it('needs the company first, then the fields in order', () => {
    wrap(<ContactCard mode="create" companyId={undefined} onDone={() => undefined} />);
    const form = screen.getByRole('region', { name: 'New contact' });
    submit(form, 'Add contact');
    expect(alertText(form)).toBe('Create the company first');
  });

  it('asks for First Name, Position, Mobile and Contact Email', () => {
    wrap(<ContactCard mode="create" companyId={3} onDone={() => undefined} />);
    const form = screen.getByRole('region', { name: 'New contact' });
    submit(form, 'Add contact');
    expect(alertText(form)).toBe('First Name is required');
    type(form, 'First Name', 'Ana');
    submit(form, 'Add contact');
    expect(alertText(form)).toBe('Position is required');
    type(form, 'Position', 'Buyer');
    submit(form, 'Add contact');
    expect(alertText(form)).toBe('Mobile number is required');
    type(form, 'Mobile', '0400 000 000');
    submit(form, 'Add contact');
    expect(alertText(form)).toBe('Contact Email is required');
  });
});

describe('the account change form (spec 5)', () => {
  it('checks the passwords, then the e-mail, before asking', () => {
    let saved = false;
    wrap(
      <AccountChangeForm
        title="Change Account"
        initialEmail="a@example.com"
        saving={false}
        onSave={async () => {
          saved = true;
          return 'done';
        }}
      />,
    );
    const form = screen.getByRole('form', { name: 'Change Account' });
    type(form, 'New Password', 'longenough1');
    type(form, 'Confirm Password', 'longenough2');
    submit(form, 'SAVE');
    expect(alertText(form)).toBe('The password is not matching');
    type(form, 'Confirm Password', 'longenough1');
    type(form, 'Email', ' ');
    submit(form, 'SAVE');
    expect(alertText(form)).toBe('The email is required');
    expect(saved).toBe(false);
  });
});
