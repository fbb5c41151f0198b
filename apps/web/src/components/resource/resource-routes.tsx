/** The routes of a declared resource's screens; a feature may bring its own show screen. */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { ResourceDef, ResourceRow } from './resource';
import { ResourceCreatePage, ResourceEditPage, ResourceListPage, ResourceShowPage } from './resource-pages';

export function resourceRoutes<T extends ResourceRow>(def: ResourceDef<T>, screens: { show?: ReactNode } = {}): RouteObject[] {
  const r = def.routes;
  return [
    { id: r.index.name, path: r.index.path, element: <ResourceListPage def={def} /> },
    { id: r.create.name, path: r.create.path, element: <ResourceCreatePage def={def} /> },
    { id: r.show.name, path: r.show.path, element: screens.show ?? <ResourceShowPage def={def} /> },
    { id: r.edit.name, path: r.edit.path, element: <ResourceEditPage def={def} /> },
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
