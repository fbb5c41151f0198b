import { sql } from 'drizzle-orm';
import { TYPE_SETTINGS } from '@console/contract/catalogues';
import type { Db } from '../../db/client';

/** The read-only catalogue, made at every start when missing. */
export async function ensureCatalogues(db: Db): Promise<void> {
  const values = (names: readonly string[]) => sql.join(names.map((n) => sql`(${n})`), sql`, `);
  await db.execute(sql`insert into type_settings (name) values ${values(TYPE_SETTINGS)} on conflict do nothing`);
}
