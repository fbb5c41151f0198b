/** The required-membership check's answers put together, per object type and in all: pure. */
import type { MissingObject } from '@console/contract/selections';

/** One required object type's answer: its first objects and the server's total of them. */
export interface MissingPage { typeId: number; typeName: string; objects: MissingObject[]; total: number }

export interface MissingCheck {
  /** the types with objects in no selection, the most first (then by name), each with the server's total */
  counts: { typeId: number; typeName: string; count: number }[];
  /** the first `shown` objects, the types in the order of `counts` */
  objects: MissingObject[];
  /** how many more there are than `objects` holds */
  more: number;
}

export function missingCheck(pages: readonly MissingPage[], shown: number): MissingCheck {
  const withObjects = pages.filter((p) => p.total > 0)
    .sort((a, b) => b.total - a.total || a.typeName.localeCompare(b.typeName));
  const objects = withObjects.flatMap((p) => p.objects).slice(0, shown);
  const total = withObjects.reduce((n, p) => n + p.total, 0);
  return {
    counts: withObjects.map((p) => ({ typeId: p.typeId, typeName: p.typeName, count: p.total })),
    objects,
    more: total - objects.length,
  };
}
