import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type CompanyRow, type ContactRow, contactForUser } from './companies.repo.ts';

/** 150 × 100 mm, the usual courier label, in PDF points. */
const LABEL_SIZE: [number, number] = [425.2, 283.46];
const MARGIN = 22;

/** The lines of the label: who, which company, where (suburb line in capitals, as posted mail wants). */
export function labelLines(contact: ContactRow, company: CompanyRow): { name: string; lines: string[] } {
  const name = `${contact.firstname} ${contact.lastname}`.trim();
  const address = contact.address.trim() || company.address.trim();
  const useCompanyAddress = !contact.address.trim();
  const suburb = (useCompanyAddress ? company.suburb : contact.suburb).trim();
  const state = (useCompanyAddress ? company.state : contact.state).trim();
  const postcode = (useCompanyAddress ? company.postcode : contact.postcode).trim();
  const phone = contact.mobile.trim() || contact.phone.trim() || company.phone.trim();
  const lines = [
    company.company.trim(),
    ...address.split(/\r?\n/).map((line) => line.trim()),
    [suburb, state, postcode].filter(Boolean).join('  ').toUpperCase(),
    phone ? `Ph ${phone}` : '',
  ].filter(Boolean);
  return { name: name || company.company.trim(), lines: name ? lines : lines.slice(1) };
}

// pdfkit is loaded on the first label, not at start: it is a tenth of a restart (decisions/163).
async function render(title: string, name: string, lines: string[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: LABEL_SIZE,
      margin: MARGIN,
      info: { Title: title, Author: 'Workwear quoting portal', Subject: 'Address label' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const width = LABEL_SIZE[0] - 2 * MARGIN;
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text('DELIVER TO', { width });
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(name, { width, lineGap: 2 });
    doc.font('Helvetica').fontSize(14);
    for (const line of lines) doc.text(line, { width, lineGap: 2 });
    doc
      .lineWidth(1)
      .rect(MARGIN / 2, MARGIN / 2, LABEL_SIZE[0] - MARGIN, LABEL_SIZE[1] - MARGIN)
      .stroke();
    doc.end();
  });
}

/**
 * GET /companies/addressespdf/{contactId}: the contact's address label as a PDF (the contact's
 * own address, else the company's). Another customer's contact is 404.
 */
export async function addressLabelPdf(
  ctx: AppContext,
  actor: AuthUser,
  contactId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { contact, company } = await contactForUser(ctx.db, actor, contactId);
  const { name, lines } = labelLines(contact, company);
  const pdf = await render(`Address label: ${name}`, name, lines);
  return { fileName: `address-label-${contact.id}.pdf`, pdf };
}
