import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { asAdmin } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * Reminders of sent quotes: a quote's own panel and a client's rules (staff). The business's rules
 * on the settings page are tested with the other settings (business-settings.spec.ts), which run
 * on their own before every other spec.
 */

test("staff turn on a quote's own SMS reminder and snooze its reminders", async ({ browser, request }) => {
  const { id } = await customerWithQuote(request, 'reminders', {
    label: 'Reminded polos',
    status: 'Completed Quote',
  });
  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/myorders/edit/${id}`);
    const panel = admin.getByRole('region', { name: 'Reminders' });
    await expect(panel.getByText('No reminder has been sent for this quote.')).toBeVisible();
    await expectNoAxeViolations(admin, { include: 'section[aria-labelledby="quote-reminders"]' });

    await panel.getByLabel('Not opened: by SMS').check();
    await panel.getByRole('button', { name: 'Save reminder rules' }).click();
    await expect(panel.getByLabel('Not opened: by SMS')).toBeChecked();

    await panel.getByLabel('Snooze reminders until').fill('2099-01-31');
    await panel.getByRole('button', { name: 'Snooze', exact: true }).click();
    await expect(panel.getByText('Snoozed until 31/01/2099')).toBeVisible();
    await panel.getByRole('button', { name: 'Resume reminders' }).click();
    await expect(panel.getByText('Snoozed until')).toBeHidden();
  });
});

test("staff change a client's reminder rules in the client hub, and give them back to the business's", async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'client-reminders', {
    label: 'Client rule polos',
    status: 'Completed Quote',
  });
  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/myorders?userid=${made.userId}`);
    const panel = admin.getByRole('region', { name: 'Reminder rules' });
    await expect(panel.getByText("This client's quotes follow the business's rules.")).toBeVisible();
    await expectNoAxeViolations(admin, { include: 'section[aria-labelledby="client-reminders"]' });

    await panel.getByLabel('Not opened: business days after sending').fill('5');
    await panel.getByLabel('Not opened: by SMS').check();
    await panel.getByRole('button', { name: 'Save client reminder rules' }).click();
    await expect(panel.getByText("The client's reminder rules are saved.")).toBeVisible();
    const saved = await api<{ overrides: unknown }>(
      request,
      'GET',
      `/api/reminders/clients/${made.userId}`,
      made.adminToken,
    );
    expect(saved.overrides).toEqual({ not_opened: { days: 5, sms: true } });

    // The client's quote takes them: its own panel shows the client's days.
    await admin.goto(`/admin/myorders/edit/${made.id}`);
    const quotePanel = admin.getByRole('region', { name: 'Reminders' });
    await expect(quotePanel.getByLabel('Not opened: business days after sending')).toHaveValue('5');

    await admin.goto(`/admin/myorders?userid=${made.userId}`);
    await admin
      .getByRole('region', { name: 'Reminder rules' })
      .getByRole('button', { name: "Use the business's rules" })
      .click();
    await expect(
      admin
        .getByRole('region', { name: 'Reminder rules' })
        .getByText("This client's quotes follow the business's rules."),
    ).toBeVisible();
  });
});
