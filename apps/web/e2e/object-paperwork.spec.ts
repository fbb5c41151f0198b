/**
 * An object's comments, documents and photos in its panel on the map: a comment posted, a PDF
 * uploaded (with its progress), downloaded as the same bytes and deleted after the confirmation;
 * an executable named .pdf refused with the server's words; a photo added with its caption and
 * type, both changed, and deleted after the confirmation. An action's documents on its page, the
 * same way. And the action image types managed as configuration under Acties: created, renamed
 * and deleted.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accounts, apiCall, cardTable, chooseAction, confirmDialog, confirmYes, detailValue, expectLoaded, expectToast, formField,
  openPage, pickFixedOption, screenshot, startSession, uniqueName,
} from './driver';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A real 1 × 1 PNG, so the thumbnail is drawn. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('PE\0\0This program cannot be run in DOS mode')]);

const panel = (page: Page) => page.getByRole('region', { name: 'Objecten op de kaart' });

test('an object gets a comment and a PDF document in its panel, downloads it, and an executable named .pdf is refused', async ({ page }) => {
  await startSession(page, accounts.anna);
  const [post] = await apiCall<{ id: number; code: string }[]>(page, 'GET', '/v1/object?filter[code]=KP8&perPage=1');
  await openPage(page, `/admin/map?object=${post.id}`);
  await expect(page.getByRole('region', { name: 'Kaart van het netwerk' })).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });

  // A comment, with its writer.
  const comments = panel(page).getByRole('region', { name: 'Opmerkingen' });
  const text = `Bord vervaagd ${uniqueName('')}`;
  await comments.getByLabel('Opmerking', { exact: true }).fill(text);
  await comments.getByRole('button', { name: 'Opmerking plaatsen' }).click();
  const list = comments.getByRole('list', { name: 'Opmerkingen' });
  await expect(list.locator('li').filter({ hasText: text })).toContainText('Anna de Vries');

  // A PDF document, named by the server's answer, downloaded as the same bytes.
  const documents = panel(page).getByRole('region', { name: 'Documenten' });
  await documents.locator('input[type=file]').setInputFiles({ name: 'schouwrapport.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectToast(page, 'schouwrapport.pdf toegevoegd');
  const link = documents.getByRole('button', { name: 'schouwrapport.pdf downloaden' });
  await expect(link).toBeVisible();
  await expect(documents).toContainText('Anna de Vries');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('schouwrapport.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
  await documents.scrollIntoViewIfNeeded();
  await screenshot(page, 'object-paperwork');

  // An executable named .pdf: the server's refusal, and no document.
  await documents.locator('input[type=file]').setInputFiles({ name: 'factuur.pdf', mimeType: 'application/pdf', buffer: EXE });
  const refusal = page.locator('.ant-notification-notice').filter({ hasText: 'Document niet toegevoegd' });
  await expect(refusal).toContainText('Alleen een PDF, een Office- of OpenDocument-bestand');
  await screenshot(page, 'object-paperwork-refused');
  await expect(documents.getByRole('button', { name: 'factuur.pdf downloaden' })).toHaveCount(0);

  // Deleted after the confirmation.
  await documents.getByRole('button', { name: 'schouwrapport.pdf verwijderen' }).click();
  await expect(confirmDialog(page)).toContainText('Document schouwrapport.pdf verwijderen?');
  await confirmYes(page);
  await expectToast(page, 'schouwrapport.pdf verwijderd');
  await expect(link).toHaveCount(0);

  // On a phone the panel's sections fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await comments.scrollIntoViewIfNeeded();
  await screenshot(page, 'object-paperwork-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("an action's documents on its page: a PDF added and downloaded, an executable named .pdf refused, deleted; on a phone too", async ({ page }) => {
  await startSession(page, accounts.anna);
  const report = await apiCall<{ id: number }>(page, 'POST', '/v1/dynamic_action_type', { name: uniqueName('Melding'), on_network: true });
  const action = await apiCall<{ id: number }>(page, 'POST', '/v1/action', { dynamic_action_type_id: report.id, description: 'Hek kapot' });
  await openPage(page, `/admin/actions/${action.id}`);
  const documents = page.getByRole('region', { name: 'Documenten' });

  await documents.locator('input[type=file]').setInputFiles({ name: 'offerte.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectToast(page, 'offerte.pdf toegevoegd');
  const link = documents.getByRole('button', { name: 'offerte.pdf downloaden' });
  await expect(link).toBeVisible();
  await expect(documents).toContainText('Anna de Vries');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('offerte.pdf');
  expect((await apiCall<{ name: string }[]>(page, 'GET', `/v1/action/${action.id}/attachment`)).map((d) => d.name)).toEqual(['offerte.pdf']);
  await documents.scrollIntoViewIfNeeded();
  await screenshot(page, 'action-documents');

  await documents.locator('input[type=file]').setInputFiles({ name: 'factuur.pdf', mimeType: 'application/pdf', buffer: EXE });
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Document niet toegevoegd' })).toContainText('Alleen een PDF');
  await expect(documents.getByRole('button', { name: 'factuur.pdf downloaden' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await documents.scrollIntoViewIfNeeded();
  await screenshot(page, 'action-documents-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await documents.getByRole('button', { name: 'offerte.pdf verwijderen' }).click();
  await expect(confirmDialog(page)).toContainText('Document offerte.pdf verwijderen?');
  await confirmYes(page);
  await expectToast(page, 'offerte.pdf verwijderd');
  await expect(link).toHaveCount(0);
  expect(await apiCall<unknown[]>(page, 'GET', `/v1/action/${action.id}/attachment`)).toEqual([]);
});

test('a photo is added straight onto an object with its caption and type, both changed, and deleted after the confirmation', async ({ page }) => {
  await startSession(page, accounts.anna);
  const [post] = await apiCall<{ id: number; code: string }[]>(page, 'GET', '/v1/object?filter[code]=KP7&perPage=1');
  await openPage(page, `/admin/map?object=${post.id}`);
  await expect(page.getByRole('region', { name: 'Kaart van het netwerk' })).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  const photos = panel(page).getByRole('region', { name: "Foto's" });

  // Added with the first photo type (Foto) and a caption; drawn from its bytes.
  await photos.getByLabel('Onderschrift', { exact: true }).fill('Bord na de storm');
  // The first type is the choice once the types are known; the file waits for them.
  await expect(photos.getByRole('button', { name: 'Foto toevoegen' })).toBeEnabled();
  await photos.locator('input[type=file]').setInputFiles({ name: 'bord-kp7.png', mimeType: 'image/png', buffer: PNG });
  await expectToast(page, 'Foto toegevoegd');
  const thumb = photos.getByRole('img', { name: 'Foto bord-kp7.png (Foto)' });
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await expect(photos).toContainText('Bord na de storm');
  await photos.scrollIntoViewIfNeeded();
  await screenshot(page, 'object-photos');

  // Its caption and type changed in the dialog.
  await photos.getByRole('button', { name: 'Foto bord-kp7.png bewerken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foto bord-kp7.png bewerken' });
  await dialog.getByLabel('Onderschrift', { exact: true }).fill('Voorkant na herstel');
  await pickFixedOption(page, 'Fototype', 'Schets', dialog);
  await screenshot(page, 'object-photo-edit');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'Foto opgeslagen');
  await expect(photos.getByRole('img', { name: 'Foto bord-kp7.png (Schets)' })).toBeVisible();
  await expect(photos).toContainText('Voorkant na herstel');
  expect(await apiCall<{ caption: string; action_image_type_name: string }[]>(page, 'GET', `/v1/object/${post.id}/image`))
    .toMatchObject([{ caption: 'Voorkant na herstel', action_image_type_name: 'Schets' }]);

  // On a phone the photos and their upload fit the width.
  await page.setViewportSize({ width: 390, height: 844 });
  await photos.scrollIntoViewIfNeeded();
  await screenshot(page, 'object-photos-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Deleted after the confirmation.
  await photos.getByRole('button', { name: 'Foto bord-kp7.png verwijderen' }).click();
  await expect(confirmDialog(page)).toContainText('Foto bord-kp7.png verwijderen?');
  await confirmYes(page);
  await expect(photos).toContainText('Nog geen foto\'s');
  expect(await apiCall<unknown[]>(page, 'GET', `/v1/object/${post.id}/image`)).toEqual([]);
});

test('an action image type is created, renamed and deleted under Acties', async ({ page }) => {
  await startSession(page, accounts.anna);
  await openPage(page, '/admin/action_image_type');
  const table = cardTable(page, 'Fototypes');
  await expectLoaded(table);
  await expect(table).toContainText('Foto');
  const name = uniqueName('Detailfoto');
  await page.getByRole('link', { name: 'Fototype toevoegen', exact: true }).click();
  await formField(page, 'Naam').fill(name);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'Fototype aangemaakt');
  await expect(detailValue(page, 'Naam')).toHaveText(name);
  await chooseAction(page, 'Bewerken');
  await formField(page, 'Naam').fill(`${name} close-up`);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expectToast(page, 'Wijzigingen opgeslagen');
  await expect(detailValue(page, 'Naam')).toHaveText(`${name} close-up`);
  await screenshot(page, 'action-image-type');
  await chooseAction(page, 'Verwijderen');
  await expect(confirmDialog(page)).toContainText(`Fototype ${name} close-up verwijderen?`);
  await confirmYes(page);
  await expectToast(page, 'Fototype verwijderd');
  await expect(page).toHaveURL(/\/admin\/action_image_type$/);
});
