/**
 * The providers of every screen drawn with antd: the query client, and antd (locale follows the
 * language, animations follow the system's reduced-motion wish, its prebuilt stylesheet with
 * the theme as CSS variables, whose <style> element carries the page's CSP nonce).
 *
 * Not around the sign-in page: it is plain elements (features/auth), so the first screen on a
 * phone loads neither antd, its stylesheet nor TanStack Query. The signed-in screens get these
 * from app/console-shell.tsx; a dialog the sign-in page opens (the recovery mail) brings them
 * along in its own chunk.
 */
import { useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import nlNL from 'antd/locale/nl_NL';
import enUS from 'antd/locale/en_US';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readPageNonce } from '../../lib/page-nonce';
import { queryClient } from '../../lib/query-client';
import { usePrefersReducedMotion } from '../../lib/reduced-motion';
// antd's prebuilt styles (zeroRuntime below), loaded with the first screen drawn with antd.
import 'antd/dist/antd.css';

const theme = {
  // antd's styles come from its prebuilt stylesheet (antd/dist/antd.css, imported above), not
  // generated while rendering: CSS-in-JS made about a third of the first screen's main-thread
  // work on a phone (Lighthouse). The tokens below still apply, as CSS variables.
  zeroRuntime: true,
  token: {
    colorPrimary: '#1668dc',
    // antd's grey texts (secondary, descriptions, breadcrumb links, empty tables) are #8c8c8c:
    // 3.4:1 on white, under WCAG AA's 4.5:1. This grey is 6.2:1 on white, 5.6:1 on the page.
    colorTextSecondary: '#616161',
    colorTextTertiary: '#616161',
    colorTextDescription: '#616161',
    // Placeholders (a select's is an element, so axe checks it): #bfbfbf is 1.8:1, this 4.5:1.
    colorTextPlaceholder: '#767676',
    // Links (antd's #1677ff: 4.1:1 on white) in the primary blue (5.2:1); errors and danger
    // buttons in red 7 (#ff4d4f: 3.3:1, this one 5.6:1).
    colorLink: '#1668dc',
    colorError: '#cf1322',
    borderRadius: 8,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: '#0f1f33', headerHeight: 64, headerPadding: '0 24px' },
    Menu: { darkItemBg: '#0f1f33', darkSubMenuItemBg: '#0b1829', darkItemSelectedBg: '#1668dc' },
  },
};

// antd inserts its CSS-in-JS as <style> elements: the page's CSP admits them with the nonce (app/csp.ts).
const csp = { nonce: readPageNonce() };

function AntdWithLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const themed = useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <ConfigProvider locale={current.language === 'en' ? enUS : nlNL} theme={themed} csp={csp}>
      {/* App gives notification/message/modal that follow this ConfigProvider (App.useApp). */}
      <AntApp notification={{ placement: 'topRight' }}>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Wraps screens drawn with antd in the query client and antd's providers. */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdWithLocale>{children}</AntdWithLocale>
    </QueryClientProvider>
  );
}
