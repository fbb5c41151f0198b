/**
 * One column of the console's table as it is drawn (table.tsx). The list kit builds them from
 * a screen's column config (list-columns.tsx); the kits add their own around those: the link
 * editors' checkbox, the view button, the order switch's drag handle, a row's edit buttons.
 */
import type { ReactNode } from 'react';

export interface TableColumn<T> {
  key: string;
  /** The header's content; its text is the column's name. */
  title?: ReactNode;
  /** The header's text where `title` is not plain text: the sort and search buttons' names. */
  name?: string;
  width?: number | string;
  align?: 'start' | 'end';
  render: (row: T) => ReactNode;
  /** The header is a sort button (the view holds the sort). */
  sortable?: boolean;
  /** The header has a search box (the view holds the search). */
  searchable?: boolean;
}
