#!/usr/bin/env bash
# Debian's PostgreSQL 15 for CI, as production would run it (DATABASE_URL):
#   .ci/postgres15.sh install       installs it when missing
#   .ci/postgres15.sh start PORT    a fresh cluster on 127.0.0.1:PORT, role portal_ci (password auth)
#   .ci/postgres15.sh stop          stops and drops that cluster
set -euo pipefail
PG_VERSION=15
CLUSTER=portal-ci

case "${1:-}" in
  install)
    if ! command -v pg_createcluster >/dev/null || [ ! -x "/usr/lib/postgresql/$PG_VERSION/bin/postgres" ]; then
      apt-get update
      apt-get install -y "postgresql-$PG_VERSION"
    fi
    ;;
  start)
    port=${2:?usage: $0 start PORT}
    "$0" stop
    pg_createcluster "$PG_VERSION" "$CLUSTER" -p "$port" -- --auth-host=scram-sha-256 --auth-local=peer >/dev/null
    pg_ctlcluster "$PG_VERSION" "$CLUSTER" start -o "-c listen_addresses=127.0.0.1"
    su postgres -c "psql -q -p $port -c \"create role portal_ci login createdb password 'portal_ci'\""
    ;;
  stop)
    pg_ctlcluster "$PG_VERSION" "$CLUSTER" stop >/dev/null 2>&1 || true
    pg_dropcluster "$PG_VERSION" "$CLUSTER" >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 install | start PORT | stop" >&2
    exit 2
    ;;
esac
