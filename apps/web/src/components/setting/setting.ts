/**
 * An integration setting declared once (the helpdesk, the recreational routes): one
 * key-value entry of the selected network, shown read-only with edit and delete, and edited
 * in a form. setting-pages.tsx makes both screens from a declaration.
 */
import type { ComponentType } from 'react';
import type { DetailField } from '../detail-card/detail-card';
import type { KvSetting } from '../../lib/kv-setting';
import type { RoutePath } from '../../lib/paths';

export interface SettingDef<V, F> {
  /**
   * i18n namespace of the screens' texts: title, edit_title, warning, saved, deleted,
   * delete_title, delete_content and unknown (a row that no longer exists, with {{id}}).
   */
  ns: string;
  /** The stored entry. */
  setting: KvSetting<V>;
  routes: { index: RoutePath; edit: RoutePath };
  /** The view's fields of the stored value, none while it loads (a hook: it reads the rows that ids name). */
  useFields: (value: V | undefined, unknown: (id: number) => string) => DetailField[];
  /** The edit form, started from formValues(stored). */
  Form: ComponentType<{ initial: F; onSubmit: (values: F) => Promise<unknown> }>;
  formValues: (stored: V) => F;
  /** What the form saves. */
  payload: (values: F, stored: V) => V;
}
