import type { toast as sonnerToast } from 'sonner';

export type Toast = typeof sonnerToast;

export const COMING_SOON_TOAST_MS = 2500;

// sonner loads after the first paint (see ToasterHost) to keep it off the first page's critical
// JavaScript. A toast raised before the toaster has mounted waits for it instead of being lost.
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function toasterMounted(): void {
  markReady();
}

/** Shows a toast once the toaster is on screen. */
export function notify(show: (toast: Toast) => void): void {
  void Promise.all([import('sonner'), toasterReady])
    .then(([{ toast }]) => show(toast))
    .catch((error: unknown) => console.error('Could not show a notification', error));
}

/** The info toast every not-yet-built feature shows instead of navigating. */
export function showComingSoon(): void {
  notify((toast) => toast.info('Coming Soon!', { duration: COMING_SOON_TOAST_MS }));
}
