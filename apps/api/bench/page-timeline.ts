/**
 * A page load as the page itself saw it (the big list's): an init script records the long
 * tasks and when the console's layout, the table and its first row, or the map, appeared, with
 * the page's own User Timing marks; the timeline then
 * puts them beside the navigation's and paints' entries and every file and API call (start and
 * end), all in ms from navigation start, in order. Page code is text: this package is typed
 * for Node, without the DOM, and the console's CSP allows no evaluated strings in the page's
 * own scripts (an init script and a DevTools evaluation are not the page's).
 */

/** One line of the timeline. */
export interface TimelineEntry {
  at: number;
  end?: number;
  what: string;
}

export interface Timeline {
  entries: TimelineEntry[];
}

/** The init script: records, and defines window.__benchTimeline() that answers a Timeline. */
export const TIMELINE_RECORDER = `(() => {
  const marks = [];
  const seen = new Set();
  const watch = [
    ['the layout (side menu) shown', '.ant-layout-sider, .ant-layout-header'],
    ['the table shown', 'table.data-table'],
    ['the first row shown', 'tbody tr[data-row-key]'],
    ['the map ready (data-ready)', '[data-ready="true"]'],
  ];
  const look = () => {
    for (const [what, selector] of watch) {
      if (!seen.has(what) && document.querySelector(selector)) { seen.add(what); marks.push({ at: performance.now(), what }); }
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  const tasks = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push({ at: e.startTime, end: e.startTime + e.duration, what: 'long task ' + Math.round(e.duration) + ' ms' }); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
  window.__benchTimeline = () => {
    const entries = [...marks, ...tasks];
    const nav = performance.getEntriesByType('navigation')[0];
    if (nav) {
      entries.push({ at: nav.requestStart, end: nav.responseEnd, what: 'the document' });
      entries.push({ at: nav.domInteractive, what: 'DOM interactive (scripts parsed)' });
      entries.push({ at: nav.domContentLoadedEventEnd, what: 'DOMContentLoaded done' });
      if (nav.loadEventEnd) entries.push({ at: nav.loadEventEnd, what: 'load event done' });
    }
    for (const p of performance.getEntriesByType('paint')) entries.push({ at: p.startTime, what: p.name });
    for (const m of performance.getEntriesByType('mark')) entries.push({ at: m.startTime, what: m.name });
    for (const r of performance.getEntriesByType('resource')) {
      const url = new URL(r.name);
      const api = /^\\/v\\d\\//.test(url.pathname);
      const name = api ? decodeURIComponent(url.pathname + url.search) : url.pathname.split('/').pop() || '/';
      const size = r.transferSize ? ', ' + Math.round(r.transferSize / 1024) + ' KB' : ', cached';
      entries.push({ at: r.startTime, end: r.responseEnd, what: (api ? 'API ' : 'file ') + name + (api ? '' : size) });
    }
    entries.sort((a, b) => a.at - b.at);
    return { entries };
  };
})();`;

/** The timeline as printed lines, one entry each. */
export function timelineLines(timeline: Timeline): string[] {
  return timeline.entries.map((e) => `${e.at.toFixed(0).padStart(5)}${e.end === undefined ? '       ' : `–${e.end.toFixed(0).padEnd(5)} `} ms  ${e.what}`);
}
