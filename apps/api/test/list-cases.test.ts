/**
 * The API's sort and search of a list pass the list cases (contract list-cases.ts), as the
 * console's table does in the browser (web list-compare.test.ts runs the same table). The
 * console leaves a list to the API over SERVER_LIST_THRESHOLD rows; the API's sort and search
 * do not depend on the count (db/list-view.ts: the same WHERE and ORDER BY for any number of
 * rows), so the cases run on their ten rows, through a real list route: an organisation's roles.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIST_CASE_ROWS, LIST_CASES } from '@console/contract/list-cases';
import { build } from './helpers/app';
import { makeNetwork, makeTenant } from './helpers/factories';

const t = await build();
const tenant = await makeTenant(t.db);
const network = await makeNetwork(t.db, tenant.id);
const token = await t.signIn();
for (const row of LIST_CASE_ROWS) {
  await t.db.execute(sql`insert into roles (id, tenant_id, name, display_name, description)
    values (${row.id}, ${tenant.id}, ${`case-${row.id}`}, ${row.display_name}, ${row.description})`);
}

const ids = async (query: string) => {
  const res = await t.call({ url: `/v1/role?${query.includes('perPage=') ? '' : 'perPage=100&'}${query}`, token, tenant: tenant.id, network: network.id });
  expect(res.statusCode, res.body).toBe(200);
  return (res.data as { data: { id: number }[] }).data.map((r) => r.id);
};

describe('the list cases on the server (GET /v1/role)', () => {
  for (const c of LIST_CASES) {
    it(c.what, async () => {
      const query = 'sort' in c
        ? `sort=${c.sort.desc ? '-' : ''}${c.sort.field}`
        : `filter[${c.search.field}]=${encodeURIComponent(c.search.text)}&sort=id`;
      expect(await ids(query)).toEqual(c.ids);
    });
  }

  it('pages a sorted list without overlap: the page boundaries fall where the whole list has them', async () => {
    const byName = LIST_CASES.find((c) => 'sort' in c && c.sort.field === 'display_name' && !c.sort.desc);
    const pages = [...await ids('sort=display_name&perPage=4&page=1'), ...await ids('sort=display_name&perPage=4&page=2'), ...await ids('sort=display_name&perPage=4&page=3')];
    expect(pages).toEqual(byName?.ids);
  });

  it('searches with q the same way over the text columns', async () => {
    expect(await ids('q=ALGÉMEEN&sort=id')).toEqual([91009, 91010]);
  });
});
