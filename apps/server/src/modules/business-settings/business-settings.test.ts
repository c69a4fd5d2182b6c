import type {
  BusinessSettingsAnswer,
  PublicBusiness,
  SettingsHistoryAnswer,
} from '@portal/domain/business-settings';
import { addDays, businessToday } from '@portal/domain/dates';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';
import { PDF_TWO_PAGES, PNG } from '../files/test-files.ts';
import { fileForm, upload } from '../files/test-upload.ts';

describe.each(testDatabases())('business settings on $name', (kind) => {
  const demo = useDemoApp(kind);

  const read = async () =>
    (
      await demo.app.call<BusinessSettingsAnswer>('GET', '/api/business-settings', {
        token: demo.admin.token,
      })
    ).body.data;
  const save = (version: number, settings: BusinessSettingsAnswer['settings']) =>
    demo.app.call<BusinessSettingsAnswer>('POST', '/api/business-settings', {
      token: demo.admin.token,
      body: { version, settings },
    });

  it('is no call at all to a customer (404) and asks for a sign-in first', async () => {
    const current = await read();
    for (const token of [demo.customer.token, demo.customer2.token]) {
      expect((await demo.app.call('GET', '/api/business-settings', { token })).statusCode).toBe(404);
      expect((await demo.app.call('GET', '/api/business-settings/history', { token })).statusCode).toBe(404);
      const write = await demo.app.call('POST', '/api/business-settings', {
        token,
        body: { version: current.version, settings: { ...current.settings, trading_name: 'Hijacked' } },
      });
      expect(write.statusCode).toBe(404);
      const logo = await upload(
        demo.app,
        token,
        '/api/business-settings/logo',
        fileForm('logo', 'l.png', PNG),
      );
      expect(logo.statusCode).toBe(404);
    }
    expect((await demo.app.call('GET', '/api/business-settings')).statusCode).toBe(401);
    expect((await read()).version).toBe(current.version);
    expect((await read()).settings.trading_name).toBe('Ironbark Workwear & Uniforms');
  });

  it('starts from the demo business, with a valid ABN, and lists what is still unset', async () => {
    const current = await read();
    expect(current.version).toBe(1);
    expect(current.settings.abn).toBe('41612908660');
    expect(current.settings.time_zone).toBe('Australia/Melbourne');
    const unset = current.checklist.filter((item) => !item.done).map((item) => item.key);
    expect(unset).toEqual(['mail', 'sms', 'workflowmax', 'xero', 'logo']);
    const shown = (await demo.app.call<PublicBusiness>('GET', '/api/business')).body.data;
    expect(shown.trading_name).toBe('Ironbark Workwear & Uniforms');
    expect(JSON.stringify(shown)).not.toContain('12345678'); // the bank account is not public
  });

  it('records every change with who, when and the value before, and versions the terms', async () => {
    const before = await read();
    const saved = await save(before.version, {
      ...before.settings,
      trading_name: 'Redgum Workwear',
      abn: '51 824 753 556',
      terms_html:
        '<p>Pay in <strong>7 days</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      remittance: { ...before.settings.remittance, bsb: '083 004' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.version).toBe(before.version + 1);
    expect(saved.body.data.terms_version).toBe(before.terms_version + 1);
    expect(saved.body.data.saved_by).toBe('Alex Morgan');
    expect(saved.body.data.settings.terms_html).toBe('<p>Pay in <strong>7 days</strong>.</p>');
    expect(saved.body.data.settings.abn).toBe('51824753556');
    expect(saved.body.data.settings.remittance.bsb).toBe('083004');

    const history = (
      await demo.app.call<SettingsHistoryAnswer>('GET', '/api/business-settings/history', {
        token: demo.admin.token,
      })
    ).body.data;
    expect(history[0]?.version).toBe(before.version + 1);
    expect(history[0]?.saved_by).toBe('Alex Morgan');
    expect(Date.now() - Date.parse(history[0]?.saved_at ?? '')).toBeLessThan(60_000);
    expect(history[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'trading_name', before: 'Ironbark Workwear & Uniforms', after: 'Redgum Workwear' },
        { field: 'abn', before: '41612908660', after: '51824753556' },
        { field: 'remittance.bsb', before: '063000', after: '083004' },
      ]),
    );
    expect(history.map((h) => h.version)).toEqual([before.version + 1, before.version]);
    expect((await demo.app.call<PublicBusiness>('GET', '/api/business')).body.data.trading_name).toBe(
      'Redgum Workwear',
    );

    // A change that leaves the terms alone keeps their version; saving nothing new writes nothing.
    const next = await save(saved.body.data.version, {
      ...saved.body.data.settings,
      phone: '(03) 9000 0000',
    });
    expect(next.body.data.terms_version).toBe(saved.body.data.terms_version);
    const same = await save(next.body.data.version, next.body.data.settings);
    expect(same.body.data.version).toBe(next.body.data.version);
  });

  it('refuses a save from an older version, naming who saved since, and writes nothing', async () => {
    const current = await read();
    const stale = await save(current.version - 1, { ...current.settings, trading_name: 'Stale Co' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.data).toContain('Alex Morgan saved the settings after you opened them');
    expect((await read()).version).toBe(current.version);
  });

  it('refuses bad settings in words and writes nothing', async () => {
    const current = await read();
    const cases: [Partial<BusinessSettingsAnswer['settings']>, string][] = [
      [{ abn: '41 612 908 355' }, "This ABN does not pass the ATO's check-digit test"],
      [{ abn: '1234' }, 'Please enter the ABN as its 11 digits'],
      [{ remittance: { ...current.settings.remittance, bsb: '12-345' } }, 'Please enter the BSB as 6 digits'],
      [{ brand_colour: '#ffcc00' }, 'White text on this brand colour is hard to read'],
      [{ time_zone: 'Mars/Olympus' }, 'Please enter the time zone by its IANA name'],
      [
        { texts: { ...current.settings.texts, quote_sms: 'Hi {frist_name}: {link}' } },
        'Send Quote SMS (default text): {frist_name} is not a placeholder this message can fill.',
      ],
      [{ logo_file_id: 2147483000 }, 'The logo is no longer stored: please upload it again.'],
    ];
    for (const [change, message] of cases) {
      const answer = await save(current.version, { ...current.settings, ...change });
      expect(answer.statusCode, message).toBe(400);
      expect(answer.body.data).toContain(message);
    }
    expect((await read()).version).toBe(current.version);
  });

  it('records the proof checklist and the proofs-required switch in the history, and refuses a blank item', async () => {
    const current = await read();
    expect(current.settings.proofs).toEqual({
      required: false,
      checklist: ['Spelling', 'Colours', 'Size', 'Position'],
      rounds_included: 2,
      round_fee_cents: 3500,
    });
    for (const checklist of [['Spelling', '  '], Array.from({ length: 13 }, (_, i) => `Item ${i + 1}`)]) {
      const refused = await save(current.version, {
        ...current.settings,
        proofs: { ...current.settings.proofs, required: true, checklist },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.data).toMatch(/Please name each proof checklist item|at most 12 items/);
    }
    expect((await read()).version).toBe(current.version);

    const saved = await save(current.version, {
      ...current.settings,
      proofs: {
        ...current.settings.proofs,
        required: true,
        checklist: ['Spelling', 'Thread colours', 'Size', 'Position'],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.settings.proofs.required).toBe(true);
    const history = (
      await demo.app.call<SettingsHistoryAnswer>('GET', '/api/business-settings/history', {
        token: demo.admin.token,
      })
    ).body.data;
    expect(history[0]?.changes).toEqual([
      { field: 'proofs.required', before: 'false', after: 'true' },
      {
        field: 'proofs.checklist',
        before: '["Spelling","Colours","Size","Position"]',
        after: '["Spelling","Thread colours","Size","Position"]',
      },
    ]);
  });

  it('keeps the proof rounds included and the artwork fee, refusing what a business cannot mean', async () => {
    const current = await read();
    for (const proofs of [
      { rounds_included: 0 },
      { rounds_included: 1.5 },
      { rounds_included: 21 },
      { round_fee_cents: -100 },
      { round_fee_cents: 12.5 },
      { round_fee_cents: 1_000_001 },
    ]) {
      const refused = await save(current.version, {
        ...current.settings,
        proofs: { ...current.settings.proofs, ...proofs },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.data).toMatch(
        /Please enter the proof rounds included as a whole number from 1 to 20\.|Please enter the artwork fee in dollars from 0 to 10,000, such as 35\.00\./,
      );
    }
    expect((await read()).version).toBe(current.version);
    const saved = await save(current.version, {
      ...current.settings,
      proofs: { ...current.settings.proofs, rounds_included: 3, round_fee_cents: 4950 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.settings.proofs).toMatchObject({ rounds_included: 3, round_fee_cents: 4950 });
    const history = (
      await demo.app.call<SettingsHistoryAnswer>('GET', '/api/business-settings/history', {
        token: demo.admin.token,
      })
    ).body.data;
    expect(history[0]?.changes).toEqual([
      { field: 'proofs.rounds_included', before: '2', after: '3' },
      { field: 'proofs.round_fee_cents', before: '3500', after: '4950' },
    ]);
  });

  it('takes a PNG logo checked by content, shows it to anyone, and refuses a PDF', async () => {
    const refused = await upload(
      demo.app,
      demo.admin.token,
      '/api/business-settings/logo',
      fileForm('logo', 'l.png', PDF_TWO_PAGES),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data).toBe('Please upload the logo as a PNG or JPEG image.');

    const stored = await upload<{ logo_file_id: number; logo_url: string }>(
      demo.app,
      demo.admin.token,
      '/api/business-settings/logo',
      fileForm('logo', 'logo.png', PNG),
    );
    expect(stored.statusCode).toBe(200);
    const current = await read();
    const saved = await save(current.version, {
      ...current.settings,
      logo_file_id: stored.body.data.logo_file_id,
    });
    expect(saved.body.data.checklist.find((item) => item.key === 'logo')?.done).toBe(true);

    const shown = (await demo.app.call<PublicBusiness>('GET', '/api/business')).body.data;
    expect(shown.logo_url).toBe(stored.body.data.logo_url);
    const image = await demo.app.app.inject({ method: 'GET', url: shown.logo_url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it("dates a new quote by the business's validity days in its time zone", async () => {
    const current = await read();
    await save(current.version, {
      ...current.settings,
      quote_validity_days: 14,
      time_zone: 'Australia/Perth',
    });
    const fresh = await demo.app.call<{ valid_to: string }>('GET', '/api/quotes/add', {
      token: demo.customer.token,
    });
    expect(fresh.body.data.valid_to).toBe(addDays(businessToday(new Date(), 'Australia/Perth'), 14));
  });
});
