import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@portal/domain/messages';

/** Toasts close on their own after the spec's 5000 ms (section 9). */
export const notifySuccess = (message: string): void => {
  notifications.show({ message, color: 'green.9', autoClose: TOAST_AUTO_CLOSE_MS });
};

export const notifyError = (message: string): void => {
  notifications.show({ message, color: 'red.9', autoClose: TOAST_AUTO_CLOSE_MS });
};
