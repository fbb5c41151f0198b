# shellcheck shell=bash
# A local PostgreSQL server for the tests and the benchmark (Debian's postgresql package and
# its cluster tools). Source scripts/lib/common.sh first. As root, these functions install
# the server when it is missing, create and start a cluster, and create roles and databases;
# without root they fail with a message naming what is missing.
#
#   pg_ensure_installed             install Debian's postgresql when no server is present
#   pg_start                        a running cluster; sets PG_VERSION, PG_CLUSTER, PG_PORT
#   pg_ensure_role NAME PASSWORD    login role with CREATEDB (password reset each time)
#   pg_grant_signal_backend NAME    lets the role end other roles' sessions, e.g. an autovacuum
#                                   worker that would make DROP DATABASE ... WITH (FORCE) fail
#   pg_ensure_database NAME OWNER   create the database unless it exists
#   pg_recreate_database NAME OWNER drop (disconnecting its clients) and create it again
#   pg_url ROLE PASSWORD DB         postgres://ROLE:PASSWORD@127.0.0.1:PG_PORT/DB

PG_VERSION="${PG_VERSION:-}"
PG_CLUSTER="${PG_CLUSTER:-}"
PG_PORT="${PG_PORT:-}"

# The newest installed server version (a directory /usr/lib/postgresql/<ver>/bin/postgres).
pg_installed_version() {
  local bin ver best=""
  for bin in /usr/lib/postgresql/*/bin/postgres; do
    [ -x "$bin" ] || continue
    ver="$(basename "$(dirname "$(dirname "$bin")")")"
    if [ -z "$best" ] || [ "${ver%%.*}" -gt "${best%%.*}" ]; then best="$ver"; fi
  done
  printf '%s' "$best"
}

pg_server_present() { [ -n "$(pg_installed_version)" ] && command -v pg_lsclusters >/dev/null 2>&1; }

pg_ensure_installed() {
  if pg_server_present; then
    note "PostgreSQL server present: version $(pg_installed_version)"
    return 0
  fi
  apt_install postgresql
  pg_server_present || die "PostgreSQL server still missing after apt-get install postgresql (no /usr/lib/postgresql/*/bin/postgres)"
}

# Runs psql as the postgres superuser over the local socket of the started cluster.
pg_admin_psql() {
  [ -n "$PG_PORT" ] || die "pg_admin_psql: no cluster started (call pg_start first)"
  (cd / && PGOPTIONS="-c client_min_messages=warning" runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -p "$PG_PORT" -d postgres "$@")
}

pg_start() {
  is_root || die "PostgreSQL: not root, so this script cannot install, create or start a cluster. Start a server yourself and set ${PG_URL_HINT:-TEST_DATABASE_URL (a role with CREATEDB)}, or run as root."
  pg_ensure_installed
  PG_VERSION="$(pg_installed_version)"

  # An existing cluster of the installed version, or a new one named main.
  local line ver name port status
  PG_CLUSTER=""
  while read -r ver name port status _; do
    if [ "$ver" = "$PG_VERSION" ]; then PG_CLUSTER="$name"; PG_PORT="$port"; break; fi
  done < <(pg_lsclusters -h 2>/dev/null || true)
  if [ -z "$PG_CLUSTER" ]; then
    info "pg_createcluster $PG_VERSION main"
    pg_createcluster "$PG_VERSION" main
    PG_CLUSTER=main
    line="$(pg_lsclusters -h "$PG_VERSION" main)"
    PG_PORT="$(awk '{print $3}' <<<"$line")"
  fi
  [ -n "$PG_PORT" ] || die "PostgreSQL: could not read the port of cluster $PG_VERSION/$PG_CLUSTER from pg_lsclusters"

  info "Starting PostgreSQL $PG_VERSION/$PG_CLUSTER on port $PG_PORT"
  # exits 2 when the cluster is already running
  pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start || true

  local i
  for i in $(seq 1 60); do
    if pg_isready -q -h 127.0.0.1 -p "$PG_PORT"; then
      note "PostgreSQL accepts connections on 127.0.0.1:$PG_PORT"
      return 0
    fi
    sleep 0.5
  done
  local logfile="/var/log/postgresql/postgresql-$PG_VERSION-$PG_CLUSTER.log"
  [ -f "$logfile" ] && tail -n 30 "$logfile" >&2
  die "PostgreSQL $PG_VERSION/$PG_CLUSTER does not accept connections on 127.0.0.1:$PG_PORT after 30 s"
}

pg_ensure_role() {
  local name="$1" password="$2"
  pg_admin_psql -v name="$name" -v pw="$password" <<'SQL'
SELECT format('CREATE ROLE %I', :'name') WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'name') \gexec
SELECT format('ALTER ROLE %I LOGIN CREATEDB PASSWORD %L', :'name', :'pw') \gexec
SQL
}

pg_grant_signal_backend() {
  pg_admin_psql -v name="$1" <<'SQL'
SELECT format('GRANT pg_signal_backend TO %I', :'name') \gexec
SQL
}

pg_ensure_database() {
  local name="$1" owner="$2"
  pg_admin_psql -v db="$name" -v owner="$owner" <<'SQL'
SELECT format('CREATE DATABASE %I OWNER %I', :'db', :'owner') WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = :'db') \gexec
SQL
}

pg_recreate_database() {
  local name="$1" owner="$2"
  pg_admin_psql -v db="$name" -v owner="$owner" <<'SQL'
SELECT format('DROP DATABASE IF EXISTS %I WITH (FORCE)', :'db') \gexec
SELECT format('CREATE DATABASE %I OWNER %I', :'db', :'owner') \gexec
SQL
}

pg_url() { printf 'postgres://%s:%s@127.0.0.1:%s/%s' "$1" "$2" "$PG_PORT" "$3"; }
