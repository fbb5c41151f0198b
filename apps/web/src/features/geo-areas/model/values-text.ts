/**
 * An area's filled values as one line for its row in the list: "Beheerder: Gemeente · Code: 12",
 * each value as the attribute form shows it (a lookup by its name, yes/no in words).
 */
import type { TFunction } from 'i18next';
import type { MapObjectValue } from '@console/contract/map-objects';
import type { MapObjectTypeAttribute } from '@console/contract/map-object-types';
import { attributeValueText } from '../../../components/attribute-form/value-text';

type Field = Pick<MapObjectTypeAttribute, 'id' | 'type' | 'lookup_values'>;

export function valuesText(values: readonly MapObjectValue[], fields: readonly Field[], t: TFunction): string {
  return values.flatMap((v) => {
    const field = fields.find((f) => f.id === v.id) ?? { type: v.type, lookup_values: [] };
    const text = attributeValueText(field, v.value, t);
    return text ? [`${v.name}: ${text}`] : [];
  }).join(' · ');
}
