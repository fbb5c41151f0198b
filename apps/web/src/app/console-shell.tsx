/**
 * Every screen but sign-in sits under this route (app/route-table.tsx): a chunk of its own with
 * antd, its stylesheet, the query client and the console's own styles, loaded with the first
 * such screen. The sign-in page is plain elements and loads none of it.
 */
import { Outlet } from 'react-router';
import { ConsoleProviders } from '../components/providers/console-providers';
import { HttpBridge } from './http-bridge';
import './styles.css';

/** The providers, the http client's bridge, and the screen. */
export function ConsoleShell() {
  return (
    <ConsoleProviders>
      <HttpBridge />
      <Outlet />
    </ConsoleProviders>
  );
}
