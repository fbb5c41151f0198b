/** The breadcrumb above every page of the layout, built from the path. */
import { useEffect } from 'react';
import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCrumbNameOf } from '../../lib/crumb-names';
import { breadcrumbItems } from './breadcrumb-items';

export interface AppBreadcrumbProps {
  /** Whether a path is a page of the console (else its crumb is plain text, not a link). */
  isPage: (path: string) => boolean;
}

/** Crumbs (rows by name) with links to the pages above the current one; also sets the document title. */
export function AppBreadcrumb({ isPage }: AppBreadcrumbProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const nameOf = useCrumbNameOf();
  // A row's crumb shows the name its page gave (lib/crumb-names.ts), else the segment's title.
  const crumbs = breadcrumbItems(pathname, (segment) => {
    const key = `breadcrumb.${segment}`;
    return i18n.exists(key) ? t(key) : null;
  }).map((crumb) => ({ ...crumb, title: nameOf(crumb.path) ?? crumb.title }));
  const pageTitle = crumbs[crumbs.length - 1]?.title;

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${t('app.title')}` : t('app.title');
  }, [pageTitle, t]);

  return (
    <Breadcrumb
      aria-label={t('breadcrumb.label')}
      style={{ marginBottom: 16 }}
      items={crumbs.map((crumb, i) => ({
        key: crumb.path,
        title: i < crumbs.length - 1 && isPage(crumb.path) ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
      }))}
    />
  );
}
