/**
 * GET /v1/network/{id}/action/city_district: the network's live actions grouped by the area they
 * fall in (areas.ts), every area by name with its count and action ids (an action in areas that
 * overlap is in each), and last the actions in none (`geo_area_id` null).
 */
import { z } from 'zod';
import { idParam } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { areaActionsSchema, type AreaActions } from '@console/contract/geo-areas';
import type { App, Deps } from '../../app-types';
import { asks, networkScope } from '../../auth/scope';
import { actionsByArea } from './areas';

export function actionAreaRoutes(app: App, { db }: Deps) {
  app.get('/v1/network/:id/action/city_district', {
    config: { ...asks('actions'), networkFromPath: true },
    schema: {
      tags: ['actions'], summary: "The network's actions grouped by the area (geo object) they fall in, by name; last those in none (geo_area_id null)",
      params: idParam, response: { 200: z.object({ data: z.array(areaActionsSchema) }), ...commonErrorResponses },
    },
  }, async (req) => {
    const { areas, placed } = await actionsByArea(db, networkScope(req).networkId);
    const groups = new Map<number | null, number[]>([...areas.keys(), null].map((id) => [id, []]));
    for (const action of placed) for (const id of action.areas.length ? action.areas : [null]) groups.get(id)?.push(action.id);
    const data: AreaActions[] = [...groups].map(([id, ids]) => ({ geo_area_id: id, name: id === null ? null : areas.get(id)?.name ?? null, count: ids.length, action_ids: ids }));
    return { data };
  });
}
