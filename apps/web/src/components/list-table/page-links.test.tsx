/** page-links.tsx: the pagination's anchors get the address of their page. */
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ListView } from '../../lib/list-view';
import { pageHref, pageLinks } from './page-links';

const view: ListView = { page: 1, perPage: 25, sort: { field: 'name', desc: true }, filter: { email: 'jan' } };

describe('page links', () => {
  it('link to the same list at that page, keeping the view and the other parameters', () => {
    const at = { pathname: '/admin/users', search: '?status=active&page=1' };
    expect(pageHref(view, 3, at)).toBe('/admin/users?status=active&page=3&sort=-name&filter%5Bemail%5D=jan');
    expect(pageHref({ ...view, sort: null, filter: {} }, 1, { pathname: '/admin/users', search: '' })).toBe('/admin/users');
  });

  it("give antd's page and jump anchors an href, and leave the previous and next buttons alone", () => {
    const render = pageLinks(view);
    const page = render(4, 'page', <a rel="nofollow">4</a>) as ReactElement<{ href: string; tabIndex: number }>;
    expect(isValidElement(page)).toBe(true);
    expect(page.props.href).toMatch(/[?&]page=4(&|$)/);
    expect(page.props.tabIndex).toBe(-1);
    const jump = render(9, 'jump-next', <a className="ant-pagination-item-link">…</a>) as ReactElement<{ href: string }>;
    expect(jump.props.href).toMatch(/[?&]page=9(&|$)/);
    const next = <button type="button">›</button>;
    expect(render(2, 'next', next)).toBe(next);
  });
});
