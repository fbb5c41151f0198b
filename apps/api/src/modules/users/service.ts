import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';

/** Is this e-mail address (any case) used by a user other than exceptId? */
export async function emailTaken(db: Db, email: string, exceptId: number | null): Promise<boolean> {
  const row = await first(db, sql`select 1 from users where lower(email) = lower(${email}) and id <> ${exceptId ?? 0}`);
  return row !== undefined;
}
