# shellcheck shell=bash
# Helpers shared by scripts/test.sh and scripts/bench.sh: messages, the root check and
# Debian packages. Source it; it defines functions only.

REPO_ROOT="${REPO_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}"

info() { printf '==> %s\n' "$*"; }
note() { printf '    %s\n' "$*"; }
warn() { printf 'WARNING: %s\n' "$*" >&2; }
die()  { printf 'ERROR: %s\n' "$*" >&2; exit 1; }

is_root() { [ "$(id -u)" -eq 0 ]; }

# A section header, easy to find in a long CI log.
header() {
  printf '\n'
  printf '=%.0s' {1..78}; printf '\n'
  printf '== %s\n' "$*"
  printf '=%.0s' {1..78}; printf '\n'
}

# apt_install PKG...: installs Debian packages; root only. `apt-get update` runs once per
# process, before the first install.
_APT_UPDATED=0
apt_install() {
  [ "$#" -gt 0 ] || return 0
  if ! is_root; then
    die "missing Debian package(s): $* — run as root (this script installs them then), or install them: apt-get install -y $*"
  fi
  command -v apt-get >/dev/null 2>&1 || die "missing Debian package(s): $* — and apt-get is not available to install them"
  if [ "$_APT_UPDATED" -eq 0 ]; then
    info "apt-get update"
    apt-get update -q
    _APT_UPDATED=1
  fi
  info "apt-get install -y $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
}

# chromium_present: Debian's chromium (the bench and Lighthouse use it).
chromium_present() { [ -x /usr/bin/chromium ]; }
# headless_shell_present: Debian's chromium-headless-shell, which the e2e tests drive.
headless_shell_present() { [ -x /usr/bin/chromium-headless-shell ]; }
# gdal_present: Debian's gdal-bin, whose ogrinfo and ogr2ogr the API tests run against the
# published layers (OGC API - Features).
gdal_present() { command -v ogrinfo >/dev/null 2>&1 && command -v ogr2ogr >/dev/null 2>&1; }

# xmllint_present: Debian's libxml2-utils, whose xmllint validates a route's GPX export against
# the GPX 1.1 schema in the API tests.
xmllint_present() { command -v xmllint >/dev/null 2>&1; }

# The GPX 1.1 schema (TopoGrafix's XSD) the API tests validate against
# (apps/api/test/helpers/gpx-schema.ts reads it here, or at GPX_XSD).
GPX_XSD="${GPX_XSD:-$REPO_ROOT/.cache/gpx/Topografix_gpx11.xsd}"
gpx_schema_present() { [ -s "$GPX_XSD" ]; }

# provide_gpx_schema: puts the XSD at $GPX_XSD unless it is there. Debian ships it only inside
# pytrainer, whose dependencies are heavy: the package is downloaded (not installed) and the one
# file taken out of it. Needs apt's package lists (as root, they are fetched when missing).
provide_gpx_schema() {
  gpx_schema_present && return 0
  local tmp deb
  command -v apt-get >/dev/null 2>&1 || die "the GPX 1.1 schema is missing at $GPX_XSD, and apt-get is not available to download Debian's pytrainer, which ships it"
  tmp="$(mktemp -d)"
  # apt's download user must be able to write there.
  chmod 777 "$tmp"
  info "apt-get download pytrainer (for its GPX 1.1 schema)"
  if ! (cd "$tmp" && apt-get download -q pytrainer); then
    is_root || { rm -rf "$tmp"; die "could not download Debian's pytrainer (for the GPX 1.1 schema at $GPX_XSD): run as root, or apt-get update first"; }
    apt-get update -q
    _APT_UPDATED=1
    (cd "$tmp" && apt-get download -q pytrainer) || { rm -rf "$tmp"; die "could not download Debian's pytrainer (for the GPX 1.1 schema at $GPX_XSD)"; }
  fi
  deb="$(ls "$tmp"/pytrainer_*.deb)"
  dpkg-deb -x "$deb" "$tmp/x"
  mkdir -p "$(dirname "$GPX_XSD")"
  cp "$tmp/x/usr/share/pytrainer/schemas/Topografix_gpx11.xsd" "$GPX_XSD.part"
  mv "$GPX_XSD.part" "$GPX_XSD"
  rm -rf "$tmp"
}

# fmt_duration SECONDS -> "1m05s"
fmt_duration() {
  local s="$1"
  if [ "$s" -ge 60 ]; then printf '%dm%02ds' $((s / 60)) $((s % 60)); else printf '%ds' "$s"; fi
}
