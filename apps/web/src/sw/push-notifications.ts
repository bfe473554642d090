import type { PushNotificationPayload } from '@retropics/domain/web-push';

/** What the worker shows when a message cannot be read (spec: push notifications are always visible). */
const FALLBACK: PushNotificationPayload = { title: 'RetroPics', body: '', url: '/' };
const APP_ICON = '/icons/icon-192.png';

/** The server's message (JSON); anything else still gives a notification, as userVisibleOnly promises. */
export function readPushPayload(text: string | null): PushNotificationPayload {
  if (!text) return FALLBACK;
  try {
    const data = JSON.parse(text) as Partial<Record<keyof PushNotificationPayload, unknown>>;
    const string = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);
    return {
      title: string(data.title) ?? FALLBACK.title,
      body: string(data.body) ?? '',
      url: string(data.url) ?? FALLBACK.url,
      ...(string(data.icon) && { icon: string(data.icon) }),
      ...(string(data.tag) && { tag: string(data.tag) }),
    };
  } catch {
    return { ...FALLBACK, body: text };
  }
}

/** Only pages of the app itself are opened from a notification. */
export function notificationTarget(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

export function notificationOptions(payload: PushNotificationPayload): NotificationOptions {
  return {
    body: payload.body,
    icon: payload.icon ?? APP_ICON,
    badge: APP_ICON,
    data: { url: payload.url },
    ...(payload.tag && { tag: payload.tag }),
  };
}
