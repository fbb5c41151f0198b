/**
 * The selection's attribute values in its type's order (the kit's card,
 * components/attribute-form), saved with PATCH {attributes} on the selection's version.
 */
import { selectionSchema, type Selection } from '@console/contract/selections';
import { AttributeValuesCard } from '../../../components/attribute-form/attribute-values-card';
import { useTypeFields } from '../api/get-type-fields';
import { useTakeSelection, useUpdateSelection } from '../api/update-selection';

const texts = { title: 'selections.attributes', empty: 'selections.no_attributes', save: 'selections.save', saved: 'selections.saved' };

export function AttributesForm({ selection, readOnly }: { selection: Selection; readOnly: boolean }) {
  const fields = useTypeFields(selection.selection_type_id);
  const update = useUpdateSelection(selection.id, { ownsConflicts: true });
  const take = useTakeSelection();
  return (
    <AttributeValuesCard record={selection} fields={fields.data ?? []} loading={fields.isLoading} readOnly={readOnly} texts={texts}
      parse={(current) => selectionSchema.safeParse(current).data ?? null} onTheirs={take}
      save={(body) => update.mutateAsync(body)} saving={update.isPending} />
  );
}
