import { describe, expect, it } from 'vitest';
import { ICON_SET, iconNumber, iconPath } from './icon-set';

/** The families the spec lists, as they appear in the names. */
const FAMILIES = [
  'label', 'signs', 'infra', 'environment', 'barrier', 'warning_sign', 'recreation_sign', 'streetsign', 'roadsign', 'bridge',
  'highway', 'pedestrian', 'grass', 'tree', 'ditch', 'pumping_station', 'swimming', 'gully', 'campsite', 'picnic_bench', 'pole',
  'busstop', 'lamppost', 'parking_meter', 'toilet', 'garbage', 'pollution', 'sailing', 'lift', 'guzzolene', 'wakeboarding',
  'windsurfing', 'baseball', 'boat', 'tourist_office',
];

const familyOf = (name: string) => FAMILIES.find((f) => name.replace(/^\d+_/, '') === f || name.replace(/^\d+_/, '').startsWith(`${f}_`));

describe('the built-in icon set', () => {
  it('is sorted by the leading number, numerically (10 after 9), each number once', () => {
    const numbers = ICON_SET.map((icon) => iconNumber(icon.name));
    numbers.forEach((n, i) => {
      expect(Number.isInteger(n)).toBe(true);
      if (i > 0) expect(n).toBeGreaterThan(numbers[i - 1]);
    });
  });

  it('has unique names of the form <n>_<family> or <n>_<family>_<variant>, every one of a listed family', () => {
    const names = ICON_SET.map((icon) => icon.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name).toMatch(/^\d+_[a-z]+(_[a-z]+)*$/);
      expect(familyOf(name), name).toBeDefined();
    }
  });

  it('holds about 80 icons, every family of the spec, and starts with the default 0_label', () => {
    expect(ICON_SET.length).toBeGreaterThanOrEqual(75);
    expect(ICON_SET.length).toBeLessThanOrEqual(90);
    expect(ICON_SET[0].name).toBe('0_label');
    for (const family of FAMILIES) expect(ICON_SET.some((icon) => familyOf(icon.name) === family), family).toBe(true);
  });

  it('gives each icon a glyph path, and none for an unknown name', () => {
    for (const icon of ICON_SET) {
      expect(icon.path).toMatch(/^M/);
      expect(iconPath(icon.name)).toBe(icon.path);
    }
    expect(iconPath('999_unknown')).toBeUndefined();
    expect(iconNumber('label')).toBeNaN();
  });
});
