#!/usr/bin/env bash
# `npm run bench`: every benchmark (tests/bench/run-all.ts; names to run a subset, and options for
# each after `--`), with a throwaway PostgreSQL and NATS server started around them as the test
# script starts them (Debian's packages, installed where missing; PostgreSQL without fsync, so its
# figures are an upper bound), so the PostgreSQL and cluster figures of issue 17 come in the same run:
#   npm run bench
#   npm run bench -- cluster-fleet -- --robots 1000
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
source scripts/postgres.sh
source scripts/nats.sh
ensure_postgres_installed
ensure_nats_installed
trap 'stop_test_nats; stop_test_postgres' EXIT
start_test_postgres
start_test_nats
cd tests
npx tsx bench/run-all.ts "$@"
