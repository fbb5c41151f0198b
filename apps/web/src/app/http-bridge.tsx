/**
 * Connects the http client to the running app: its notifications go through antd's
 * context-aware instance (App.useApp), and a 401 leads to the logout route.
 */
import { useEffect } from 'react';
import { App } from 'antd';
import { setUnauthorizedHandler } from '../lib/http';
import { setNotifier } from '../lib/notifier';
import { paths } from '../lib/paths';
import type { AppRouter } from './router';

/** Renders nothing; registers the notifier and the 401 handler. */
export function HttpBridge({ router }: { router: AppRouter }) {
  const { notification } = App.useApp();
  useEffect(() => {
    setNotifier(notification);
  }, [notification]);
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (router.state.location.pathname !== paths.logout.path) void router.navigate(paths.logout.path, { replace: true });
    });
  }, [router]);
  return null;
}
