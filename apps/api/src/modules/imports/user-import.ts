/**
 * POST /v1/user/import: users of the selected tenant from a CSV (name, email, network, role,
 * needs_license). A row creates a user, updates the member with that e-mail address (name,
 * role on the network; needs_license only by a super admin), or is refused with its reasons.
 * The rules are those of creating and editing users one by one (modules/users): the same
 * input schema, the licence limit (a super admin may go past it), no address of a user outside
 * the tenant, a super admin changed only by a super admin, roles and networks of the tenant.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Message } from '@console/contract/messages';
import { USER_IMPORT_COLUMNS } from '@console/contract/imports';
import { userCreateSchema } from '@console/contract/users';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import type { Caller } from '../../auth/scope';
import { created, diff, type AuditEntry } from '../../lib/audit';
import { auditMany } from './audit-many';
import { applyRoleLinks, checkRoleLinks, type RoleLink } from '../networks/members';
import { licenseOf, limitReached } from '../users/license';
import { duplicateCheck, type CsvRow, type Planned } from './report';

export type UserColumn = (typeof USER_IMPORT_COLUMNS)[number];

interface Named { id: number; name: string }
interface Existing { id: number; email: string; name: string; super_admin: boolean; needs_license: boolean; member: boolean }
interface UserPlan extends Planned {
  name: string;
  email: string;
  needsLicense: boolean | undefined;
  networkId: number | null;
  roleId: number | null;
  existing: Existing | undefined;
}

const identity = userCreateSchema.pick({ name: true, email: true });
const YES = new Set(['1', 'true', 'ja', 'yes', 'j', 'y', 'waar']);
const NO = new Set(['0', 'false', 'nee', 'no', 'n', 'onwaar']);

/** A network or role by id or by name (any case); null when none or more than one fit. */
function byIdOrName(list: Named[], value: string): number | null {
  const found = /^\d+$/.test(value) ? list.filter((x) => x.id === Number(value)) : [];
  if (found.length === 1) return found[0].id;
  const named = list.filter((x) => x.name.trim().toLowerCase() === value.toLowerCase());
  return named.length === 1 ? named[0].id : null;
}

/**
 * What each row would do, read in `tx` with the tenant row held (as createUser does), so the
 * licences counted stay counted until the transaction ends.
 */
async function plan(tx: Db, caller: Caller, tenantId: number, input: CsvRow<UserColumn>[]): Promise<UserPlan[]> {
  await tx.execute(sql`select id from tenants where id = ${tenantId} for update`);
  const networks = await rows<Named>(tx, sql`select id, name from networks where tenant_id = ${tenantId}`);
  const roles = await rows<Named>(tx, sql`select id, name from roles where tenant_id = ${tenantId}`);
  const emails = input.map((r) => (r.values.email ?? '').toLowerCase());
  const existing = new Map((await rows<Existing>(tx, sql`select u.id, lower(u.email) as email, u.name, u.super_admin, u.needs_license,
      exists(select 1 from tenant_users tu where tu.user_id = u.id and tu.tenant_id = ${tenantId}) as member
    from users u where lower(u.email) in (select x from json_array_elements_text(${JSON.stringify(emails)}::json) x)
    for update of u`)).map((u) => [u.email, u]));
  const license = await licenseOf(tx, tenantId);
  let free = license && !limitReached(license) ? license.paid_licenses - license.licensed_users : 0;
  const duplicate = duplicateCheck();

  return input.map(({ row, values }) => {
    const reasons: Message[] = [];
    const parsed = identity.safeParse({ name: values.name ?? '', email: values.email ?? '' });
    const email = parsed.success ? parsed.data.email : (values.email ?? '').toLowerCase();
    const name = parsed.success ? parsed.data.name : (values.name ?? '');
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        reasons.push(field === 'email' ? 'email.invalid' : issue.message === 'field.required' ? `field.required: ${field}` : `import.value_invalid: ${field}`);
      }
    }
    const flag = (values.needs_license ?? '').toLowerCase();
    const needsLicense = flag === '' ? undefined : YES.has(flag) ? true : NO.has(flag) ? false : null;
    if (needsLicense === null) reasons.push(`import.boolean: ${values.needs_license ?? ''}`);
    const networkText = values.network ?? '';
    const roleText = values.role ?? '';
    const networkId = networkText ? byIdOrName(networks, networkText) : null;
    const roleId = roleText ? byIdOrName(roles, roleText) : null;
    if (Boolean(networkText) !== Boolean(roleText)) reasons.push('import.network_role');
    if (networkText && networkId === null) reasons.push(`import.network_unknown: ${networkText}`);
    if (roleText && roleId === null) reasons.push(`import.role_unknown: ${roleText}`);
    const twice = email ? duplicate(email, row) : null;
    if (twice) reasons.push(twice);
    const user = existing.get(email);
    if (user && !user.member) reasons.push('email.taken');
    if (user?.member && user.super_admin && !caller.super_admin) reasons.push('user.super_admin_target');
    // Only a new user takes a licence (one by one, others always make a licensed user).
    if (!user && !reasons.length && !caller.super_admin && (needsLicense ?? true)) {
      if (free <= 0) reasons.push('error.maximum_licenses_reached');
      else free -= 1;
    }
    const action = reasons.length ? 'refuse' : user ? 'update' : 'create';
    return { row, key: email || (values.email ?? ''), action, reasons, name, email, needsLicense: needsLicense ?? undefined, networkId, roleId, existing: user };
  });
}

/** Writes the planned creates and updates in `tx`: a few statements however many rows. */
async function apply(tx: Db, who: FastifyRequest, caller: Caller, tenantId: number, planned: UserPlan[]): Promise<{ links: number; updated: number[] }> {
  const creates = planned.filter((p) => p.action === 'create');
  const updates = planned.filter((p) => p.action === 'update');
  const ids = new Map<string, number>();
  const entries: AuditEntry[] = [];
  if (creates.length) {
    const values = creates.map((p) => ({
      name: p.name, email: p.email, needs_license: caller.super_admin ? p.needsLicense ?? true : true,
    }));
    const made = await rows<{ id: number; email: string }>(tx, sql`insert into users (name, email, needs_license, primary_tenant_id)
      select x.name, x.email, x.needs_license, ${tenantId}::int from json_to_recordset(${JSON.stringify(values)}::json)
        as x(name text, email text, needs_license boolean)
      returning id, email`);
    for (const m of made) ids.set(m.email, m.id);
    await tx.execute(sql`insert into tenant_users (tenant_id, user_id)
      select ${tenantId}::int, x::int from json_array_elements_text(${JSON.stringify(made.map((m) => m.id))}::json) as t(x)`);
    entries.push(...creates.map((p, i): AuditEntry => ({
      action: 'create', subjectType: 'user', subjectId: ids.get(p.email) ?? null,
      changes: created({ name: p.name, email: p.email, needs_license: values[i].needs_license }),
    })));
  }
  if (updates.length) {
    const values = updates.map((p) => ({
      id: p.existing?.id, name: p.name, needs_license: caller.super_admin ? p.needsLicense ?? null : null,
    }));
    await tx.execute(sql`update users u set name = x.name, needs_license = coalesce(x.needs_license, u.needs_license), updated_at = now()
      from json_to_recordset(${JSON.stringify(values)}::json) as x(id int, name text, needs_license boolean) where u.id = x.id`);
    for (const p of updates) {
      const before = p.existing;
      if (!before) continue;
      ids.set(p.email, before.id);
      const after = { name: p.name, ...(caller.super_admin && p.needsLicense !== undefined ? { needs_license: p.needsLicense } : {}) };
      entries.push({ action: 'update', subjectType: 'user', subjectId: before.id, changes: diff({ name: before.name, needs_license: before.needs_license }, after) });
    }
  }
  const links: RoleLink[] = planned.flatMap((p) => {
    const userId = ids.get(p.email);
    return p.action !== 'refuse' && userId && p.networkId && p.roleId ? [{ networkId: p.networkId, userId, roleId: p.roleId }] : [];
  });
  await auditMany(tx, who, entries);
  // The checks of every role change (the plan resolved them already: this is the net).
  await checkRoleLinks(tx, tenantId, links, 'csv');
  if (links.length) await applyRoleLinks(tx, tenantId, links);
  return { links: links.length, updated: updates.flatMap((p) => (p.existing ? [p.existing.id] : [])) };
}

export const userImport = { plan, apply };
