/**
 * Connects the http client to the running app: its notifications go through antd's
 * context-aware instance (App.useApp), and a 401 leads to the logout route.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { setUnauthorizedHandler } from '../lib/http';
import { setNotifier } from '../lib/notifier';
import { paths } from '../lib/paths';

/** Renders nothing; registers the notifier and the 401 handler (inside the router, app/console-shell.tsx). */
export function HttpBridge() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    setNotifier(notification);
  }, [notification]);
  useEffect(() => {
    setUnauthorizedHandler(() => {
      // The browser router's location is the window's.
      if (window.location.pathname !== paths.logout.path) void navigate(paths.logout.path, { replace: true });
    });
  }, [navigate]);
  return null;
}
