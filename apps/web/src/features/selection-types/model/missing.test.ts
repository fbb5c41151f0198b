import { describe, expect, it } from 'vitest';
import type { MissingObject } from '@console/contract/selections';
import { missingCheck, type MissingPage } from './missing';

const object = (id: number, typeId: number, typeName: string): MissingObject => ({ id, code: `C${id}`, label: '', map_object_type_id: typeId, map_object_type_name: typeName });
const page = (typeId: number, typeName: string, ids: number[], total: number): MissingPage =>
  ({ typeId, typeName, objects: ids.map((id) => object(id, typeId, typeName)), total });

describe("the required-membership check's count", () => {
  it("counts each type by the server's total, not by the objects of its page", () => {
    const check = missingCheck([page(3, 'Bord', [7], 1), page(2, 'Knooppuntpaal', [1, 2, 3], 12_345)], 100);
    expect(check.counts).toEqual([
      { typeId: 2, typeName: 'Knooppuntpaal', count: 12_345 },
      { typeId: 3, typeName: 'Bord', count: 1 },
    ]);
    expect(check.objects.map((o) => o.id)).toEqual([1, 2, 3, 7]);
    expect(check.more).toBe(12_346 - 4);
  });

  it('shows at most the first objects, the rest counted as more; a type with none left out', () => {
    const check = missingCheck([page(2, 'Knooppuntpaal', [1, 2, 3], 3), page(3, 'Bord', [], 0)], 2);
    expect(check.counts).toEqual([{ typeId: 2, typeName: 'Knooppuntpaal', count: 3 }]);
    expect(check.objects.map((o) => o.id)).toEqual([1, 2]);
    expect(check.more).toBe(1);
    expect(missingCheck([], 100)).toEqual({ counts: [], objects: [], more: 0 });
  });
});
