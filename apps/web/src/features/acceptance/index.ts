// Accepting with a purchase order, and the acceptance certificate: the fields both accept forms
// share, the portal's Accept dialog, and the certificate's downloads.

export { openAcceptDialog } from './AcceptDialog.tsx';
export { AcceptFields } from './AcceptFields.tsx';
export { type AcceptValues, acceptForm } from './acceptance-form.ts';
export { downloadLinkCertificate } from './api/acceptance.ts';
export { CertificateButton } from './CertificateButton.tsx';
export { QuoteCertificateButton } from './QuoteCertificateButton.tsx';
