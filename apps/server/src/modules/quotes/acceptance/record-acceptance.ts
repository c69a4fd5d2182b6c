import { poRefusal } from '@portal/domain/acceptance';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { quoteAcceptances, quotes } from '../../../db/schema/index.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { readBusinessSettingsVersion } from '../../business/index.ts';
import { documentOfRead } from '../customer-document.ts';
import { customerReadOf } from '../customer-read.ts';
import type { AcceptanceFacts } from './acceptance-facts.ts';
import { documentHashOf } from './document-hash.ts';
import { companyPoRequired } from './po-required.ts';

type Accepting = { id: number; userId: number };

/**
 * Before an acceptance writes anything: a company marked "PO required" must give a PO number,
 * refused in words otherwise. The PO number given becomes the quote's Client Order Number, which
 * the WorkflowMax job and the Xero invoice carry.
 */
export async function takePurchaseOrder(tx: Tx, quote: Accepting, facts: AcceptanceFacts): Promise<void> {
  const refusal = poRefusal(await companyPoRequired(tx, quote.userId), facts.poNumber);
  if (refusal) throw badRequest(refusal);
  if (facts.poNumber)
    await tx.update(quotes).set({ wfmOrderNo: facts.poNumber }).where(eq(quotes.id, quote.id));
}

/**
 * The acceptance record, in the acceptance's transaction once the quote has moved: the
 * revision, the document as the customer read it and its hash, the terms version in force, the
 * PO and its file, the typed name, time, address and browser, and the account or link. One per
 * accepted revision (a unique index), so an acceptance repeated cannot write a second.
 */
export async function recordAcceptance(
  tx: Tx,
  quote: Accepting,
  facts: AcceptanceFacts,
  by: { revision: number } & ({ via: 'link'; linkId: number } | { via: 'portal'; userId: number }),
  at: Date,
): Promise<void> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, quote.id));
  if (!row) throw new Error('accepted quote not found');
  const read = await customerReadOf(tx, row);
  const file = facts.poFile
    ? await facts.poFile.record(tx, {
        kind: 'purchase_order',
        ownerId: row.userId,
        uploadedBy: by.via === 'portal' ? by.userId : null,
        quoteId: row.id,
      })
    : null;
  const { termsVersion } = await readBusinessSettingsVersion(tx);
  await tx.insert(quoteAcceptances).values({
    quoteId: row.id,
    revision: by.revision,
    documentHash: documentHashOf(read),
    document: await documentOfRead(tx, row, read),
    termsVersion,
    poNumber: facts.poNumber,
    poFileId: file?.id ?? null,
    name: facts.name,
    acceptedAt: at,
    ip: facts.ip,
    userAgent: facts.userAgent,
    via: by.via,
    userId: by.via === 'portal' ? by.userId : null,
    linkId: by.via === 'link' ? by.linkId : null,
  });
}
