/**
 * A number per database handle, part of every cached auth decision's key. A server has one
 * database, but the API tests run many test files in one process (vitest `isolate: false`),
 * each on a database of its own whose ids (users, tenants, networks) start from 1 again: a
 * decision cached for one database must never answer for another.
 */
import type { Db } from '../db/client';
import { identityNumbers } from '../lib/identity-numbers';

export const databaseId: (db: Db) => number = identityNumbers<Db>();
