/** The read-only catalogue of type settings (the action image types are each network's own: action-image-types). */
import { sql } from 'drizzle-orm';
import { typeSettingSchema } from '@console/contract/catalogues';
import { listQuery, many } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { CONFIG_READ } from '../../auth/scope';
import { checkIncludes } from '../../lib/includes';
import { sendList } from '../../lib/list';

export function catalogueRoutes(app: App, { db }: Deps) {
  const catalogues = [
    { url: '/v1/type_setting', table: 'type_settings', what: 'type settings a map object type can have', schema: typeSettingSchema },
  ];
  for (const c of catalogues) {
    app.get(c.url, {
      config: CONFIG_READ,
      schema: { tags: ['catalogues'], summary: `The ${c.what}`, querystring: listQuery, response: { 200: many(c.schema), ...commonErrorResponses } },
    }, async (req, reply) => {
      checkIncludes(req.query.include, []);
      return sendList(reply, db, req.query, { select: sql`x.id, x.name`, from: sql`${sql.identifier(c.table)} x`, orderBy: sql`x.id`, item: c.schema, defaultSort: 'id' });
    });
  }
}
