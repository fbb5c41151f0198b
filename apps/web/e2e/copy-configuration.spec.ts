/**
 * 'Configuratie kopiëren van…': on a new network's detail, choose the cycling
 * network, confirm, and the report counts what came over; a second copy is refused.
 */
import { expect, test } from './fixtures';
import { NETWORKS, accounts, apiCall, confirmYes, openPage, pickOption, screenshot, startSession, uniqueName, validationNotice } from './driver';

test('copies the configuration of another network into an empty one and reports the counts', async ({ page }) => {
  await startSession(page, accounts.admin);
  const types = await apiCall<unknown[]>(page, 'GET', '/v1/type?perPage=9999');
  const network = await apiCall<{ id: number; name: string }>(page, 'POST', '/v2/network', { name: uniqueName('Kopie') });
  await openPage(page, `/admin/networks/${network.id}`);
  await page.getByRole('link', { name: 'Configuratie kopiëren van…' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/networks/${network.id}/copy_configuration$`));
  await expect(page.getByText(`Configuratie kopiëren naar ${network.name}`)).toBeVisible();
  const copy = page.getByRole('button', { name: 'Configuratie kopiëren' });
  await expect(copy).toBeDisabled();
  await pickOption(page, 'Kopiëren van', NETWORKS.cycling);
  await screenshot(page, 'copy-configuration-choose');
  await copy.click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(`De configuratie van ${NETWORKS.cycling} wordt gekopieerd naar ${network.name}.`);
  await confirmYes(page);

  await expect(page.getByText(`De configuratie van ${NETWORKS.cycling} is gekopieerd naar ${network.name}`)).toBeVisible();
  const report = page.getByRole('table', { name: 'Wat is gekopieerd' });
  await expect(report.getByRole('row', { name: `Objecttypes ${types.length}`, exact: true })).toBeVisible();
  await screenshot(page, 'copy-configuration-report');

  // Copying again into the network, which now has a configuration, is refused.
  await page.reload();
  await pickOption(page, 'Kopiëren van', NETWORKS.cycling);
  await page.getByRole('button', { name: 'Configuratie kopiëren' }).click();
  await confirmYes(page);
  const refusal = 'Dit netwerk heeft al een configuratie: kopiëren kan alleen naar een netwerk zonder configuratie';
  await expect(validationNotice(page, refusal)).toBeVisible();
  await expect(page.locator('.card').getByRole('alert').filter({ hasText: refusal })).toBeVisible();
});
