#!/usr/bin/env bash
# npm run bench: the API under load (autocannon, loopback only, a few minutes), on embedded
# PGlite and on PostgreSQL, beside a bare Fastify + pg ceiling. See apps/api/bench/run.ts.
#
# PostgreSQL: BENCH_DATABASE_URL if set (it should be a fresh, empty database), otherwise the
# local cluster (installed and started as root, as for npm test) with a database console_bench
# dropped and created anew on each run.
#
# Environment: BENCH_DBS (postgres,pglite), BENCH_SECONDS (5), BENCH_WARMUP (1), BENCH_LIST (user; or kv, attribute),
# BENCH_SERVER (bundle: apps/api/dist/server.mjs, as npm start runs it; tsx: the sources),
# BENCH_ONLY=web (only the console's JS, compression and Lighthouse figures, apps/api/bench/web.ts),
# BENCH_ONLY=geometry (only the largest geometry posted, apps/api/bench/big-geometry.ts; exits 1 when over its target),
# BENCH_ONLY=lists (only the big networks' list pages against their best bare queries and their viewports, on
#   PostgreSQL with the published layer's box, and the big network on PGlite: big-map.ts, big-actions.ts, big-ogc.ts,
#   big-pglite.ts; exits 1 when a target is missed),
# BENCH_BROWSER=0 (no chromium and no console build: the API's figures and their ceilings alone).
# Results: printed, and written to bench-results/latest.json. Exits 0 whether the targets are
# met or not (it is a measurement); non-zero only when a measurement could not be made.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO_ROOT="$PWD"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh
# shellcheck source=lib/postgres.sh
source scripts/lib/postgres.sh

[ -d node_modules ] || die "node_modules is missing: run npm ci first"
[ -d node_modules/autocannon ] || [ -d apps/api/node_modules/autocannon ] || die "autocannon is missing (a devDependency of apps/api): run npm ci"

BENCH_DBS_GIVEN="${BENCH_DBS:-}"
BENCH_DBS="${BENCH_DBS:-postgres,pglite}"
# BENCH_ONLY=web: only the console on a phone (apps/api/bench/web.ts), on PGlite.
[ "${BENCH_ONLY:-}" = "web" ] && BENCH_DBS=pglite
# BENCH_ONLY=geometry: only the largest geometry (apps/api/bench/big-geometry.ts), on PostgreSQL unless BENCH_DBS says, no browser.
[ "${BENCH_ONLY:-}" = "geometry" ] && BENCH_DBS="${BENCH_DBS_GIVEN:-postgres}" && BENCH_BROWSER=0 && export BENCH_BROWSER
# BENCH_ONLY=lists: both databases unless BENCH_DBS says, no browser.
[ "${BENCH_ONLY:-}" = "lists" ] && BENCH_BROWSER=0 && export BENCH_BROWSER
export BENCH_DBS

if [[ ",$BENCH_DBS," == *",postgres,"* ]]; then
  header "PostgreSQL for the benchmark"
  if [ -n "${BENCH_DATABASE_URL:-}" ]; then
    info "BENCH_DATABASE_URL is set: using it"
  else
    PG_URL_HINT="BENCH_DATABASE_URL (a fresh database), or measure PGlite only with BENCH_DBS=pglite"
    pg_start
    pg_ensure_role console_bench console_bench
    pg_recreate_database console_bench console_bench
    BENCH_DATABASE_URL="$(pg_url console_bench console_bench console_bench)"
    info "fresh database console_bench on 127.0.0.1:$PG_PORT"
  fi
  export BENCH_DATABASE_URL
fi

BENCH_SERVER="${BENCH_SERVER:-bundle}"
export BENCH_SERVER
if [ "$BENCH_SERVER" = "bundle" ]; then
  header "Bundling the API server as npm start does (scripts/build-api.mjs)"
  [ -f scripts/build-api.mjs ] || die "scripts/build-api.mjs is missing: it builds apps/api/dist/server.mjs, which the benchmark runs (or set BENCH_SERVER=tsx to run the sources)"
  node scripts/build-api.mjs
  info "apps/api/dist/server.mjs built"
fi

# The users-table timing in chromium serves the console built from the current sources, into a
# directory of this run's own (apps/web/dist may be stale, or served by someone else's server).
if [ -z "${BENCH_WEB_DIST:-}" ] && [ "${BENCH_BROWSER:-1}" != "0" ]; then
  BENCH_WEB_DIST="$(mktemp -d /tmp/console-bench-web.XXXXXX)"
  trap 'rm -rf "$BENCH_WEB_DIST"' EXIT
  header "Building the console into $BENCH_WEB_DIST (for the users-table timing in chromium)"
  npm run build -w apps/web -- --outDir "$BENCH_WEB_DIST" --emptyOutDir
fi
export BENCH_WEB_DIST="${BENCH_WEB_DIST:-}"

header "Benchmark (${BENCH_DBS}; server: ${BENCH_SERVER})"
node --import tsx apps/api/bench/run.ts
