import { apiBlob } from '../../../lib/api.ts';

/**
 * GET /companies/addressespdf/{contactId}: the contact's address label as a PDF. The call needs
 * the bearer token, so the file is fetched and opened from memory (docs/decisions/042).
 */
export async function openAddressLabel(contactId: number): Promise<void> {
  const blob = await apiBlob(`/companies/addressespdf/${contactId}`);
  const url = URL.createObjectURL(blob);
  // Long enough for the new tab or the download to read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  if (window.open(url, '_blank')) return;
  // A blocked new tab: save the file instead, under a readable name.
  const link = document.createElement('a');
  link.href = url;
  link.download = `address-label-${contactId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
}
