/**
 * A client's walk over an OGC API - Features collection, as GDAL pages through one: a page, then
 * its `next` link, until a page has none.
 */
import { expect } from 'vitest';
import type { TestApp } from './app';

export interface OgcPage {
  numberMatched: number;
  features: { id: number }[];
  links: { rel: string; href: string }[];
}

/** A page's `next` link as a URL; undefined on the last page. */
export function nextOf(page: OgcPage): URL | undefined {
  const link = page.links.find((l) => l.rel === 'next');
  return link ? new URL(link.href) : undefined;
}

/**
 * Every page of a collection from `url` on, each with its `next` link, in order. Each page must
 * answer 200; more than `maxPages` fails the test, so a `next` that never ends cannot hang it.
 */
export async function followNextLinks<P extends OgcPage>(t: TestApp, url: string, maxPages = 10): Promise<{ page: P; next: URL | undefined }[]> {
  const pages: { page: P; next: URL | undefined }[] = [];
  for (let at: string | undefined = url; at;) {
    if (pages.length === maxPages) throw new Error(`more than ${maxPages} pages of ${url}`);
    const res = await t.call({ url: at });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.data as P;
    const next = nextOf(page);
    pages.push({ page, next });
    at = next ? next.pathname + next.search : undefined;
  }
  return pages;
}
