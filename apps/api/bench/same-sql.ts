/**
 * The API's own SQL of a list page (users, map objects, actions), for the ceiling to run bare through node-postgres
 * (ceiling.ts `/sql/:name`): built by the code the API runs (lib/list.ts listPageSpec, db/sql.ts
 * listPageQuery, the users presenter), so the ceiling returns the same columns and does the same
 * work, and what the comparison shows is what our layers add around the statement.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import type { GeoserverExport } from '@console/contract/geo-server';
import { actionListQuery } from '@console/contract/actions';
import { mapObjectListQuery } from '@console/contract/map-objects';
import { listQuery } from '@console/contract/envelope';
import { listPageQuery } from '../src/db/sql';
import { listPageSpec } from '../src/lib/list';
import { tenantUsersList } from '../src/modules/users/presenter';
import { objectsList } from '../src/modules/map-objects/presenter';
import { actionsList, flaggedFor } from '../src/modules/actions/presenter';
import { itemsPageJsonSql, type ItemsView } from '../src/modules/ogc/items';
import type { Property } from '../src/modules/ogc/properties';

export interface SameSql { sql: string; params: unknown[] }

/** The statement of `GET /v1/user?<query>` in a tenant, as the API would run it. */
export function usersPageSql(tenantId: number, query: Record<string, string>): SameSql {
  const { sql, params } = new PgDialect().sqlToQuery(listPageQuery(listPageSpec(listQuery.parse(query), tenantUsersList(tenantId, []))));
  return { sql, params };
}

/** The statement of `GET /v1/object?<query>` in a network, as the API would run it. */
export function objectsPageSql(networkId: number, query: Record<string, string>): SameSql {
  const { sql, params } = new PgDialect().sqlToQuery(listPageQuery(listPageSpec(mapObjectListQuery.parse(query), objectsList(networkId))));
  return { sql, params };
}

/** The statement of `GET /v1/action?<query>` (with open=1: the user's role's open work) in a network, as the API would run it. */
export function actionsPageSql(networkId: number, userId: number, query: Record<string, string>): SameSql {
  const parsed = actionListQuery.parse(query);
  const route = actionsList(networkId, parsed.open ? [flaggedFor(networkId, userId, 'is_open')] : []);
  const { sql, params } = new PgDialect().sqlToQuery(listPageQuery(listPageSpec(parsed, route)));
  return { sql, params };
}

/**
 * The statement of a page of a published layer (`GET /ogc/networks/{id}/collections/{key}/items`,
 * up to 1,000 features) as the API runs it: the count and the page's features in one.
 */
export function ogcItemsPageSql(networkId: number, e: GeoserverExport, properties: Property[], view: ItemsView): SameSql {
  const { sql: text, params } = new PgDialect().sqlToQuery(itemsPageJsonSql(networkId, e, properties, view));
  return { sql: text, params };
}
