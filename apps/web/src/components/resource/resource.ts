/**
 * A configuration resource declared once: its API path, schema, routes and fields. The
 * resource kit (resource-pages.tsx, resource-form.tsx, resource-api.ts) turns a declaration
 * into the list, show, create and edit screens that most configuration screens are.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { RoutePath } from '../../lib/paths';

/** Every resource row has an id and a name. */
export interface ResourceRow {
  id: number;
  name: string;
}

export type FieldKind = 'text' | 'textarea' | 'number' | 'switch' | 'enum' | 'ref' | 'color';

export interface FieldDef<T> {
  /** The API field. */
  name: keyof T & string;
  kind: FieldKind;
  /** i18n key of the label. */
  label: string;
  /** Shown as a list column (sortable and searchable), with this width. */
  list?: { width?: number };
  /** On the forms: both (default), only on create, only on edit, or not at all. */
  form?: 'both' | 'create' | 'edit' | 'none';
  /** Shown but not changeable on the edit form (fixed after creation). */
  fixedOnEdit?: boolean;
  /** Not on the show card. */
  hideOnShow?: boolean;
  required?: boolean;
  /** enum: the values; their labels are `${label}_values.${value}` when translated, else the value. */
  options?: readonly string[];
  /** enum: the i18n key prefix of the values' labels when not `${label}_values` (labels shared with other screens). */
  optionLabels?: string;
  /**
   * ref: the rows to choose from (or, for the row being edited, a function giving them, e.g.
   * a type's own attributes), and the row field that holds the chosen row's name.
   */
  ref?: { resource: ResourceSource | ((row: T | undefined) => ResourceSource); nameField: keyof T & string };
  /** Default on the create form. */
  initial?: unknown;
  /** Custom show value. */
  render?: (row: T) => ReactNode;
}

export interface ResourceRoutes {
  index: RoutePath;
  create: RoutePath;
  show: RoutePath;
  edit: RoutePath;
}

/** Where a resource's rows come from. */
export interface ResourceSource<T extends ResourceRow = ResourceRow> {
  /** Query key and i18n namespace, e.g. 'map_object_statuses'. */
  key: string;
  /** The API list path, e.g. '/v1/map_object_status'; a row is at apiPaths.row(api, id). */
  api: string;
  schema: z.ZodType<T>;
  /** include= of the show call. */
  include?: string;
}

export interface ResourceDef<T extends ResourceRow> extends ResourceSource<T> {
  routes: ResourceRoutes;
  fields: readonly FieldDef<T>[];
}

/** The (translated) message keys every resource namespace holds. */
export const resourceText = (key: string) => ({
  title: `${key}.title`,
  create: `${key}.create`,
  createTitle: `${key}.create_title`,
  editTitle: `${key}.edit_title`,
  created: `${key}.created`,
  saved: `${key}.saved`,
  deleted: `${key}.deleted`,
  deleteTitle: `${key}.delete_title`,
  deleteContent: `${key}.delete_content`,
  notFound: `${key}.not_found`,
  notFoundText: `${key}.not_found_text`,
  backToList: `${key}.back_to_list`,
});
