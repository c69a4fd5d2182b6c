import { acceptFormFields, poRefusal } from '@portal/domain/acceptance';

/** What an accept form holds: the typed name, the PO number and the PO file chosen. */
export type AcceptValues = { name: string; poNumber: string; poFile: File | null };

/**
 * The accept form checked by the domain's rules before any call (the name, the PO number's
 * form, and a PO where the company requires one), then as a form the server reads: the fields
 * and, when chosen, the file. `extra` names the quote (the link's token, or the page's version).
 */
export function acceptForm(
  values: AcceptValues,
  poRequired: boolean,
  extra: Record<string, string>,
): { form: FormData } | { problem: string } {
  const parsed = acceptFormFields.safeParse({ name: values.name, po_number: values.poNumber });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? '' };
  const refusal = poRefusal(poRequired, parsed.data.po_number);
  if (refusal) return { problem: refusal };
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append('name', parsed.data.name);
  form.append('po_number', parsed.data.po_number);
  if (values.poFile) form.append('po_file', values.poFile, values.poFile.name);
  return { form };
}
