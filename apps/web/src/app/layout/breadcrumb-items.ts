/**
 * The breadcrumb of a path: one crumb per segment, titled from the language files
 * (breadcrumb.<segment>), ids and unknown segments as they are. The admin home comes first.
 */

export interface Crumb {
  /** The path up to and including this segment. */
  path: string;
  title: string;
}

/** Looks up a segment's title; null when the language files have none. */
export type SegmentTitle = (segment: string) => string | null;

const HOME_SEGMENT = 'admin';

/** The crumbs of a path, e.g. /admin/users/5/edit → Beheer home › Gebruikers › 5 › Bewerken. */
export function breadcrumbItems(pathname: string, titleOf: SegmentTitle): Crumb[] {
  const segments = pathname.split('/').filter((s) => s !== '').map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  const crumbs: Crumb[] = [];
  // Pages outside /admin (profile, ...) still start at the admin home.
  if (segments[0] !== HOME_SEGMENT) crumbs.push({ path: `/${HOME_SEGMENT}`, title: titleOf(HOME_SEGMENT) ?? HOME_SEGMENT });
  let path = '';
  for (const segment of segments) {
    path += `/${encodeURIComponent(segment)}`;
    crumbs.push({ path, title: titleOf(segment) ?? segment });
  }
  return crumbs;
}
