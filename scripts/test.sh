#!/usr/bin/env bash
# `npm test`: every check and test. Installs Debian's chromium, postgresql and nginx when they are missing
# (and apt-get can be used), runs the unit, API and command tests on embedded PGlite and the database tests
# again on a throwaway PostgreSQL cluster, then the end-to-end tests in Chromium against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

results=$(mktemp -d)
pg_dir=""
cleanup() {
  if [ -n "$pg_dir" ] && [ -f "$pg_dir/postmaster.pid" ]; then
    as_pg "$pg_bin/pg_ctl" -D "$pg_dir" -m immediate stop >/dev/null 2>&1 || true
  fi
  [ -n "$pg_dir" ] && rm -rf "$pg_dir"
  rm -rf "$results"
}
trap cleanup EXIT

can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }
apt_install() {
  echo "Installing Debian package(s): $*"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ ! -x /usr/bin/chromium ]; then
  if can_apt; then apt_install chromium; else
    echo "The end-to-end tests need Debian's Chromium at /usr/bin/chromium: install the package 'chromium'." >&2
    exit 1
  fi
fi

find_pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
pg_bin=$(find_pg_bin)
if [ -z "$pg_bin" ]; then
  if can_apt; then apt_install postgresql; pg_bin=$(find_pg_bin); else
    echo "The database tests need PostgreSQL 15+: install the Debian package 'postgresql'." >&2
    exit 1
  fi
fi
# nginx for the test of two instances behind it (server/deploy/two-instances.test.ts), which starts its own
# nginx with its own configuration: the package's service is kept from starting while it installs.
if [ ! -x /usr/sbin/nginx ] && can_apt; then
  no_services=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && no_services=1
  fi
  apt_install nginx-light || apt_install nginx || echo "nginx could not be installed: the two-instance test is skipped." >&2
  if [ -n "$no_services" ]; then rm -f /usr/sbin/policy-rc.d; fi
fi
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

echo "== Format and lint (Biome)"
biome check .
echo "== Import boundaries (dependency-cruiser, rules in .dependency-cruiser.cjs)"
depcruise app core server scripts bench tests --config .dependency-cruiser.cjs
echo "== Typecheck"
react-router typegen
tsc --noEmit

echo "== Production build (once, shared by the tests that serve it)"
node scripts/build-if-needed.mjs

echo "== Unit, API and command tests on embedded PGlite (Vitest projects unit, database and commands: vitest.config.ts)"
vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"

echo "== The database tests again, on PostgreSQL (Vitest project database)"
pg_dir=$(mktemp -d /tmp/potentia-pg.XXXXXX)
[ "$(id -u)" = 0 ] && chown postgres "$pg_dir"
pg_port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg "$pg_bin/initdb" -D "$pg_dir" -A trust -U postgres >/dev/null
as_pg "$pg_bin/pg_ctl" -D "$pg_dir" -w -l "$pg_dir/server.log" \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
vitest run --project database --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"

echo "== End-to-end tests in Chromium (the PostgreSQL cluster stays up for the server-process tests)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" playwright test --reporter=list,json

node scripts/test-summary.mjs "$results"
