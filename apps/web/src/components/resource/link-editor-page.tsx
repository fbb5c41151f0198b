/**
 * The link editor of a configuration resource (a type's statuses, a selection type's
 * attributes ...): the declared link editor (link-editor.tsx) with the resource's row as owner
 * and another resource's rows as candidates.
 */
import { hrefOf } from '../../lib/paths';
import type { ListColumn } from '../list-table/list-columns';
import type { LinkSource } from './link-api';
import { LinkEditor } from './link-editor';
import type { ResourceDef, ResourceRow, ResourceSource } from './resource';
import { useResourceItem, useResourceList } from './resource-api';

export interface LinkEditorPageProps<T extends ResourceRow> {
  owner: ResourceDef<T>;
  links: LinkSource<{ id: number }>;
  /** What can be linked. */
  candidates: ResourceSource;
  /** i18n keys: title (with {{name}}), success messages. */
  text: { title: string; added: string; removed: string };
  /** Extra link fields sent with every tick, e.g. {required: false} for selections. */
  addFields?: { required?: boolean };
  /** The candidates' columns, when more than their id and name. */
  columns?: readonly ListColumn<ResourceRow>[];
}

export function LinkEditorPage<T extends ResourceRow>({ owner, candidates, ...rest }: LinkEditorPageProps<T>) {
  return (
    <LinkEditor<T, ResourceRow>
      {...rest}
      owner={{
        useRow: (id) => useResourceItem(owner, id),
        name: (row) => row.name,
        showHref: (id) => hrefOf(owner.routes.show.path, { id }),
      }}
      useCandidates={function useCandidates() { return useResourceList(candidates); }}
    />
  );
}
