#!/usr/bin/env bash
# A local streaming replica of the PostgreSQL at 127.0.0.1:${PRIMARY_PORT:-5432}, for trying
# READ_DATABASE_URL and for the replica test (npm run test:stress):
#   scripts/pg-replica.sh start   # pg_basebackup -R into $REPLICA_DIR, started on $REPLICA_PORT (hot standby)
#   scripts/pg-replica.sh stop    # stops it and removes its directory
# Then: READ_DATABASE_URL=postgres://postgres@127.0.0.1:5433/<same database name> npm start
# Replication connections from 127.0.0.1 must be allowed on the primary; when they are not and this
# script may write the primary's pg_hba.conf (root or postgres), it adds one trust line and reloads.
set -euo pipefail
PRIMARY_PORT=${PRIMARY_PORT:-5432}
REPLICA_PORT=${REPLICA_PORT:-5433}
REPLICA_DIR=${REPLICA_DIR:-/tmp/portal-replica}
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$BIN/pg_ctl" ] || BIN=$(dirname "$(command -v pg_ctl || echo /usr/bin/pg_ctl)")

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
primary() { psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -tAqc "$1"; }

stop() {
  if [ -f "$REPLICA_DIR/postmaster.pid" ]; then as_postgres "$BIN/pg_ctl" -D "$REPLICA_DIR" -m fast stop >/dev/null || true; fi
  rm -rf "$REPLICA_DIR"
}

start() {
  stop
  if [ "$(primary "select count(*) from pg_hba_file_rules where 'replication' = any(database) and (address = '127.0.0.1' or type = 'local')")" = 0 ]; then
    hba=$(primary "show hba_file")
    echo "--- allowing replication connections from 127.0.0.1 in $hba"
    echo "host replication all 127.0.0.1/32 trust" >>"$hba"
    primary "select pg_reload_conf()" >/dev/null
  fi
  mkdir -p "$REPLICA_DIR"
  chown postgres "$REPLICA_DIR" 2>/dev/null || true
  chmod 700 "$REPLICA_DIR"
  as_postgres pg_basebackup -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$REPLICA_DIR" -R -X stream -c fast
  # a Debian cluster keeps its configuration outside the data directory: the replica gets its own
  printf "hot_standby = on\nlisten_addresses = '127.0.0.1'\nport = %s\nunix_socket_directories = '%s'\n" "$REPLICA_PORT" "$REPLICA_DIR" \
    | as_postgres tee "$REPLICA_DIR/postgresql.conf" >/dev/null
  printf "local all all trust\nhost all all 127.0.0.1/32 trust\n" | as_postgres tee "$REPLICA_DIR/pg_hba.conf" >/dev/null
  as_postgres touch "$REPLICA_DIR/pg_ident.conf"
  as_postgres "$BIN/pg_ctl" -D "$REPLICA_DIR" -l "$REPLICA_DIR/server.log" -w start >/dev/null
  echo "replica of 127.0.0.1:$PRIMARY_PORT running on 127.0.0.1:$REPLICA_PORT ($REPLICA_DIR)"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
