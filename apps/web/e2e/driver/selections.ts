/**
 * Selections and routes, for the specs of their screens: a selection type of the demo's junction
 * posts, the posts themselves, and an object added to a selection on its page by its code.
 */
import type { Page } from '@playwright/test';
import { uniqueName } from './accounts';
import { apiCall } from './api';
import { expectToast } from './messages';

export interface NamedRow { id: number; name: string }
export interface MadeObject { id: number; code: string; label: string; map_object_type_id: number; geometry: unknown; attributes: { id: number; value: unknown }[] }

/** A new selection type of the network (a route when `ordered`) with the demo's object type linked to it (required or not). */
export async function selectionTypeOf(page: Page, { ordered, required, typeName = 'Knooppuntpaal' }: { ordered: boolean; required: boolean; typeName?: string }): Promise<NamedRow> {
  const types = await apiCall<NamedRow[]>(page, 'GET', '/v1/type?perPage=9999');
  const linked = types.find((x) => x.name === typeName);
  if (!linked) throw new Error(`no object type ${typeName}`);
  const made = await apiCall<NamedRow>(page, 'POST', '/v1/selection_type', { name: uniqueName(ordered ? 'Themaroute' : 'Onderhoudsset'), is_network: true, is_ordered: ordered });
  await apiCall(page, 'POST', `/v1/type/${linked.id}/map_object_selection`, { relation: [{ id: made.id, required }] });
  return made;
}

/** Junction posts next to each other in the demo's grid (by code). */
export const junctionPosts = (page: Page, count: number) =>
  apiCall<MadeObject[]>(page, 'GET', `/v1/object?filter[map_object_type_name]=Knooppuntpaal&sort=code&perPage=${count}`);

/** Adds the junction post with `code` at the end, through the selection page's search box; `said`: the message the page answers. */
export async function addPostByCode(page: Page, code: string, said = 'Object toegevoegd'): Promise<void> {
  const adder = page.getByRole('group', { name: 'Object toevoegen' });
  const box = adder.getByLabel('Object op code');
  await box.click();
  await box.fill(code);
  await page.locator('.ant-select-dropdown:visible').getByTitle(`${code} · Knooppuntpaal`, { exact: true }).click();
  await adder.getByRole('button', { name: 'Toevoegen' }).click();
  await expectToast(page, said);
}
