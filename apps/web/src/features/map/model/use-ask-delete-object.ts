/**
 * Deleting the selected object after a confirmation that says what goes with it: when objects
 * hang on it (GET /v1/object/{id}/children, every level), the dialog names how many and the
 * delete takes them along (?with_children=true), to be restored together; otherwise a plain delete.
 */
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { mapObjectSchema, type MapObject } from '@console/contract/map-objects';
import { apiPaths } from '@console/contract/paths';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { http } from '../../../lib/http';
import { useDeleteObject } from '../api/delete-object';
import { useDeleteObjectTree } from '../api/delete-object-tree';

const countSchema = z.object({ meta: z.object({ pagination: z.object({ total: z.number() }) }) });

/** A function that asks, deletes and then calls `done` (the object gone from the map). */
export function useAskDeleteObject(): (object: MapObject, done: () => void) => Promise<void> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmDelete();
  const deleteObject = useDeleteObject();
  const deleteTree = useDeleteObjectTree();
  return async (object, done) => {
    // Without an answer the dialog asks as for an object alone; the server refuses then, with the count.
    const parts = await http.get(apiPaths.objectChildren(object.id), countSchema, { query: { depth: 0, perPage: 1 }, raw: true })
      .then((answer) => answer.meta.pagination.total).catch(() => 0);
    return confirm({
      title: t('map.delete_title', { code: object.code }),
      content: parts ? t('map.hierarchy.delete_with_children', { count: parts }) : t('map.delete_content'),
      onConfirm: async () => {
        if (parts) await deleteTree.mutateAsync(object.id);
        else await deleteObject.mutateAsync(object.id);
        void message.success(parts ? t('map.hierarchy.deleted_with_children', { code: object.code, count: parts }) : t('map.deleted', { code: object.code }));
        done();
      },
    });
  };
}
