import type { BusinessSettingsAnswer } from '@portal/domain/business-settings';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../modules/files/test-files.ts';
import { fileForm, upload } from '../modules/files/test-upload.ts';
import { testDatabases } from '../test/databases.ts';
import { startSmtpSink } from '../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { LOGO_CID, type MailBrand, withBrand } from './branded-mail.ts';

const BRAND: MailBrand = {
  tradingName: 'Łódź & Sons <Workwear>',
  colour: '#1d4f91',
  footer: ['1 Smith St', 'Collingwood VIC 3066', '', '03 9000 0000'],
  logo: null,
};

describe('a mail in the business colours', () => {
  it('draws the name, escaped, in the brand colour when there is no logo, and keeps the text', () => {
    const mail = withBrand(
      { to: 'a@example.com', subject: 'Hi', text: 'Hello <there>\n\nhttps://x.test/a' },
      BRAND,
    );
    expect(mail.text).toBe('Hello <there>\n\nhttps://x.test/a');
    expect(mail.html).toContain('color:#1d4f91">Łódź &amp; Sons &lt;Workwear&gt;</span>');
    expect(mail.html).toContain(
      '<p>Hello &lt;there&gt;</p><p><a href="https://x.test/a">https://x.test/a</a></p>',
    );
    expect(mail.html).toContain('1 Smith St<br>Collingwood VIC 3066<br>03 9000 0000');
    expect(mail.attachments ?? []).toEqual([]);
  });

  it('shows the logo from the mail itself, after the files the mail already carries', () => {
    const pdf = { filename: 'Q1-R1.pdf', contentType: 'application/pdf', contentBase64: 'JVBERg==' };
    const mail = withBrand(
      { to: 'a@example.com', subject: 'Quote', text: 't', html: '<p>Words</p>', attachments: [pdf] },
      { ...BRAND, logo: { contentType: 'image/png', bytes: PNG } },
    );
    expect(mail.html).toContain(`<img src="cid:${LOGO_CID}" alt="Łódź &amp; Sons &lt;Workwear&gt;"`);
    expect(mail.html).toContain('<p>Words</p>');
    expect(mail.attachments?.map((file) => [file.filename, file.cid])).toEqual([
      ['Q1-R1.pdf', undefined],
      ['logo.png', LOGO_CID],
    ]);
  });
});

describe.each(testDatabases())('mail leaves with the business logo over SMTP on $name', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp(kind, { smtpUrl: smtp.url, authRateLimitPerMinute: 1000 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('carries the logo staff uploaded inline, and the trading name they set', async () => {
    const { admin } = await t.signInDemo();
    const stored = await upload<{ logo_file_id: number }>(
      t,
      admin.token,
      '/api/business-settings/logo',
      fileForm('logo', 'logo.png', PNG),
    );
    const current = (
      await t.call<BusinessSettingsAnswer>('GET', '/api/business-settings', { token: admin.token })
    ).body.data;
    const saved = await t.call<BusinessSettingsAnswer>('POST', '/api/business-settings', {
      token: admin.token,
      body: {
        version: current.version,
        settings: {
          ...current.settings,
          trading_name: 'Bluegum Uniforms',
          logo_file_id: stored.body.data.logo_file_id,
        },
      },
    });
    expect(saved.statusCode).toBe(200);

    await t.call('POST', '/api/users/forgetpassword', { body: { email: 'customer@example.com' } });
    await t.app.ctx.outbox.drain();
    // Read as a mail program reads it, the inline image still named by its Content-ID.
    const mail = await simpleParser(smtp.mails.at(-1)?.raw ?? '', { keepCidLinks: true });
    expect(mail.html).toContain(`src="cid:${LOGO_CID}" alt="Bluegum Uniforms"`);
    expect(mail.text).not.toContain('<');
    const logo = mail.attachments.find((file) => file.cid === LOGO_CID);
    expect(logo?.contentType).toBe('image/png');
    expect(logo?.contentDisposition).toBe('inline');
    expect(logo?.content.equals(PNG)).toBe(true);

    // The brand is kept by the settings' version: a save shows in the very next mail.
    const again = await t.call('POST', '/api/business-settings', {
      token: admin.token,
      body: {
        version: saved.body.data.version,
        settings: { ...current.settings, trading_name: 'Ironbark Workwear', logo_file_id: null },
      },
    });
    expect(again.statusCode).toBe(200);
    await t.call('POST', '/api/users/forgetpassword', { body: { email: 'customer@example.com' } });
    await t.app.ctx.outbox.drain();
    const next = await simpleParser(smtp.mails.at(-1)?.raw ?? '', { keepCidLinks: true });
    expect(next.html).toContain('Ironbark Workwear');
    expect(next.html).not.toContain('Bluegum Uniforms');
    expect(next.attachments.find((file) => file.cid === LOGO_CID)).toBeUndefined();
  });
});
