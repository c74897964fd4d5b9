# Sourced by the test script: a throwaway NATS server for the cluster tests (two server processes
# on PostgreSQL and NATS). Debian's `nats-server` package is installed when missing (as
# postgresql is); the server runs as an unprivileged user in a temporary folder, listens on a free
# loopback port, and is stopped and removed by stop_test_nats.

nats_server_bin() {
  command -v nats-server 2>/dev/null || { [ -x /usr/sbin/nats-server ] && echo /usr/sbin/nats-server; } || true
}

ensure_nats_installed() {
  if [ -z "$(nats_server_bin)" ]; then
    echo "==> installing Debian's nats-server for the cluster tests"
    local sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq nats-server >/dev/null
  fi
}

# Runs a command as an unprivileged user: `nobody` when this script runs as root, else ourselves.
as_nats_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u nobody -- "$@"
  else
    "$@"
  fi
}

nats_free_port() {
  node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Starts the server and exports FLEETDECK_TEST_NATS_URL; waits until it accepts connections.
start_test_nats() {
  ensure_nats_installed
  local bin port
  bin="$(nats_server_bin)"
  TEST_NATS_DIR="$(mktemp -d -t fleetdeck-nats-XXXXXX)"
  chmod 755 "$TEST_NATS_DIR"
  [ "$(id -u)" -eq 0 ] && chown nobody "$TEST_NATS_DIR"
  port="$(nats_free_port)"
  (cd "$TEST_NATS_DIR" && as_nats_owner "$bin" -a 127.0.0.1 -p "$port" -P "$TEST_NATS_DIR/nats.pid" -l "$TEST_NATS_DIR/nats.log" >/dev/null 2>&1 &)
  local tries=0
  until node -e "const s=require('node:net').connect($port,'127.0.0.1',()=>{s.end();process.exit(0)});s.on('error',()=>process.exit(1))" 2>/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -ge 50 ]; then
      echo "NATS did not start; its log:" >&2
      cat "$TEST_NATS_DIR/nats.log" >&2 || true
      return 1
    fi
    sleep 0.1
  done
  export FLEETDECK_TEST_NATS_URL="nats://127.0.0.1:$port"
  echo "==> NATS $("$bin" --version | awk '{print $2}') for the tests on port $port"
}

stop_test_nats() {
  if [ -n "${TEST_NATS_DIR:-}" ] && [ -d "$TEST_NATS_DIR" ]; then
    if [ -f "$TEST_NATS_DIR/nats.pid" ]; then
      kill "$(cat "$TEST_NATS_DIR/nats.pid")" 2>/dev/null || true
    fi
    rm -rf "$TEST_NATS_DIR"
  fi
  TEST_NATS_DIR=""
}
