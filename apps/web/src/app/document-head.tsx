/**
 * The document's title and description in the chosen language. A screen outside the admin
 * layout names its title in its route's handle ({ title: 'login.title' }); the layout's pages
 * get theirs from the breadcrumb (layout/app-breadcrumb.tsx), so this leaves those alone.
 */
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A route's handle: the language key of its screen's title. */
export interface TitleHandle {
  title: string;
}

function titleKeyOf(handle: unknown): string | undefined {
  return handle && typeof handle === 'object' && 'title' in handle && typeof handle.title === 'string' ? handle.title : undefined;
}

/** Renders the matched screen; sets the title of a screen with a title handle, and the description. */
export function DocumentHead() {
  const { t } = useTranslation();
  const titleKey = useMatches().map((m) => titleKeyOf(m.handle)).filter(Boolean).pop();
  useEffect(() => {
    if (titleKey) document.title = `${t(titleKey)} · ${t('app.title')}`;
  }, [titleKey, t]);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('app.description'));
  }, [t]);
  return <Outlet />;
}
