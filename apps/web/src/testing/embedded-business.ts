// Every page the portal serves carries the business in index.html (lib/business.ts); a test's
// document is given the one a business that has set nothing yet has, as the build writes it.
import {
  PUBLIC_BUSINESS_ELEMENT_ID,
  publicBusinessOf,
  UNSET_BUSINESS_SETTINGS,
  withBusinessJson,
} from '@portal/domain/business-settings';

if (typeof document !== 'undefined' && !document.getElementById(PUBLIC_BUSINESS_ELEMENT_ID)) {
  const element = `<script type="application/json" id="${PUBLIC_BUSINESS_ELEMENT_ID}" data-business="json">null</script>`;
  document.head.insertAdjacentHTML(
    'beforeend',
    withBusinessJson(element, publicBusinessOf(UNSET_BUSINESS_SETTINGS, null)),
  );
}
