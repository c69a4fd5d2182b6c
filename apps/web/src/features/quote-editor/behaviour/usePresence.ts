import { ACCESS_CHECK_INTERVAL_MS, QUOTE_MESSAGES } from '@portal/domain/quote';
import { useEffect, useState } from 'react';
import { hideNotice, showNotice } from '../../../lib/notify.ts';
import { checkAccess } from '../api/checkAccess.ts';

const NOTICE_ID = 'quote-busy';

/**
 * The busy-quote check (quote spec 4): for staff, GET /quotes/checkaccess now and every 15
 * seconds; while another admin has the quote open a danger notification stays up. A failed
 * check changes nothing: the next one decides.
 */
export function usePresence(quoteId: number | null, enabled: boolean): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!enabled || quoteId === null) return;
    const controller = new AbortController();
    const check = () =>
      checkAccess(quoteId, controller.signal).then(
        (answer) => setBusy(answer === 'busy'),
        () => undefined,
      );
    void check();
    const timer = window.setInterval(check, ACCESS_CHECK_INTERVAL_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [quoteId, enabled]);

  useEffect(() => {
    if (!busy) {
      hideNotice(NOTICE_ID);
      return;
    }
    showNotice(NOTICE_ID, QUOTE_MESSAGES.busy);
    return () => {
      hideNotice(NOTICE_ID);
    };
  }, [busy]);
  return busy;
}
