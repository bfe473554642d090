/**
 * What a push message carries (spec §7 webpush): the server sends it as JSON, the service worker
 * shows it and opens `url` when the notification is clicked.
 */
export interface PushNotificationPayload {
  title: string;
  body: string;
  /** A path of the app (or an absolute URL of it) to open on click. */
  url: string;
  icon?: string;
  /** Notifications with the same tag replace each other instead of piling up. */
  tag?: string;
}
