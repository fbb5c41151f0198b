/**
 * GET /v1/selection_type/{id}/missing: the live objects of the object types linked to the
 * selection type as required that no live selection of it holds (the required-membership check).
 * Asked once per required object type (`filter[map_object_type_id]`), one page each: the
 * counts are the server's totals, however many objects there are, never the length of a page.
 */
import { useQueries } from '@tanstack/react-query';
import { many } from '@console/contract/envelope';
import { missingObjectSchema } from '@console/contract/selections';
import { apiPaths } from '@console/contract/paths';
import { useLinks } from '../../../components/resource/link-api';
import type { ApiCall } from '../../../lib/api-call';
import { callQuery } from '../../../lib/call-query';
import { linkSources } from '../../../lib/config-sources';
import { queryKeys } from '../../../lib/query-keys';
import type { MissingPage } from '../model/missing';

const pageSchema = many(missingObjectSchema);

/** One required object type's page of `shown` objects, with its total. Under the selections' key: a change of any selection may change the answer. */
const missingCall = (typeId: number, objectTypeId: number, shown: number): ApiCall => {
  const query = { perPage: shown, 'filter[map_object_type_id]': objectTypeId };
  return { key: [...queryKeys.selections, 'missing', typeId, query], path: apiPaths.selectionTypeMissing(typeId), query, raw: true };
};

/** Per object type linked to the selection type as required: its first `shown` missing objects and their total. */
export function useMissing(typeId: number, shown: number): { pages: MissingPage[]; isLoading: boolean; error: boolean } {
  const links = useLinks(linkSources.selectionTypeMapObjectTypes, typeId);
  const required = (links.data ?? []).filter((l) => l.required);
  const answers = useQueries({ queries: required.map((l) => callQuery(missingCall(typeId, l.id, shown), pageSchema)) });
  return {
    pages: required.flatMap((l, i) => {
      const answer = answers[i]?.data;
      return answer ? [{ typeId: l.id, typeName: l.name, objects: answer.data, total: answer.meta.pagination.total }] : [];
    }),
    isLoading: links.isLoading || answers.some((a) => a.isLoading),
    error: Boolean(links.error) || answers.some((a) => a.error),
  };
}
