# Sourced by the test script: a throwaway PostgreSQL cluster for the API tests' PostgreSQL pass.
# Debian's `postgresql` package is installed when missing (as chromium is); the cluster lives in a
# temporary folder, runs as an unprivileged user (PostgreSQL refuses root), listens on a free
# loopback port, and is stopped and removed by stop_test_postgres.

pg_bin_dir() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

ensure_postgres_installed() {
  if [ -z "$(pg_bin_dir)" ]; then
    echo "==> installing Debian's postgresql for the API tests on PostgreSQL"
    local sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq postgresql >/dev/null
  fi
}

# Runs a command as the cluster's owner: `nobody` when this script runs as root, else ourselves.
as_pg_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u nobody -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Starts the cluster and exports FLEETDECK_TEST_POSTGRES_URL (its maintenance database, where the
# API harness creates one database per test server).
start_test_postgres() {
  ensure_postgres_installed
  local bin
  bin="$(pg_bin_dir)"
  TEST_PG_DIR="$(mktemp -d -t fleetdeck-pg-XXXXXX)"
  chmod 755 "$TEST_PG_DIR"
  [ "$(id -u)" -eq 0 ] && chown nobody "$TEST_PG_DIR"
  local port
  port="$(free_port)"
  # C collation sorts text by code point, as SQLite does, so lists order alike on both stores.
  (cd "$TEST_PG_DIR" && as_pg_owner "$bin/initdb" -D "$TEST_PG_DIR/data" -U fleetdeck -A trust -E UTF8 --locale=C >"$TEST_PG_DIR/initdb.log")
  # A throwaway cluster: durability settings off, so the suite does not wait on fsync.
  (cd "$TEST_PG_DIR" && as_pg_owner "$bin/pg_ctl" -D "$TEST_PG_DIR/data" -l "$TEST_PG_DIR/server.log" -w start \
    -o "-p $port -k $TEST_PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null)
  TEST_PG_BIN="$bin"
  export FLEETDECK_TEST_POSTGRES_URL="postgres://fleetdeck@127.0.0.1:$port/postgres"
  echo "==> PostgreSQL $("$bin/postgres" --version | awk '{print $3}') for the tests on port $port"
}

stop_test_postgres() {
  if [ -n "${TEST_PG_DIR:-}" ] && [ -d "$TEST_PG_DIR" ]; then
    (cd "$TEST_PG_DIR" && as_pg_owner "$TEST_PG_BIN/pg_ctl" -D "$TEST_PG_DIR/data" -m immediate -w stop >/dev/null 2>&1) || true
    rm -rf "$TEST_PG_DIR"
  fi
  TEST_PG_DIR=""
}
