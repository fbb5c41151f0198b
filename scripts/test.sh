#!/usr/bin/env bash
# npm test: every suite of the repository, in order, stopping at the first failure.
#
#   1 prerequisites  Debian chromium, chromium-headless-shell, gdal-bin (the API tests read the
#                    published layers with GDAL's ogrinfo and ogr2ogr), libxml2-utils and the
#                    GPX 1.1 schema out of Debian's pytrainer package (the API tests validate a
#                    route's GPX with xmllint) and a PostgreSQL server (apt, as root)
#   2 postgres       a running server, role console_test and database console_test
#                    (skipped only when TEST_DATABASE_URL is already set: then that is used)
#   3 typecheck      npm run typecheck                                             } at the
#   4 lint           npm run lint       (the console's import boundaries)          } same
#   5 unit           npm run test:unit  (web, vitest)                              } time
#   6 api-pglite     npm run test:api, TEST_DATABASE_URL unset (embedded PGlite)   } at the
#   7 api-postgres   npm run test:api on TEST_DATABASE_URL                         } same
#   8 build          npm run build      (web app)                                  } time
#   9 e2e            npm run test:e2e: the whole suite (Playwright + /usr/bin/chromium-  } at the
#                    headless-shell) on the embedded database, two workers, each with a } same
#                    server and a database of its own                                   } time
#  10 e2e-postgres   the smoke set only (npm run test:e2e -- --grep @smoke, one worker) with
#                    E2E_DATABASE_URL on a fresh database console_e2e_<pid>, with a server of its
#                    own: what can differ on PostgreSQL (first run, server-side lists, a CSV
#                    import, sign-in and switcher, one create/edit/delete through each kit); the
#                    API suites (6, 7) cover both databases whole. docs/testing.md lists the set.
#
# Steps that run at the same time write to test-results/steps/<step>.log; each log is printed
# whole, between its step's header and result, when that step ends. TEST_PARALLEL=0 runs them
# one after the other, their output live.
#
# Usage: bash scripts/test.sh [STEP...]
#   With step names (e.g. `npm test -- api-postgres e2e`), only those run after the two setup
#   steps; the others are listed as skipped in the summary. Without, all of them run.
#
# Environment:
#   TEST_DATABASE_URL  use this PostgreSQL (a role with CREATEDB) instead of the local cluster
#   E2E_POSTGRES=0     leave out step 10 (it is then reported as skipped, never silently)
#   E2E_PORT           port of the e2e server (default: a free one, so runs can share a machine);
#                      e2e-postgres uses E2E_PORT+1 when it runs beside e2e
#   TEST_PARALLEL=0    run the steps one after the other, their output live, e2e with one worker
#   E2E_WORKERS        Playwright workers of step 9 (2; 1 with TEST_PARALLEL=0)
#   E2E_SCREENSHOTS=1  pictures of every screen for review in test-results/screens/ (off: CPU)
#   E2E_TRACE=1        a failed e2e test keeps its Playwright trace (off: it nearly doubles the CPU)
#   TEST_BUDGET_MINUTES the whole run's time budget (80): each step's own limit (5 to 60 min)
#                      is cut to what is left; step 10 is skipped (and says so) with < 10 min left
#
# Ends with "steps: N passed, N failed[, N skipped]" and exits non-zero when a step failed.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO_ROOT="$PWD"
# shellcheck source=lib/common.sh
source scripts/lib/common.sh
# shellcheck source=lib/postgres.sh
source scripts/lib/postgres.sh

E2E_POSTGRES="${E2E_POSTGRES:-1}"
TEST_PARALLEL="${TEST_PARALLEL:-1}"
# Where steps that run at the same time write their output.
STEP_LOGS="$REPO_ROOT/test-results/steps"
# The whole run must end well inside CI's 90 minutes (npm ci takes one or two before it).
TEST_BUDGET_MINUTES="${TEST_BUDGET_MINUTES:-80}"
# The smoke run on PostgreSQL starts only with this much of the budget left.
E2E_POSTGRES_NEEDS_MINUTES=10

STEPS=(prerequisites postgres typecheck lint unit api-pglite api-postgres build e2e e2e-postgres)
declare -A STATUS=() DURATION=() REASON=()
for s in "${STEPS[@]}"; do STATUS[$s]="not run"; done
SELECTED=" "
for arg in "$@"; do
  case " ${STEPS[*]} " in
    *" $arg "*) SELECTED="$SELECTED$arg " ;;
    *) printf 'ERROR: unknown step "%s"; steps: %s\n' "$arg" "${STEPS[*]}" >&2; exit 2 ;;
  esac
done
# wanted STEP: true when the step is to run (all run when none were named; setup always runs)
wanted() {
  case "$1" in prerequisites | postgres) return 0 ;; esac
  [ "$SELECTED" = " " ] || [[ "$SELECTED" == *" $1 "* ]]
}

CURRENT=""
STEP_START=0
CHILD=""
RUN_START=$SECONDS

begin_step() {
  local name="$1" what="$2" i=0 n
  for n in "${STEPS[@]}"; do i=$((i + 1)); [ "$n" = "$name" ] && break; done
  CURRENT="$name"
  STEP_START=$SECONDS
  header "[$i/${#STEPS[@]}] $name: $what"
}

end_step() {
  STATUS[$CURRENT]="passed"
  DURATION[$CURRENT]=$((SECONDS - STEP_START))
  info "$CURRENT passed in $(fmt_duration "${DURATION[$CURRENT]}")"
  CURRENT=""
}

skip_step() {
  STATUS[$1]="skipped"
  REASON[$1]="$2"
  printf '\n==> %s: skipped (%s)\n' "$1" "$2"
}

budget_left() { echo $((TEST_BUDGET_MINUTES * 60 - (SECONDS - RUN_START))); }

# run_cmd MINUTES CMD...: runs a command under a time limit: its own, or what is left of the
# run's budget when that is less. Ctrl-C or SIGTERM reaches it and its children.
run_cmd() {
  local limit=$(($1 * 60)) left rc=0
  shift
  left="$(budget_left)"
  if [ "$left" -le 30 ]; then
    die "the run's time budget (TEST_BUDGET_MINUTES=$TEST_BUDGET_MINUTES) is used up before step $CURRENT"
  fi
  [ "$left" -lt "$limit" ] && limit="$left"
  printf '$ %s   (time limit %s)\n' "$*" "$(fmt_duration "$limit")"
  timeout -k 30s "$limit" "$@" &
  CHILD=$!
  wait "$CHILD" || rc=$?
  CHILD=""
  if [ "$rc" -eq 124 ]; then
    printf 'ERROR: "%s" did not finish within %s (time limit of step %s)\n' "$*" "$(fmt_duration "$limit")" "$CURRENT" >&2
  fi
  return "$rc"
}

require_file() {
  [ -f "$1" ] || die "$1 is missing: step $CURRENT cannot run without it"
}

# --- Steps at the same time ------------------------------------------------------------------
# run_together STEP...: runs the steps' bodies (functions body_<step>, with '-' as '_') at the
# same time, each in the background with its output in $STEP_LOGS/<step>.log, and waits for all;
# each log is printed between its step's header and result as that step ends. Status and
# duration land in the summary as for any step. With TEST_PARALLEL=0, or one step, they run one
# after the other with their output live. Returns non-zero when a step failed.
declare -A BG_PID=() BG_START=()
BACKGROUND_FAILED=0

step_number() {
  local i=0 n
  for n in "${STEPS[@]}"; do i=$((i + 1)); [ "$n" = "$1" ] && break; done
  printf '%s' "$i"
}

run_together() {
  local step pid rc failed=0
  if [ "$TEST_PARALLEL" = "0" ] || [ "$#" -eq 1 ]; then
    for step in "$@"; do
      begin_step "$step" "${WHAT[$step]}"
      # (errexit does not reach into a function called as `run_together … || exit`: exit here)
      "body_${step//-/_}" || exit $?
      end_step
    done
    return 0
  fi
  mkdir -p "$STEP_LOGS"
  for step in "$@"; do
    printf '
==> [%s/%s] %s: %s
    started; its output: %s
' "$(step_number "$step")" "${#STEPS[@]}" \
      "$step" "${WHAT[$step]}" "$STEP_LOGS/$step.log"
    BG_START[$step]=$SECONDS
    (
      # In the background: this step's own CURRENT, and its command stopped with it.
      CURRENT="$step"
      CHILD=""
      trap '[ -n "$CHILD" ] && kill -TERM "$CHILD" 2>/dev/null; exit 143' TERM INT
      "body_${step//-/_}"
    ) >"$STEP_LOGS/$step.log" 2>&1 &
    BG_PID[$step]=$!
  done
  while [ "${#BG_PID[@]}" -gt 0 ]; do
    rc=0
    wait -n -p pid "${BG_PID[@]}" || rc=$?
    for step in "${!BG_PID[@]}"; do
      [ "${BG_PID[$step]}" = "$pid" ] || continue
      unset "BG_PID[$step]"
      DURATION[$step]=$((SECONDS - BG_START[$step]))
      header "[$(step_number "$step")/${#STEPS[@]}] $step: ${WHAT[$step]}"
      cat "$STEP_LOGS/$step.log"
      if [ "$rc" -eq 0 ]; then
        STATUS[$step]="passed"
        info "$step passed in $(fmt_duration "${DURATION[$step]}")"
      else
        STATUS[$step]="failed"
        failed=$((failed + 1))
        BACKGROUND_FAILED=$((BACKGROUND_FAILED + 1))
        printf 'ERROR: step %s failed (exit %d) after %s\n' "$step" "$rc" "$(fmt_duration "${DURATION[$step]}")" >&2
      fi
    done
  done
  [ "$failed" -eq 0 ]
}

# Stops the steps still running in the background (the run is ending: Ctrl-C, a failure) and
# marks them failed.
stop_background_steps() {
  local step
  for step in "${!BG_PID[@]}"; do
    kill -TERM "${BG_PID[$step]}" 2>/dev/null || true
  done
  for step in "${!BG_PID[@]}"; do
    wait "${BG_PID[$step]}" 2>/dev/null || true
    STATUS[$step]="failed"
    DURATION[$step]=$((SECONDS - BG_START[$step]))
    REASON[$step]="stopped; output in $STEP_LOGS/$step.log"
    BACKGROUND_FAILED=$((BACKGROUND_FAILED + 1))
    unset "BG_PID[$step]"
  done
}

summary() {
  local passed=0 failed=0 skipped=0 s extra
  header "Summary ($(fmt_duration $((SECONDS - RUN_START))))"
  for s in "${STEPS[@]}"; do
    extra=""
    [ -n "${DURATION[$s]:-}" ] && extra="  $(fmt_duration "${DURATION[$s]}")"
    [ -n "${REASON[$s]:-}" ] && extra="$extra  (${REASON[$s]})"
    printf '  %-14s %-8s%s\n' "$s" "${STATUS[$s]}" "$extra"
    case "${STATUS[$s]}" in
      passed) passed=$((passed + 1)) ;;
      failed) failed=$((failed + 1)) ;;
      skipped) skipped=$((skipped + 1)) ;;
      *) ;;
    esac
  done
  printf '\n'
  if [ "$skipped" -gt 0 ]; then
    printf 'steps: %d passed, %d failed, %d skipped\n' "$passed" "$failed" "$skipped"
  else
    printf 'steps: %d passed, %d failed\n' "$passed" "$failed"
  fi
}

on_exit() {
  local rc=$?
  trap - EXIT
  if [ -n "$CHILD" ]; then kill -TERM "$CHILD" 2>/dev/null || true; fi
  if [ -n "$CURRENT" ]; then
    STATUS[$CURRENT]="failed"
    DURATION[$CURRENT]=$((SECONDS - STEP_START))
    [ "$rc" -eq 0 ] && rc=1
  fi
  stop_background_steps
  [ "$rc" -eq 0 ] && [ "$BACKGROUND_FAILED" -gt 0 ] && rc=1
  if [ "$rc" -ne 0 ]; then printf '\nnpm test FAILED (exit %d)\n' "$rc"; fi
  summary
  exit "$rc"
}
trap on_exit EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A free loopback port for the e2e server, so a run does not collide with another one on the
# same machine (E2E_PORT, when set, is kept).
e2e_port() {
  if [ -n "${E2E_PORT:-}" ]; then printf '%s' "$E2E_PORT"; return; fi
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"
}

mask_url() { sed -E 's#(://[^:/@]+):[^@]*@#\1:***@#' <<<"$1"; }

# ---------------------------------------------------------------------------------------
begin_step prerequisites "node modules, Debian chromium and its headless shell, GDAL, xmllint and the GPX 1.1 schema, PostgreSQL server"
[ -d node_modules ] || die "node_modules is missing: run npm ci first"
missing=()
chromium_present || missing+=(chromium)
headless_shell_present || missing+=(chromium-headless-shell)
gdal_present || missing+=(gdal-bin)
xmllint_present || missing+=(libxml2-utils)
if [ -z "${TEST_DATABASE_URL:-}" ] && ! pg_server_present; then missing+=(postgresql); fi
if [ "${#missing[@]}" -gt 0 ]; then
  info "missing: ${missing[*]}"
  apt_install "${missing[@]}"
fi
chromium_present || die "chromium is missing: /usr/bin/chromium not found after install"
headless_shell_present || die "chromium-headless-shell is missing: /usr/bin/chromium-headless-shell not found after install"
gdal_present || die "gdal-bin is missing: ogrinfo not found after install"
xmllint_present || die "libxml2-utils is missing: xmllint not found after install"
provide_gpx_schema
note "node $(node --version), npm $(npm --version 2>/dev/null)"
note "chromium: $(/usr/bin/chromium --version 2>/dev/null | tail -n 1)"
note "GDAL: $(ogrinfo --version 2>/dev/null)"
note "GPX 1.1 schema: $GPX_XSD"
if [ -z "${TEST_DATABASE_URL:-}" ]; then note "PostgreSQL server: version $(pg_installed_version)"; fi
end_step

# ---------------------------------------------------------------------------------------
begin_step postgres "a PostgreSQL database for the API tests"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  info "TEST_DATABASE_URL is set: using $(mask_url "$TEST_DATABASE_URL")"
  PG_MANAGED=0
else
  pg_start
  pg_ensure_role console_test console_test
  # The API tests drop their databases WITH (FORCE); an autovacuum worker in one of them would
  # make that fail for a role that may not end it.
  pg_grant_signal_backend console_test
  pg_ensure_database console_test console_test
  TEST_DATABASE_URL="$(pg_url console_test console_test console_test)"
  PG_MANAGED=1
  info "TEST_DATABASE_URL=$(mask_url "$TEST_DATABASE_URL") (role console_test, CREATEDB)"
fi
export TEST_DATABASE_URL
end_step

# ---------------------------------------------------------------------------------------
declare -A WHAT=(
  [typecheck]="npm run typecheck"
  [lint]="npm run lint (a feature importing another feature fails)"
  [unit]="web unit tests (npm run test:unit)"
  [build]="npm run build (web app)"
  [api-pglite]="API tests on embedded PGlite (TEST_DATABASE_URL unset)"
  [api-postgres]="API tests on PostgreSQL ($(mask_url "$TEST_DATABASE_URL"))"
  [e2e]="end-to-end tests, embedded database (npm run test:e2e)"
  [e2e-postgres]="end-to-end smoke set (@smoke) on PostgreSQL (a fresh database console_e2e_$$)"
)

body_typecheck() { run_cmd 5 npm run typecheck; }
body_lint() { run_cmd 5 npm run lint; }
body_unit() {
  require_file apps/web/vitest.config.ts
  run_cmd 10 npm run test:unit
}
body_build() { run_cmd 5 npm run build; }

body_api_pglite() {
  require_file apps/api/vitest.config.ts
  run_cmd 20 env -u TEST_DATABASE_URL npm run test:api
}

body_api_postgres() {
  require_file apps/api/vitest.config.ts
  run_cmd 20 env TEST_DATABASE_URL="$TEST_DATABASE_URL" npm run test:api
}

# The e2e servers' ports: E2E_PORT (or a free one) for e2e; beside it, e2e-postgres takes
# E2E_PORT+1 (or another free one).
E2E_PORT_PGLITE=""
E2E_PORT_POSTGRES=""
# Two workers keep both cores busy (one keeps about one: the browser and the server in turn);
# each has a server and a database of its own (apps/web/e2e/fixtures.ts).
if [ "$TEST_PARALLEL" = "0" ]; then E2E_WORKERS="${E2E_WORKERS:-1}"; else E2E_WORKERS="${E2E_WORKERS:-2}"; fi

body_e2e() {
  require_file apps/web/playwright.config.ts
  info "E2E_PORT=$E2E_PORT_PGLITE, E2E_WORKERS=$E2E_WORKERS"
  run_cmd 60 env -u E2E_DATABASE_URL E2E_PORT="$E2E_PORT_PGLITE" E2E_WORKERS="$E2E_WORKERS" npm run test:e2e
}

body_e2e_postgres() {
  # A database of this run's own: two runs on one machine must not drop each other's.
  local E2E_DB="console_e2e_$$" base E2E_DATABASE_URL rc=0
  require_file apps/web/playwright.config.ts
  if [ "$PG_MANAGED" = 1 ]; then
    pg_recreate_database "$E2E_DB" console_test
    E2E_DATABASE_URL="$(pg_url console_test console_test "$E2E_DB")"
  else
    # The given role has CREATEDB: it drops and creates its own database.
    command -v psql >/dev/null 2>&1 || die "psql is missing (Debian package postgresql-client): needed to create $E2E_DB on TEST_DATABASE_URL"
    base="${TEST_DATABASE_URL%%\?*}"
    E2E_DATABASE_URL="${base%/*}/$E2E_DB${TEST_DATABASE_URL#"$base"}"
    PGOPTIONS="-c client_min_messages=warning" psql -X -q -v ON_ERROR_STOP=1 "$TEST_DATABASE_URL" \
      -c "DROP DATABASE IF EXISTS $E2E_DB WITH (FORCE)" -c "CREATE DATABASE $E2E_DB"
  fi
  info "E2E_DATABASE_URL=$(mask_url "$E2E_DATABASE_URL")"
  info "E2E_PORT=$E2E_PORT_POSTGRES"
  # Only the smoke set, in one worker: the whole suite runs in step e2e, on the embedded database.
  run_cmd 60 env E2E_DATABASE_URL="$E2E_DATABASE_URL" E2E_PORT="$E2E_PORT_POSTGRES" E2E_WORKERS=1 npm run test:e2e -- --grep @smoke || rc=$?
  PGOPTIONS="-c client_min_messages=warning" psql -X -q "${TEST_DATABASE_URL}" -c "DROP DATABASE IF EXISTS $E2E_DB WITH (FORCE)" >/dev/null 2>&1 || true
  return "$rc"
}

# ---------------------------------------------------------------------------------------
# The checks side by side: each alone leaves a core idle for much of its time (lint and
# typecheck mostly use one), and none is bound to a clock.
check_steps=()
for s in typecheck lint unit; do
  if wanted "$s"; then check_steps+=("$s"); else skip_step "$s" "not selected"; fi
done
if [ "${#check_steps[@]}" -gt 0 ]; then run_together "${check_steps[@]}" || exit 1; fi

# ---------------------------------------------------------------------------------------
# The API suites side by side, and the console's build beside them (a few seconds of CPU).
# The e2e runs come after: four suites on two cores left the API's clock-bound tests too
# little (docs/operations.md, "Tests").
api_steps=()
for s in api-pglite api-postgres build; do
  if wanted "$s"; then api_steps+=("$s"); else skip_step "$s" "not selected"; fi
done
if [ "${#api_steps[@]}" -gt 0 ]; then run_together "${api_steps[@]}" || exit 1; fi

e2e_steps=()
if wanted e2e; then e2e_steps+=(e2e); else skip_step e2e "not selected"; fi
if ! wanted e2e-postgres; then
  skip_step e2e-postgres "not selected"
elif [ "$E2E_POSTGRES" = "0" ]; then
  skip_step e2e-postgres "E2E_POSTGRES=0"
elif [ "$(budget_left)" -lt $((E2E_POSTGRES_NEEDS_MINUTES * 60)) ]; then
  skip_step e2e-postgres "only $(fmt_duration "$(budget_left)") of the ${TEST_BUDGET_MINUTES} min budget left, ${E2E_POSTGRES_NEEDS_MINUTES} min needed"
else
  e2e_steps+=(e2e-postgres)
fi
if [ "${#e2e_steps[@]}" -gt 0 ]; then
  E2E_PORT_PGLITE="$(e2e_port)"
  if [ -n "${E2E_PORT:-}" ] && [ "${#e2e_steps[@]}" -eq 2 ] && [ "$TEST_PARALLEL" != "0" ]; then
    E2E_PORT_POSTGRES=$((E2E_PORT + 1))
  elif [ -n "${E2E_PORT:-}" ]; then
    E2E_PORT_POSTGRES="$E2E_PORT"
  else
    E2E_PORT_POSTGRES="$(e2e_port)"
  fi
  run_together "${e2e_steps[@]}" || exit 1
fi
