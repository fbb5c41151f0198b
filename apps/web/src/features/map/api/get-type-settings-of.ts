/** GET /v1/type/{id}/setting: the settings of an object's type ("Inspecteerbaar", "Foto verplicht", ...). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { namedItemSchema } from '@console/contract/config-fields';
import { callQuery } from '../../../lib/call-query';
import { typeSettingsOfCall } from './calls';

export const useTypeSettingsOf = (typeId: number) => useQuery(callQuery(typeSettingsOfCall(typeId), z.array(namedItemSchema)));
