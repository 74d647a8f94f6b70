import { notifications } from '@mantine/notifications';

/** Toast durations of seed 000 §9. */
export const TOAST_MS = {
  success: 5000,
  info: 5000,
  error: 7000,
  warning: 5000,
  sessionExpired: 8000,
} as const;

interface Toast {
  title: string;
  message: string;
  /** Overrides the type's default duration. */
  autoClose?: number;
  /** Replaces an earlier toast with the same id instead of stacking a second one. */
  id?: string;
}

const show = (color: string, autoClose: number, t: Toast) =>
  notifications.show({
    id: t.id,
    color,
    title: t.title,
    message: t.message,
    autoClose: t.autoClose ?? autoClose,
  });

export const notify = {
  success: (t: Toast) => show('green', TOAST_MS.success, t),
  info: (t: Toast) => show('blue', TOAST_MS.info, t),
  warning: (t: Toast) => show('yellow', TOAST_MS.warning, t),
  error: (t: Toast) => show('red', TOAST_MS.error, t),
};
