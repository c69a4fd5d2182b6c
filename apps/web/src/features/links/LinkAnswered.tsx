import type { LinkAnswer } from '@portal/domain/quote-links';
import { LinkNotice } from './LinkNotice.tsx';

/** The server's answer to Accept or Reject, announced as a status; the form is gone by then. */
export function LinkAnswered({ answer }: { answer: LinkAnswer }) {
  return (
    <LinkNotice tone="done" role="status" title={answer.message}>
      {answer.note || null}
    </LinkNotice>
  );
}
