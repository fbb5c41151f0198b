/** The page links under a paged table (data-table.tsx): the pages, the page size and 'x-y van N'. */
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListView } from '../../lib/list-view';
import { pageLinks } from './page-links';

const PAGE_SIZES = [10, 25, 50, 100];

export interface TablePagesProps {
  view: ListView;
  /** The rows on all pages. */
  total: number;
  onViewChange: (view: ListView) => void;
  /** Each page link is a link to the list's address at that page (a view held in the URL). */
  hrefs: boolean;
}

export function TablePages({ view, total, onViewChange, hrefs }: TablePagesProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      className="data-table-pagination"
      current={view.page}
      pageSize={view.perPage}
      total={total}
      pageSizeOptions={PAGE_SIZES}
      showSizeChanger
      showTotal={(all, [from, to]) => t('table.total', { from, to, total: all })}
      itemRender={hrefs ? pageLinks(view) : undefined}
      // A new page size starts at the first page.
      onChange={(page, perPage) => onViewChange({ ...view, page: perPage === view.perPage ? page : 1, perPage })}
    />
  );
}
