import { atom } from 'jotai/vanilla';
import { appStore, useAppAtom } from './app-store';

export type NotificationTone = 'info' | 'success' | 'error';

export interface AppNotification {
  id: number;
  /** A catalog key; notifications never carry raw text. */
  messageKey: string;
  values?: Record<string, string | number>;
  tone: NotificationTone;
  timeoutMs: number;
}

export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 5000;

/** The notifications on screen, oldest first. */
export const notificationsAtom = atom<readonly AppNotification[]>([]);
let nextId = 1;

export function notify(
  messageKey: string,
  options: {
    tone?: NotificationTone;
    timeoutMs?: number;
    values?: Record<string, string | number>;
  } = {},
): number {
  // The same message already on screen is not stacked again (a guard can fire twice).
  const values = JSON.stringify(options.values ?? null);
  const shown = appStore
    .get(notificationsAtom)
    .find((n) => n.messageKey === messageKey && JSON.stringify(n.values ?? null) === values);
  if (shown) return shown.id;
  const id = nextId++;
  const notification: AppNotification = {
    id,
    messageKey,
    tone: options.tone ?? 'info',
    timeoutMs: options.timeoutMs ?? DEFAULT_NOTIFICATION_TIMEOUT_MS,
    ...(options.values ? { values: options.values } : {}),
  };
  appStore.set(notificationsAtom, (list) => [...list, notification]);
  return id;
}

export function dismissNotification(id: number): void {
  appStore.set(notificationsAtom, (list) => list.filter((n) => n.id !== id));
}

/** Drops every notification on screen. */
export function clearNotifications(): void {
  appStore.set(notificationsAtom, []);
}

export function useNotifications(): readonly AppNotification[] {
  return useAppAtom(notificationsAtom);
}
