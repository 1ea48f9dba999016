#!/usr/bin/env bash
# Debian's PostgreSQL 15 for CI, as production would run it (DATABASE_URL):
#   .ci/postgres15.sh install       installs it when missing
#   .ci/postgres15.sh start PORT [OFFSET]
#                                   a fresh cluster on 127.0.0.1:PORT, role portal_ci (password
#                                   auth); with OFFSET (+N seconds), its clock is moved by that
#                                   much, for the API tests at a fixed clock (test-at-clocks.sh)
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
    port=${2:?usage: $0 start PORT [OFFSET]}
    offset=${3:-}
    "$0" stop
    pg_createcluster "$PG_VERSION" "$CLUSTER" -p "$port" -- --auth-host=scram-sha-256 --auth-local=peer >/dev/null
    if [ -z "$offset" ]; then
      pg_ctlcluster "$PG_VERSION" "$CLUSTER" start -o "-c listen_addresses=127.0.0.1"
    else
      # pg_ctl itself, as postgres: libfaketime's wrapper shares its state through a
      # semaphore the postgres user may not open, and pg_ctlcluster does not pass
      # LD_PRELOAD on, so the library is preloaded here with the offset in FAKETIME.
      libfaketime=$(find /usr/lib -name libfaketime.so.1 -path '*faketime*' | head -n 1)
      su postgres -c "LD_PRELOAD=$libfaketime FAKETIME=$offset DONT_FAKE_MONOTONIC=1 \
        /usr/lib/postgresql/$PG_VERSION/bin/pg_ctl -w -D /var/lib/postgresql/$PG_VERSION/$CLUSTER \
        -l /var/log/postgresql/postgresql-$PG_VERSION-$CLUSTER.log \
        -o '-c config_file=/etc/postgresql/$PG_VERSION/$CLUSTER/postgresql.conf -c listen_addresses=127.0.0.1' start" >/dev/null
    fi
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
