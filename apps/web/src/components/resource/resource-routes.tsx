/**
 * The routes of a declared resource's screens; a feature may bring its own show screen. The
 * screens are the resource kit's chunk (resource-pages), loaded when one of them is entered.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../lib/lazy-route';
import type { ResourceDef, ResourceRow } from './resource';

const pages = () => import('./resource-pages');

/**
 * `screens.show`: a feature's own show screen, as a route's lazy element (its module loaded on
 * entering), e.g. `lazyElement(() => import('./routes/x-show-page'), (m) => <m.XShowPage />)`.
 */
export function resourceRoutes<T extends ResourceRow>(def: ResourceDef<T>, screens: { show?: () => Promise<{ element: ReactNode }> } = {}): RouteObject[] {
  const r = def.routes;
  return [
    { id: r.index.name, path: r.index.path, lazy: lazyElement(pages, (m) => <m.ResourceListPage def={def} />) },
    { id: r.create.name, path: r.create.path, lazy: lazyElement(pages, (m) => <m.ResourceCreatePage def={def} />) },
    { id: r.show.name, path: r.show.path, lazy: screens.show ?? lazyElement(pages, (m) => <m.ResourceShowPage def={def} />) },
    { id: r.edit.name, path: r.edit.path, lazy: lazyElement(pages, (m) => <m.ResourceEditPage def={def} />) },
  ];
}

/** The four routes of a list route: create, {id} and {id}/edit below it, named as the spec names them. */
export function crudPaths(index: { name: string; path: string }, prefix: string) {
  return {
    index,
    create: { name: `${prefix}.create`, path: `${index.path}/create` },
    show: { name: `${prefix}.show`, path: `${index.path}/:id` },
    edit: { name: `${prefix}.edit`, path: `${index.path}/:id/edit` },
  };
}
