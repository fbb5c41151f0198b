/**
 * Browser benchmark of the team member editor (teams.spec.ts checks what it does,
 * this times it): on a new team's detail screen, from choosing 'Gebruikers bewerken' in the
 * actions menu until the editor's table shows its first page of the organisation's users
 * (over 2,000 users one page from the server, under it every user), and from typing an e-mail
 * address in its search until that one user is left. Run by users-table.ts in its browser with
 * the users the bench seeded (10,000), and by apps/api/bench/big-list.ts among 100,000.
 */
import type { Page } from '@playwright/test';

const ROW_SELECTOR = '.ant-table-tbody tr.ant-table-row';
const TIMEOUT_MS = 60_000;

export interface TeamEditorScope {
  base: string;
  token: string;
  tenantId: number;
  networkId: number;
}

export interface TeamEditorRun {
  /** ms from the menu choice to the table's first page of all users */
  open: number;
  /** ms from typing the e-mail address to the one row left */
  search: number;
}

async function apiJson(s: TeamEditorScope, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${s.base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${s.token}`, 'x-tenant': String(s.tenantId), 'x-network': String(s.networkId),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

const dataOf = (json: unknown): unknown => (typeof json === 'object' && json !== null && 'data' in json ? json.data : undefined);

/** A new team to edit, and the e-mail address of a user in the middle of the organisation's list. */
export async function prepareTeamEditor(s: TeamEditorScope): Promise<{ teamId: number; email: string }> {
  const team = dataOf(await apiJson(s, '/v2/team', { name: `Bench team ${Date.now().toString(36)}` }));
  const users = dataOf(await apiJson(s, '/v1/user?perPage=1&page=4321'));
  const teamId = typeof team === 'object' && team !== null && 'id' in team ? Number(team.id) : Number.NaN;
  const user: unknown = Array.isArray(users) ? users[0] : undefined;
  const email = typeof user === 'object' && user !== null && 'email' in user ? String(user.email) : '';
  if (!Number.isInteger(teamId) || !email) throw new Error('could not create a team or find a user to search for');
  return { teamId, email };
}

/** One run: the team's detail, the menu choice timed to the table, then the search timed to one row. */
export async function measureTeamEditor(page: Page, base: string, teamId: number, email: string): Promise<TeamEditorRun> {
  await page.goto(`${base}/admin/teams/${teamId}`);
  await page.getByRole('button', { name: 'Acties', exact: true }).click({ timeout: TIMEOUT_MS });
  const choice = page.getByRole('menuitem', { name: 'Gebruikers bewerken', exact: true });
  await choice.waitFor({ timeout: TIMEOUT_MS });
  const rows = page.locator(ROW_SELECTOR);
  const search = page.getByRole('searchbox', { name: 'Zoek gebruiker op naam of e-mail' });

  let started = performance.now();
  await choice.click();
  // The editor's table: its rows and the pagination's total of every user ('1-25 van 10004').
  await page.locator('.ant-pagination-total-text').filter({ hasText: /van \d{4,}/ }).waitFor({ timeout: TIMEOUT_MS });
  await rows.first().waitFor({ timeout: TIMEOUT_MS });
  const open = performance.now() - started;

  started = performance.now();
  await search.fill(email);
  // Polled through locators: the console's CSP allows no evaluated strings.
  const deadline = Date.now() + TIMEOUT_MS;
  while ((await rows.count()) !== 1 || !(await rows.first().textContent())?.includes(email)) {
    if (Date.now() > deadline) throw new Error(`searching the team editor for ${email} did not leave it alone`);
    await page.waitForTimeout(5);
  }
  return { open, search: performance.now() - started };
}
