/**
 * antd's Table (rc-table) measures the scrollbar's width once it is mounted, in a layout
 * effect: a hidden element with `overflow: scroll` is appended to the page and measured, which
 * makes the browser lay out the whole page there and then, in the middle of React's commit, and
 * when the width is not 0 the table renders a second time, synchronously. The width is used
 * only by a table with a fixed header (`scroll.y`) or a sticky header, to narrow the header's
 * last column; the console has neither anywhere. Traced on the users list's opening (issue 10,
 * 2026-11-23, load ~6): `measureScrollbarSize` was the function with the most CPU of the whole
 * opening, 138 ms of 2.1 s, for a width nothing reads. Every screen with a table paid it.
 *
 * Here the measurement runs only for a table with a fixed or sticky header, as before for those.
 * The build stops if rc-table's code no longer has the line (an upgrade): look at it again then.
 */
import type { Plugin } from 'vite';

/** rc-table's Table component. */
export const RC_TABLE = /[\\/]@rc-component[\\/]table[\\/]es[\\/]Table\.js$/;
/** The condition of the layout effect that measures (rc-table 1.x). */
const MEASURES = 'useLayoutEffect(() => {\n    if (!tailor || !useInternalHooks) {';
const MEASURES_WHEN_READ = 'useLayoutEffect(() => {\n    if ((fixHeader || isSticky) && (!tailor || !useInternalHooks)) {';

/** Table.js with the measuring effect limited to fixed and sticky headers; throws when the effect is not found once. */
export function measureOnlyForFixedHeaders(code: string): string {
  const at = code.indexOf(MEASURES);
  if (at < 0 || code.indexOf(MEASURES, at + 1) >= 0) throw new Error("rc-table's scrollbar measuring effect was not found once: check vite-plugins/table-scrollbar-measure.ts");
  return code.slice(0, at) + MEASURES_WHEN_READ + code.slice(at + MEASURES.length);
}

/** The build's plugin: measureOnlyForFixedHeaders on rc-table's Table.js. */
export function tableScrollbarMeasure(): Plugin {
  return {
    name: 'console:table-scrollbar-measure',
    enforce: 'pre',
    // Called for Table.js only (the bundler tests the id), as the other transforms here.
    transform: {
      filter: { id: RC_TABLE },
      handler(code) {
        return { code: measureOnlyForFixedHeaders(code), map: null };
      },
    },
  };
}
