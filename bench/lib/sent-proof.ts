import { createCanvas } from '@napi-rs/canvas';
import { PROOF_LINK_PATH, proofLinkPageUrl, proofLinkTokenOf } from '@portal/domain/proofs';
import { goldenContent } from '../../apps/server/src/test/golden-content.ts';
import type { ReceivedMail } from '../../apps/server/src/test/smtp-sink.ts';
import { mustCall } from './api-client.ts';

/**
 * A proof as a shop sends one: a 1,600 × 1,200 JPEG of the artwork on the garment (about 150 kB),
 * not the one-pixel image of the unit tests, so the page draws what a customer would wait for.
 */
function proofPicture(): Buffer {
  const canvas = createCanvas(1600, 1200);
  const draw = canvas.getContext('2d');
  const sky = draw.createLinearGradient(0, 0, 1600, 1200);
  sky.addColorStop(0, '#f3f6fb');
  sky.addColorStop(1, '#c9d6ea');
  draw.fillStyle = sky;
  draw.fillRect(0, 0, 1600, 1200);
  draw.fillStyle = '#1d3557';
  draw.beginPath();
  draw.ellipse(800, 600, 420, 300, 0, 0, Math.PI * 2);
  draw.fill();
  draw.fillStyle = '#ffffff';
  draw.font = 'bold 120px sans-serif';
  draw.fillText('IRONBARK', 480, 640);
  for (let i = 0; i < 400; i += 1) {
    draw.fillStyle = `hsl(${(i * 37) % 360} 60% 50% / 0.35)`;
    draw.fillRect((i * 97) % 1600, (i * 53) % 1200, 18, 18);
  }
  return canvas.toBuffer('image/jpeg', 85);
}

/**
 * An order of the demo customer's with its decoration's proof sent, made through the API as staff
 * and the customer would: staff make and complete the quote, the customer requests the order,
 * staff add the proof and send it. Answers the quote's id.
 */
export async function orderWithSentProof(
  baseUrl: string,
  admin: string,
  customer: { token: string; userId: number; contactId: number },
): Promise<number> {
  const { id } = await mustCall<{ id: number }>(
    baseUrl,
    'POST',
    `/quotes/add?userid=${customer.userId}`,
    admin,
    {
      content: goldenContent(),
      label: 'Proofed tees',
      contact_user: String(customer.contactId),
    },
  );
  const act = async (token: string, action: string) => {
    const { quote } = await mustCall<{ quote: { version: number } }>(
      baseUrl,
      'GET',
      `/quotes/edit/${id}`,
      token,
    );
    await mustCall(baseUrl, 'POST', `/quotes/edit/${id}`, token, { action, version: quote.version });
  };
  await act(admin, 'complete_quote');
  await act(customer.token, 'request_order');
  const form = new FormData();
  form.append('quote_id', String(id));
  form.append('row_id', 'd1');
  form.append('spec', JSON.stringify({ width_mm: 80, height_mm: 40, colours: ['Navy 2767'] }));
  form.append('proof', new Blob([new Uint8Array(proofPicture())], { type: 'image/jpeg' }), 'front.jpg');
  const added = await fetch(`${baseUrl}/api/proofs/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
  if (!added.ok) throw new Error(`adding the proof answered ${added.status}: ${await added.text()}`);
  await mustCall(baseUrl, 'POST', `/proofs/send/${id}`, admin, {});
  return id;
}

/** A demo account's session, as the web app keeps it in the browser's storage. */
export type BenchSession = { token: string; user: { id: number } };

/** Signs a demo account in (every demo account's password is demo1234). */
export const signInDemo = (baseUrl: string, email: string): Promise<BenchSession> =>
  mustCall<BenchSession>(baseUrl, 'POST', '/users/login', null, { email, password: 'demo1234' });

/** The token of the proof link mailed (the bench sends one proof mail), once the outbox has sent it. */
async function mailedProofToken(mails: readonly ReceivedMail[]): Promise<string> {
  const link = new RegExp(`https?://\\S+${PROOF_LINK_PATH}\\?token=[A-Za-z0-9_%-]+`);
  for (let tries = 0; tries < 300; tries += 1) {
    for (const mail of mails) {
      // The body is quoted-printable: soft line breaks joined, '=3D' read as '='.
      const text = mail.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
      const found = text.match(link)?.[0];
      if (found) return proofLinkTokenOf(new URL(found).searchParams);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no proof mail came in 30 s');
}

/**
 * The demo customer and admin signed in, an order of the customer's with its proof sent
 * (orderWithSentProof), and the path of the proof link the mail carried, as a customer opens it.
 */
export async function demoPortalWithMailedProof(baseUrl: string, mails: readonly ReceivedMail[]) {
  const customer = await signInDemo(baseUrl, 'customer@example.com');
  const admin = await signInDemo(baseUrl, 'admin@example.com');
  const company = await mustCall<{ contacts: { id: number }[] }>(
    baseUrl,
    'GET',
    `/companies/getcompanybyuser/${customer.user.id}`,
    admin.token,
  );
  const proofed = await orderWithSentProof(baseUrl, admin.token, {
    token: customer.token,
    userId: customer.user.id,
    contactId: company.contacts[0]?.id ?? 0,
  });
  // The page's path alone: each bench serves the portal on an address of its own.
  const proofLinkPath = proofLinkPageUrl('', await mailedProofToken(mails));
  return { customer, admin, proofed, proofLinkPath };
}
