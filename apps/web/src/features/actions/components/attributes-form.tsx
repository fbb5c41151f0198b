/**
 * The action's attribute values in its type's order (the kit's card, components/attribute-form,
 * as the map's object form draws them), saved with PATCH {attributes} on the action's version.
 */
import { useMemo } from 'react';
import { actionSchema, type Action } from '@console/contract/actions';
import { AttributeValuesCard } from '../../../components/attribute-form/attribute-values-card';
import { useTypeFields } from '../api/get-type-fields';
import { useTakeAction, useUpdateAction } from '../api/update-action';

const texts = { title: 'actions.attributes', empty: 'actions.no_attributes', save: 'actions.save', saved: 'actions.saved' };

export function AttributesForm({ action }: { action: Action }) {
  const fields = useTypeFields(action.dynamic_action_type_id);
  const update = useUpdateAction(action.id);
  const list = useMemo(() => [...(fields.data ?? [])].sort((a, b) => a.order - b.order || a.id - b.id), [fields.data]);
  const take = useTakeAction();
  return (
    <AttributeValuesCard record={action} fields={list} loading={fields.isLoading} texts={texts}
      parse={(current) => actionSchema.safeParse(current).data ?? null} onTheirs={take}
      save={(body) => update.mutateAsync(body)} saving={update.isPending} />
  );
}
