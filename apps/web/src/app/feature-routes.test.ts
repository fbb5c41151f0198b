import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { featureOf, featureRoutes } from './feature-routes';

/** Every path pattern of a route tree, absolute. */
function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    return [...(route.path === undefined ? [] : [path]), ...pathsOf(route.children ?? [], path)];
  });
}

/** A path the pattern matches: its parameters filled in. */
const sample = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, '7');

describe('feature routes', () => {
  it('lists every feature route file', async () => {
    const files = import.meta.glob<Record<string, RouteObject[]>>('../features/*/routes.tsx');
    const listed = new Set(await Promise.all(featureRoutes.map((f) => f.load())));
    const modules = await Promise.all(Object.values(files).map((load) => load()));
    for (const module of modules) {
      for (const routes of Object.values(module)) expect(listed.has(routes)).toBe(true);
    }
    expect(listed.size).toBe(modules.length);
  });

  it('finds the feature of each of its paths, whatever the case', async () => {
    for (const feature of featureRoutes) {
      const routes = await feature.load();
      const patterns = pathsOf(routes);
      expect(patterns.length).toBeGreaterThan(0);
      for (const pattern of patterns) {
        const found = featureOf(sample(pattern));
        expect(found, pattern).toBeDefined();
        expect(await found?.load(), pattern).toBe(routes);
        expect(await featureOf(sample(pattern).toUpperCase())?.load(), pattern).toBe(routes);
      }
    }
  });

  it('finds no feature for the shared screens and unknown paths', () => {
    for (const path of ['/', '/admin', '/admin/', '/profile', '/profile/edit', '/admin/usersx', '/admin/nothing', '/login']) {
      expect(featureOf(path), path).toBeUndefined();
    }
    expect(featureOf('/admin/users/')?.prefix).toBe('/admin/users');
  });
});
