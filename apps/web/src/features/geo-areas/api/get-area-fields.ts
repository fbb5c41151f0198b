/**
 * The attributes of the network's areas as the attribute form draws them, each lookup with its
 * values. Areas have no required values and no defaults (docs/map-objects.md, "Areas").
 */
import { useQuery } from '@tanstack/react-query';
import { linkedFormFields } from '../../../components/attribute-form/linked-fields';
import { areaAttributesCall } from './calls';

export const useAreaFields = () => useQuery({
  queryKey: [...areaAttributesCall.key, 'fields'],
  queryFn: () => linkedFormFields(areaAttributesCall),
});
