/** Renders a component the way the app does: i18n, antd App, query client and a router. */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** Renders ui at a path (default '/') inside the app's providers. */
export function renderWithApp(ui: ReactElement, path = '/'): RenderResult {
  return renderWithProviders(<RouterProvider router={createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] })} />);
}

/** Renders a tree that brings its own router (a test's loaders) inside the app's other providers. */
export function renderWithProviders(tree: ReactElement): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ConfigProvider locale={nlNL}>
          <AntApp>{tree}</AntApp>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
