import { describe, expect, it } from 'vitest';
import nl from './nl.json';
import en from './en.json';
import { loadTranslations } from '../lib/translations';

const translations = { nl: await loadTranslations('nl'), en: await loadTranslations('en') };

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? keys(value, path) : [path];
  });
}

describe('language files', () => {
  it('have the same keys in nl and en, the features’ files included', () => {
    expect(keys(en).sort()).toEqual(keys(nl).sort());
    expect(keys(translations.en).sort()).toEqual(keys(translations.nl).sort());
  });

  it('name attribute and geo types in Dutch without their machine names', () => {
    const geo = (translations.nl as { map_object_types: { geo_type_values: Record<string, string> } }).map_object_types.geo_type_values;
    expect(geo).toEqual({ point: 'Punt', linestring: 'Lijn', polygon: 'Vlak' });
    for (const name of Object.values(nl.attribute_types)) expect(name).not.toMatch(/\(/);
    const icon = (translations.nl as { map_object_types: { icon: { type_values: Record<string, string>; frame_values: Record<string, string> } } }).map_object_types.icon;
    for (const name of [...Object.values(icon.type_values), ...Object.values(icon.frame_values)]) expect(name).not.toMatch(/\(/);
  });

  it("hold the spec's Dutch texts exactly, with English beside them", () => {
    expect(nl.login.title).toBe('Inloggen');
    expect(nl.switcher.select_network).toBe('Kies een netwerk');
    expect(en.switcher.select_network).toBe('Choose a network');
    expect(nl.switcher.no_network_found).toBe('Geen netwerk gevonden waarvoor je beheerrechten hebt');
    expect(en.switcher.no_network_found).toBe('No network found that you can administer');
    expect(nl.error.maximum_licenses_reached).toBe('Maximum aantal gebruikerslicenties bereikt');
    expect(en.error.maximum_licenses_reached).toBe('Maximum user licenses reached');
    expect(nl.confirm.yes).toBe('Ja, ik weet het zeker');
    expect(en.confirm.yes).toBe("Yes, I'm sure");
    expect(nl.confirm.no).toBe('Nee');
    expect(nl.recovery.sending).toBe('Aan het proberen wachtwoord herstel e-mail te versturen...');
    expect(nl.recovery.sent).toBe('Wachtwoord herstel e-mail verzonden');
    expect(nl.recovery.failed).toBe('Oops, er is iets mis gegaan');
    expect(nl.reset.done).toBe('Het wachtwoord is gewijzigd');
    expect(nl.reset.min.replace('{{min}}', '8')).toBe('Het wachtwoord dient minimaal 8 karakters lang te zijn');
    expect(nl.reset.mismatch).toBe('Wachtwoorden komen niet overeen');
    expect(nl.profile.updated).toBe('Profiel bijgewerkt');
    expect(en.profile.updated).toBe('Profile updated');
    expect(nl.notification.validation_title).toBe('Validatie');
  });
});
