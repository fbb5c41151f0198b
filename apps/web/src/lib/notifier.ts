/**
 * The notification API the http client uses. The app registers antd's context-aware instance
 * (App.useApp) at start-up, so notifications follow the theme and locale; until then (and in
 * unit tests that do not register one) antd's static API is used.
 */
import { notification, type NotificationArgsProps } from 'antd';

export interface Notifier {
  error(args: NotificationArgsProps): void;
  info(args: NotificationArgsProps): void;
}

let current: Notifier = notification;

/** Registers the notifier the http client shows its messages with. */
export function setNotifier(next: Notifier): void {
  current = next;
}

/** The notifier in use now. */
export function notifier(): Notifier {
  return current;
}
