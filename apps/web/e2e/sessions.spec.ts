/**
 * 'Sessies' on the profile. A user signed in on three devices sees them, this one
 * first; signs out one, then all others. (The rules and the list's fields: API tests.)
 */
import { expect, test } from './fixtures';
import { accounts, apiGet, apiPost, apiSession, createTestUser, expectToast, screenshot, signInTo } from './driver';

test.describe('sessions', () => {
  test('the profile lists the sessions; one, then all others, are signed out', async ({ page, request }) => {
    // A user of its own, so no other test's sessions end here.
    const admin = await apiSession(request, accounts.admin);
    const user = await createTestUser(request, admin, 'Sessie');
    const password = 'sessie-wachtwoord-1';
    expect((await request.put(`/v1/user/${user.id}`, { headers: admin.headers, data: { password, password_confirmation: password } })).ok()).toBe(true);
    // A role on the network the console opens with (any: the profile needs no rights).
    const [role] = await apiGet<{ id: number }[]>(request, admin, '/v1/role');
    await apiPost(request, admin, `/v1/user/${user.id}/network`, { relation: [{ id: admin.networkId, role_id: role.id }] });
    const signInElsewhere = async (agent: string) => {
      const res = await request.post('/v1/oauth/access_token', {
        headers: { 'user-agent': agent },
        data: { grant_type: 'password', username: user.email, password, client_id: 'admin-console', client_secret: 'admin-console' },
      });
      expect(res.ok()).toBe(true);
    };
    await signInElsewhere('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1');
    await signInElsewhere('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0');
    await signInTo(page, { email: user.email, password });

    await page.goto('/profile');
    const sessions = page.locator('.card').filter({ has: page.locator('.card-title', { hasText: 'Sessies' }) });
    const items = sessions.locator('.ant-list-item');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Deze sessie');
    await expect(sessions).toContainText('Safari op iOS');
    await expect(sessions).toContainText('Firefox op Windows');
    await screenshot(page, 'profile-sessions');

    await sessions.getByRole('button', { name: 'Safari op iOS afmelden' }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog).toContainText('Safari op iOS afmelden?');
    await dialog.getByRole('button', { name: 'Afmelden' }).click();
    await expectToast(page, 'Sessie afgemeld');
    await expect(items).toHaveCount(2);

    await sessions.getByRole('button', { name: 'Alle andere sessies afmelden' }).click();
    await dialog.getByRole('button', { name: 'Alle andere sessies afmelden' }).click();
    await expectToast(page, '1 sessie afgemeld');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Deze sessie');
    await expect(sessions.getByRole('button', { name: 'Alle andere sessies afmelden' })).toBeDisabled();
    // This session still works.
    await page.reload();
    await expect(items).toHaveCount(1);
  });
});
