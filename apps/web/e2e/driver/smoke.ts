/**
 * The smoke set: the tests that also run on PostgreSQL (scripts/test.sh's e2e-postgres step runs
 * `playwright test --grep @smoke` against a server on a PostgreSQL database). The whole suite
 * runs on the default embedded database; what can differ between the two databases lives in
 * the API, whose suites run whole on both. So the browser checks on PostgreSQL only what
 * crosses the whole stack there: the first run on an empty database, the server-side lists
 * past 2,000 rows with their search, a CSV import, sign-in and the switcher, and one create,
 * edit and delete through each kit (CRUD, link editor, drag order). docs/testing.md lists them.
 *
 *   test('…', smoke, async ({ page }) => { … });
 */
export const smoke = { tag: '@smoke' } as const;
