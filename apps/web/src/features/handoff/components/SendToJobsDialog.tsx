import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { DraftLoader } from '../../../components/DraftLoader.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { orderHandoffQuery } from '../api/getOrderHandoff.ts';
import { AlreadyQueued } from './AlreadyQueued.tsx';
import { SendToJobsForm, type SendToJobsFormProps } from './SendToJobsForm.tsx';

export const SEND_TO_JOBS_TITLE = 'Send to the job-management service';

type Props = Omit<SendToJobsFormProps, 'onCancel'> & { opened: boolean; onClose: () => void };

/**
 * Send to Job Management (accounts spec 2.9; admin, on orders). A dialog of its own rather than
 * one of the modals manager's, so the spec's confirm opens above it and the chosen category is
 * still there when the confirm closes. It first reads the order's hand-off: an order whose job
 * is already queued or sent is not offered Send again.
 */
export function SendToJobsDialog({ quoteId, opened, onClose, onSent }: Props) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title={SEND_TO_JOBS_TITLE} size="md">
      {opened && (
        <DraftLoader
          query={orderHandoffQuery(quoteId)}
          loading="Loading the order's job"
          failure={errorMessage}
          onCancel={onClose}
        >
          {(handoff) =>
            handoff.job.state === 'none' ? (
              <SendToJobsForm quoteId={quoteId} onCancel={onClose} onSent={onSent} />
            ) : (
              <AlreadyQueued handoff={handoff} onClose={onClose} />
            )
          }
        </DraftLoader>
      )}
    </DialogFrame>
  );
}
