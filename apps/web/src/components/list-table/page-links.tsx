/**
 * The table's page links with an address (antd's Pagination draws them as <a> without href):
 * each page, and the jumps of five, link to the same list at that page, so they can be opened
 * in a new tab or bookmarked, and crawlers and Lighthouse see real links (SEO). A
 * plain click still turns the page in place, as before.
 */
import { cloneElement, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import type { PaginationProps } from 'antd';
import { writeListView, type ListView } from '../../lib/list-view';

type ItemRender = NonNullable<PaginationProps['itemRender']>;

/** The address of `view` at `page`, on the current path with its other parameters kept. */
export function pageHref(view: ListView, page: number, location: { pathname: string; search: string } = window.location): string {
  const query = writeListView(new URLSearchParams(location.search), { ...view, page }).toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/** antd's itemRender: its page and jump anchors get the href of their page. */
export function pageLinks(view: ListView): ItemRender {
  return (page, type, original: ReactNode) => {
    if (type === 'prev' || type === 'next' || !isValidElement(original) || original.type !== 'a') return original;
    return cloneElement(original as ReactElement<{ href?: string; tabIndex?: number; onClick?: (event: MouseEvent) => void }>, {
      href: pageHref(view, page),
      // The list item around the link turns the page and is the keyboard's stop, as before;
      // the link itself must not load the page anew.
      tabIndex: -1,
      onClick: (event: MouseEvent) => event.preventDefault(),
    });
  };
}
