import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { breadcrumbItems } from './breadcrumb-items';

const fromLanguageFiles = (segment: string) => {
  const key = `breadcrumb.${segment}`;
  return i18n.exists(key) ? i18n.t(key) : null;
};

describe('breadcrumb from the path', () => {
  it('titles each segment from the language files, ids as they are', () => {
    expect(breadcrumbItems('/admin/users/5/edit', fromLanguageFiles)).toEqual([
      { path: '/admin', title: 'Beheer home' },
      { path: '/admin/users', title: 'Gebruikers' },
      { path: '/admin/users/5', title: '5' },
      { path: '/admin/users/5/edit', title: 'Bewerken' },
    ]);
  });

  it('knows the titles the spec lists', () => {
    const titles = (path: string) => breadcrumbItems(path, fromLanguageFiles).map((c) => c.title);
    expect(titles('/admin/roles/3/edit_role_premissions')).toEqual(['Beheer home', 'Rollen', '3', 'Rolpermissies bewerken']);
    expect(titles('/admin/tenants/1/create_network')).toEqual(['Beheer home', 'Organisaties', '1', 'Netwerk aanmaken']);
    expect(titles('/admin/networks/2/bounding_box')).toEqual(['Beheer home', 'Netwerken', '2', 'Netwerkgebied kiezen']);
    expect(titles('/admin/user_roles/edit')).toEqual(['Beheer home', 'Gebruikersrollen', 'Bewerken']);
    expect(titles('/admin/users/4/passwordreset')).toEqual(['Beheer home', 'Gebruikers', '4', 'Wachtwoord reset']);
  });

  it('starts pages outside /admin at the admin home', () => {
    expect(breadcrumbItems('/profile/edit', fromLanguageFiles).map((c) => c.title)).toEqual(['Beheer home', 'Profiel', 'Bewerken']);
    expect(breadcrumbItems('/', fromLanguageFiles)).toEqual([{ path: '/admin', title: 'Beheer home' }]);
  });

  it('follows the language', async () => {
    await i18n.changeLanguage('en');
    try {
      expect(breadcrumbItems('/admin/teams/create', fromLanguageFiles).map((c) => c.title)).toEqual(['Admin home', 'Teams', 'Create']);
    } finally {
      await i18n.changeLanguage('nl');
    }
  });
});
