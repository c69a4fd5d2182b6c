import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/** Where e2e/mail-sink.mjs keeps what the portal sent in this run. */
const folder = () => path.join(process.env.E2E_DATA_DIR ?? '', 'mail');

const addressesOf = (mail: ParsedMail): string[] =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((one) => one.address?.toLowerCase() ?? ''));

/** All mails received so far for `address`, parsed as a mail program would. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  const names = fs.existsSync(folder()) ? fs.readdirSync(folder()).filter((n) => n.endsWith('.eml')) : [];
  const parsed = await Promise.all(
    names.sort().map((name) => simpleParser(fs.readFileSync(path.join(folder(), name)))),
  );
  return parsed.filter((mail) => addressesOf(mail).includes(address.toLowerCase()));
}

/** Waits for the first mail to `address` (the outbox delivers a moment after the change). */
export async function waitForMail(address: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address))[0];
        return found !== undefined;
      },
      { timeout: 20_000, message: `a mail to ${address}` },
    )
    .toBe(true);
  return found as ParsedMail;
}
