/**
 * The database schema, one set for embedded PGlite and PostgreSQL: every table, column,
 * constraint and index that the migrations (hand-written SQL in apps/api/drizzle/) make, by area
 * in tables/. What Drizzle cannot declare (extensions, a collation, functions, triggers) is listed
 * in schema-extras.ts. test/schema.test.ts holds both equal to a migrated database: a migration
 * comes with its change here (docs/architecture.md, "The schema").
 */
export * from './tables/organisations';
export * from './tables/sessions';
export * from './tables/configuration';
export * from './tables/map-objects';
export * from './tables/actions';
export * from './tables/selections';
export * from './tables/geo-areas';
export * from './tables/paperwork';
export * from './tables/integrations';
