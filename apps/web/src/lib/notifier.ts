/**
 * The notification API the http client uses. The app registers antd's context-aware instance
 * (App.useApp) once a screen drawn with antd is up, so notifications follow the theme and
 * locale; until then (the sign-in page, which loads no antd, and unit tests that do not register
 * one) antd's static API is used, loaded when first needed.
 */
import type { NotificationArgsProps } from 'antd';

export interface Notifier {
  error(args: NotificationArgsProps): void;
  info(args: NotificationArgsProps): void;
}

/** antd's static notification, imported on the first message (not with the module: see above). */
const staticNotifier: Notifier = {
  error: (args) => void import('antd/es/notification').then((m) => m.default.error(args)),
  info: (args) => void import('antd/es/notification').then((m) => m.default.info(args)),
};

let current: Notifier = staticNotifier;

/** Registers the notifier the http client shows its messages with. */
export function setNotifier(next: Notifier): void {
  current = next;
}

/** The notifier in use now. */
export function notifier(): Notifier {
  return current;
}
