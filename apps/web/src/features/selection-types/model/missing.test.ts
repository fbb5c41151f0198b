import { describe, expect, it } from 'vitest';
import type { MissingObject } from '@console/contract/selections';
import { missingByType } from './missing';

const object = (id: number, typeId: number, typeName: string): MissingObject => ({ id, code: `C${id}`, label: '', map_object_type_id: typeId, map_object_type_name: typeName });

describe("the required-membership check's count", () => {
  it('counts the objects per type, the most first', () => {
    expect(missingByType([object(1, 2, 'Knooppuntpaal'), object(2, 3, 'Bord'), object(3, 2, 'Knooppuntpaal')])).toEqual([
      { typeId: 2, typeName: 'Knooppuntpaal', count: 2 },
      { typeId: 3, typeName: 'Bord', count: 1 },
    ]);
    expect(missingByType([])).toEqual([]);
  });
});
