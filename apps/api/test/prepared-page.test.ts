/**
 * A big list's page statement, built once per shape (db/prepared-page.ts), is exactly the
 * statement built for the page itself: the same text and the same parameters, for the pages of
 * two networks, two users, the objects and the actions, every branch of a page (forwards only,
 * either half, a reference's name) and the parts a list's route adds; a page of a shape seen
 * before builds no text, a part with no shape is built as ever.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { actionListQuery } from '@console/contract/actions';
import { mapObjectListQuery } from '@console/contract/map-objects';
import { preparedPage, textsBuilt } from '../src/db/prepared-page';
import { listPageQuery, type ListSpec } from '../src/db/sql';
import { mapObjects } from '../src/db/schema';
import { listPageSpec, type ListRoute } from '../src/lib/list';
import { objectsList } from '../src/modules/map-objects/presenter';
import { actionsList, flaggedFor } from '../src/modules/actions/presenter';

const dialect = new PgDialect();

/** The statement built for the page itself, as the pool ran it before shapes were kept. */
function builtAsEver(spec: ListSpec) {
  const query = dialect.sqlToQuery(listPageQuery(spec));
  return { name: `page_${createHash('sha1').update(query.sql).digest('hex')}`, text: query.sql, params: query.params };
}

const objectPage = (route: ListRoute, sort: string, page: number, perPage = 50) =>
  listPageSpec(mapObjectListQuery.parse({ sort, page: String(page), perPage: String(perPage) }), route);
const actionPage = (route: ListRoute, sort: string, page: number, perPage = 50) =>
  listPageSpec(actionListQuery.parse({ sort, page: String(page), perPage: String(perPage) }), route);

// Forwards only, the first half, the second half read from the end.
const PAGES = [1, 3, 12, 2200];

describe("a big list's page statement, built once per shape", () => {
  it('is the statement built for the page itself, for every network, user, sort and page', () => {
    const specs: ListSpec[] = [];
    for (const network of [7, 8]) {
      const routes = [objectsList(network), objectsList(network, [sql`o.map_object_type_id = ${network * 3}`]), objectsList(network, [], true)];
      for (const route of routes) {
        for (const sort of ['code', '-code', 'label', 'map_object_type_name', '-map_object_status_name', 'updated_at']) {
          for (const page of PAGES) specs.push(objectPage(route, sort, page), objectPage(route, sort, page, 25));
        }
      }
      for (const user of [5, 6]) {
        for (const flag of ['is_open', 'show_on_map'] as const) {
          const route = actionsList(network, [flaggedFor(network, user, flag)], false);
          for (const sort of ['-id', 'action_status_name', 'map_object_code']) {
            for (const page of PAGES) specs.push(actionPage(route, sort, page));
          }
        }
      }
    }
    for (const spec of specs) expect(preparedPage(spec, listPageQuery)).toEqual(builtAsEver(spec));
  });

  it("builds no text for a page of a shape seen before: another network's, another user's, another page", () => {
    const shapes = (network: number, user: number) => [
      objectPage(objectsList(network), 'code', 1), objectPage(objectsList(network), 'code', 2200),
      objectPage(objectsList(network), '-map_object_type_name', 5),
      actionPage(actionsList(network, [flaggedFor(network, user, 'is_open')], false), '-id', 2),
    ];
    for (const spec of shapes(20, 30)) preparedPage(spec, listPageQuery);
    const before = textsBuilt;
    const again = shapes(21, 31);
    const statements = again.map((spec) => preparedPage(spec, listPageQuery));
    expect(textsBuilt).toBe(before);
    // The values are the page's own: its network, its user and its numbers.
    expect(statements).toEqual(again.map(builtAsEver));
    expect(statements[3]?.params).toContain(31);
    expect(statements[3]?.params).not.toContain(30);
    // A new flag is a new name in the text: a new shape.
    preparedPage(actionPage(actionsList(21, [flaggedFor(21, 31, 'is_attached')], false), '-id', 2), listPageQuery);
    expect(textsBuilt).toBe(before + 1);
  });

  it('builds a page whose parts hold what has no shape (a drizzle column) as ever', () => {
    const spec = objectPage(objectsList(9, [eq(mapObjects.mapObjectTypeId, 4) as SQL]), 'code', 1);
    const before = textsBuilt;
    expect(preparedPage(spec, listPageQuery)).toEqual(builtAsEver(spec));
    expect(textsBuilt).toBe(before);
  });

  it('holds because no SQL of the API inlines its values into the text', async () => {
    const src = join(import.meta.dirname, '../src');
    const files = (await readdir(src, { recursive: true })).filter((f) => f.endsWith('.ts'));
    const inlining = [];
    for (const file of files) if ((await readFile(join(src, file), 'utf8')).includes('inlineParams(')) inlining.push(file);
    expect(inlining).toEqual([]);
  });
});
