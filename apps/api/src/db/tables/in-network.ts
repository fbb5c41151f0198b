/** tenant_id and network_id of a network's row, in the two ways the migrations name their keys. */
import { integer, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { fkey } from './columns';
import { networks, tenants } from './organisations';

/** With Drizzle's names of the foreign keys (the configuration tables, 0001). */
export const inNetwork = () => ({
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  networkId: integer('network_id').notNull().references(() => networks.id, { onDelete: 'cascade' }),
});

/** Without keys: a table of 0008 or later declares them with `inNetworkKeys`, named as PostgreSQL does. */
export const inNetworkColumns = () => ({
  tenantId: integer('tenant_id').notNull(),
  networkId: integer('network_id').notNull(),
});

/** The keys of `inNetworkColumns`: deleting the organisation or the network deletes the row. */
export const inNetworkKeys = (t: { tenantId: AnyPgColumn; networkId: AnyPgColumn }, table?: string) => [
  fkey(t.tenantId, tenants.id, 'cascade', table),
  fkey(t.networkId, networks.id, 'cascade', table),
];
