import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@portal/domain/messages';
import { toastsAsked } from './toasts-asked.ts';

type Toast = Parameters<typeof notifications.show>[0];

/** Every toast goes through here, so the toasts' container loads with the first (providers.tsx). */
const show = (toast: Toast): void => {
  toastsAsked.mark();
  notifications.show(toast);
};

/** Toasts close on their own after the spec's 5000 ms (section 9). */
export const notifySuccess = (message: string): void => {
  show({ message, color: 'green.9', autoClose: TOAST_AUTO_CLOSE_MS });
};

export const notifyError = (message: string): void => {
  show({ message, color: 'red.9', autoClose: TOAST_AUTO_CLOSE_MS });
};

/** A warning that stays until taken down by its id (the busy-quote notice, quote spec 4). */
export const showNotice = (id: string, message: string): void => {
  show({ id, message, color: 'red.9', autoClose: false });
};

export const hideNotice = (id: string): void => {
  notifications.hide(id);
};
