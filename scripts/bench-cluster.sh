#!/usr/bin/env bash
# The benchmarks that need PostgreSQL and NATS (issue 17), alone: by default resource-list (SQLite
# beside PostgreSQL) and cluster-fleet (two processes); other names and options pass through:
#   scripts/bench-cluster.sh cluster-fleet
#   FLEETDECK_BENCH_ARGS="--robots 1000" scripts/bench-cluster.sh cluster-fleet
set -euo pipefail
cd "$(dirname "$0")/.."
names=("$@")
[ ${#names[@]} -eq 0 ] && names=(resource-list cluster-fleet)
# shellcheck disable=SC2086
exec scripts/bench.sh "${names[@]}" -- ${FLEETDECK_BENCH_ARGS:-}
