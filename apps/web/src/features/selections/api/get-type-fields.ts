/**
 * A selection type's attributes as the attribute form draws them: in their linked order, each
 * lookup with its values. A selection's form shows its stored values, so no default is needed.
 */
import { useQuery } from '@tanstack/react-query';
import { linkedFormFields } from '../../../components/attribute-form/linked-fields';
import { typeAttributesCall } from './calls';

export const useTypeFields = (typeId: number) => useQuery({
  queryKey: [...typeAttributesCall(typeId).key, 'fields'],
  queryFn: () => linkedFormFields(typeAttributesCall(typeId)),
});
