import { expect, test } from './fixtures';
import { accounts, NETWORKS, screenshot, signInTo } from './driver';

test.describe('admin home', () => {
  test('shows title, description and the prompt to choose a module, and lists the administered networks with sort, per-column search and a view button', async ({ page }) => {
    await signInTo(page, accounts.anna);
    await expect(page.getByText('Kies links in het menu een module om te beginnen.')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Welkom in de beheerconsole' })).toBeVisible();

    const table = page.getByRole('table');
    const names = () => table.locator('tbody tr[data-row-key] td:nth-child(2)').allTextContents();
    await expect.poll(names).toEqual([NETWORKS.cycling, NETWORKS.walking]);

    // Sort by name with the keyboard: Enter on the header's sort button, twice for descending.
    const header = page.getByRole('columnheader', { name: 'Naam' });
    await header.getByRole('button', { name: 'Naam', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual([NETWORKS.walking, NETWORKS.cycling]);

    // Search the name column.
    await header.getByLabel('Filter op Naam').click();
    await page.getByRole('textbox', { name: 'Zoek op Naam' }).fill('wandel');
    await page.getByRole('textbox', { name: 'Zoek op Naam' }).press('Enter');
    await expect.poll(names).toEqual([NETWORKS.walking]);
    await screenshot(page, 'admin-home-networks');

    await table.getByRole('link', { name: 'Bekijken' }).click();
    await expect(page).toHaveURL(/\/admin\/networks\/\d+$/);
    await expect(page.getByText('Vergrendeling kaartobjecten')).toBeVisible();
  });
});
