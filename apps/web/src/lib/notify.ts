import { notifications } from '@mantine/notifications';
import { createElement, type ReactNode } from 'react';
import { ToastBody } from './toast-body.tsx';
import { TOAST_MS } from './toast-ms.ts';

export { TOAST_MS };

interface Toast {
  title: string;
  message: string;
  /** Overrides the type's default duration. */
  autoClose?: number;
  /** Replaces an earlier toast with the same id instead of stacking a second one. */
  id?: string;
  /** An optional button in the toast (seed 000 §3 Toast: "optional action"); clicking it closes the toast. */
  action?: { label: string; onClick: () => void };
}

function body(t: Toast, id: string): ReactNode {
  if (!t.action) return t.message;
  const { label, onClick } = t.action;
  return createElement(ToastBody, {
    message: t.message,
    label,
    onClick: () => {
      notifications.hide(id);
      onClick();
    },
  });
}

let counter = 0;

const show = (color: string, autoClose: number, t: Toast) => {
  const id = t.id ?? `toast-${Date.now()}-${++counter}`;
  return notifications.show({
    id,
    color,
    title: t.title,
    message: body(t, id),
    autoClose: t.autoClose ?? autoClose,
  });
};

export const notify = {
  success: (t: Toast) => show('green', TOAST_MS.success, t),
  info: (t: Toast) => show('blue', TOAST_MS.info, t),
  warning: (t: Toast) => show('yellow', TOAST_MS.warning, t),
  error: (t: Toast) => show('red', TOAST_MS.error, t),
  /** A finished task the user started (an export, an import): green, and gone after 4 s. */
  taskComplete: (t: Toast) => show('green', TOAST_MS.taskComplete, t),
};
