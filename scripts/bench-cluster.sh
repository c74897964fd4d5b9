#!/usr/bin/env bash
# Runs benchmarks that need PostgreSQL and NATS (issue 17): a throwaway PostgreSQL and NATS server
# (scripts/postgres.sh, scripts/nats.sh, as the test script starts them; PostgreSQL without fsync,
# so its figures are an upper bound) around `bench/run-all.ts`. Default: resource-list (SQLite
# beside PostgreSQL) and cluster-fleet (two processes); other names and options pass through:
#   scripts/bench-cluster.sh cluster-fleet
#   FLEETDECK_BENCH_ARGS="--robots 1000" scripts/bench-cluster.sh cluster-fleet
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/postgres.sh
source scripts/nats.sh
trap 'stop_test_nats; stop_test_postgres' EXIT
start_test_postgres
start_test_nats
names=("$@")
[ ${#names[@]} -eq 0 ] && names=(resource-list cluster-fleet)
for name in "${names[@]}"; do
  echo "=== $name ==="
  # shellcheck disable=SC2086
  (cd tests && FLEETDECK_TEST_STORE=postgres npx tsx "bench/$name.ts" ${FLEETDECK_BENCH_ARGS:-})
done
