/**
 * The tenant and network chosen for an access token, the original client's way of naming its
 * scope once instead of sending x-tenant / x-network on every call. Stored on the token's row,
 * so it dies with the token; a refresh passes it on (modules/oauth/service.ts). plugins/auth.ts
 * applies it when a call sends no header, with the same checks as the headers.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { forgetUser } from '../../auth/sessions';

export interface Chosen { tenantId: number | null; networkId: number | null }

export async function chosenOf(db: Db, tokenId: number): Promise<Chosen> {
  const row = await first<{ tenant_id: number | null; network_id: number | null }>(db,
    sql`select session_tenant_id as tenant_id, session_network_id as network_id from oauth_tokens where id = ${tokenId}`);
  return { tenantId: row?.tenant_id ?? null, networkId: row?.network_id ?? null };
}

/**
 * Stores the choice on the token; the cached sessions of the user are dropped (in every
 * process), so the next call reads the new choice.
 */
export async function choose(db: Db, userId: number, tokenId: number, chosen: Chosen): Promise<void> {
  await db.execute(sql`update oauth_tokens set session_tenant_id = ${chosen.tenantId}, session_network_id = ${chosen.networkId}
    where id = ${tokenId}`);
  await forgetUser(userId);
}
