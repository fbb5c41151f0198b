/**
 * The area's attribute values (the kit's card, components/attribute-form), saved with PATCH
 * {attributes} on the area's version; only an administrator of the network changes them.
 */
import { geoAreaSchema, type GeoArea } from '@console/contract/geo-areas';
import { AttributeValuesCard } from '../../../components/attribute-form/attribute-values-card';
import { useAreaFields } from '../api/get-area-fields';
import { useTakeArea, useUpdateArea } from '../api/update-area';

const texts = { title: 'geo_areas.attributes', empty: 'geo_areas.no_attributes', save: 'geo_areas.save', saved: 'geo_areas.saved' };

export function AttributesForm({ area, readOnly }: { area: GeoArea; readOnly: boolean }) {
  const fields = useAreaFields();
  const update = useUpdateArea(area.id, { ownsConflicts: true });
  const take = useTakeArea();
  return (
    <AttributeValuesCard record={area} fields={fields.data ?? []} loading={fields.isLoading} readOnly={readOnly} texts={texts}
      parse={(current) => geoAreaSchema.safeParse(current).data ?? null} onTheirs={take}
      save={(body) => update.mutateAsync(body)} saving={update.isPending} />
  );
}
