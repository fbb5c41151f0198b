import { sql } from 'drizzle-orm';

/** The map object status as the API shows it; `o` is its alias. */
export const mapObjectStatusColumns = sql`o.id, o.network_id, o.name, o.weight, o.created_at, o.updated_at`;
