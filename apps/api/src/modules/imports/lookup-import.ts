/**
 * POST /v1/attribute/{id}/lookup/import: lookup values of a lookup or multi_lookup attribute
 * from a CSV (name, order). A name the attribute has (any case) updates that value's order,
 * a new name creates a value (without an order: after the others, in the file's order).
 * The rules are those of adding values one by one (modules/attributes/lookup-value-routes.ts): the
 * same name and order inputs, the list's lock while the next order is read.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { lookupValueCreateSchema } from '@console/contract/attributes';
import type { LOOKUP_IMPORT_COLUMNS } from '@console/contract/imports';
import type { Message } from '@console/contract/messages';
import { weightInput } from '@console/contract/config-fields';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import { created, diff } from '../../lib/audit';
import { auditMany } from './audit-many';
import { lockList } from '../../lib/order';
import { duplicateCheck, type CsvRow, type Planned } from './report';

export type LookupColumn = (typeof LOOKUP_IMPORT_COLUMNS)[number];
interface Existing { id: number; name: string; order: number }
interface LookupPlan extends Planned { name: string; order: number | undefined; existing: Existing | undefined }

const nameInput = lookupValueCreateSchema.shape.name;

/** What each row would do, read in `tx` with the attribute's list locked. */
async function plan(tx: Db, attributeId: number, input: CsvRow<LookupColumn>[]): Promise<LookupPlan[]> {
  await lockList(tx, 'lookup_values', attributeId);
  const existing = new Map((await rows<Existing>(tx, sql`select id, name, "order" from lookup_values where attribute_id = ${attributeId}`))
    .map((v) => [v.name.trim().toLowerCase(), v]));
  const duplicate = duplicateCheck();
  return input.map(({ row, values }) => {
    const reasons: Message[] = [];
    const name = nameInput.safeParse(values.name ?? '');
    if (!name.success) reasons.push(values.name ? 'import.value_invalid: name' : 'field.required: name');
    const orderText = values.order ?? '';
    const order = orderText === '' ? undefined : weightInput.safeParse(orderText);
    if (order && !order.success) reasons.push(`import.value_invalid: order`);
    const key = name.success ? name.data : (values.name ?? '');
    const twice = name.success ? duplicate(key.toLowerCase(), row) : null;
    if (twice) reasons.push(twice);
    const known = existing.get(key.toLowerCase());
    const action = reasons.length ? 'refuse' : known ? 'update' : 'create';
    return { row, key, action, reasons, name: key, order: order?.success ? order.data : undefined, existing: known };
  });
}

/** Writes the planned values in `tx`, which holds the list's lock since plan(). */
async function apply(tx: Db, who: FastifyRequest, s: { tenantId: number; networkId: number }, attributeId: number, planned: LookupPlan[]): Promise<void> {
  const max = await first<{ max: number | null }>(tx, sql`select max("order") as max from lookup_values where attribute_id = ${attributeId}`);
  let next = (max?.max ?? -1) + 1;
  const creates = planned.filter((p) => p.action === 'create').map((p) => ({ name: p.name, order: p.order ?? next++ }));
  if (creates.length) {
    const made = await rows<{ id: number; name: string; order: number }>(tx, sql`insert into lookup_values (tenant_id, network_id, attribute_id, name, weight, "order")
      select ${s.tenantId}::int, ${s.networkId}::int, ${attributeId}::int, x.name, 0, x."order"
      from json_to_recordset(${JSON.stringify(creates)}::json) as x(name text, "order" int) returning id, name, "order"`);
    await auditMany(tx, who, made.map((m) => ({ action: 'create', subjectType: 'lookup_value', subjectId: m.id, changes: created({ attribute_id: attributeId, name: m.name, order: m.order }) })));
  }
  const updates = planned.filter((p) => p.action === 'update' && p.existing && p.order !== undefined && p.order !== p.existing.order);
  if (updates.length) {
    const values = updates.map((p) => ({ id: p.existing?.id, order: p.order }));
    await tx.execute(sql`update lookup_values v set "order" = x."order", updated_at = now()
      from json_to_recordset(${JSON.stringify(values)}::json) as x(id int, "order" int)
      where v.id = x.id and v.attribute_id = ${attributeId}`);
    await auditMany(tx, who, updates.flatMap((p) => (p.existing
      ? [{ action: 'update' as const, subjectType: 'lookup_value', subjectId: p.existing.id, changes: diff({ order: p.existing.order }, { order: p.order }) }]
      : [])));
  }
}

export const lookupImport = { plan, apply };
