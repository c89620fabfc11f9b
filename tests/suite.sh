#!/usr/bin/env bash
# `npm test`: every layer, cheapest and quickest to fail first (docs/testing.md). Each step says
# when it starts (minutes:seconds since the start), so a slow run shows where its time went; the
# first step that fails stops the run.
#   unit         functions on data in memory (seconds)
#   build        dist/, as `npm run build` makes it: beside the unit layer, which needs none of it
#                (its output is printed once the unit layer has passed)
#   then, in one vitest run that keeps both cores busy to its end (vitest.config.ts):
#     integration  fixture builds, the dev server, child processes, the deploy command
#     deploy       the S3 deploy against a local S3 server
#     dist         the built HTML of dist/
#     dist-base    the same tests on a build under a project-site base path (it builds it first)
#     scenario     an editor's day on a copy of the content, built and held to the dist tests
#   e2e          what only a browser shows (Playwright + axe), on three sites built and served by
#                tests/e2e/serve.ts, which starts beside the vitest run: much of that run's time is
#                spent waiting on the processes and servers its tests start, and the sites are then
#                ready when the browser layer starts instead of being built first
set -euo pipefail
cd "$(dirname "$0")/.."

step() {
  printf '\n== %d:%02d %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*" >&2
  "$@"
}

mkdir -p .tmp
build_log=.tmp/suite-build.log
printf '\n== %d:%02d npm run build --silent (beside the unit layer; its output below once it is done)\n' $((SECONDS / 60)) $((SECONDS % 60)) >&2
npm run build --silent >"$build_log" 2>&1 &
build_pid=$!
if ! step npm run test:unit; then
  # The build ends on its own in seconds; a unit failure is the run's answer.
  wait "$build_pid" 2>/dev/null || true
  exit 1
fi
build_status=0
wait "$build_pid" || build_status=$?
printf '\n== %d:%02d the build, done\n' $((SECONDS / 60)) $((SECONDS % 60)) >&2
cat "$build_log"
[ "$build_status" -eq 0 ] || exit "$build_status"

# The browser layer's sites, built and served beside the vitest run (unless servers are given).
serve_log=.tmp/e2e-serve.log
serve_pid=
if [ -z "${E2E_ROOT_PORT:-}" ]; then
  printf '\n== %d:%02d tests/e2e/serve.ts (beside the vitest run: the browser layer'"'"'s sites)\n' $((SECONDS / 60)) $((SECONDS % 60)) >&2
  node build/run.mjs tests/e2e/serve.ts >"$serve_log" 2>&1 &
  serve_pid=$!
  trap '[ -z "$serve_pid" ] || kill "$serve_pid" 2>/dev/null || true' EXIT
fi
step npx vitest run --project integration --project integration-mocked --project deploy --project dist --project dist-base --project scenario
if [ -n "$serve_pid" ]; then
  # Its line names the three ports (SITES_READY in tests/e2e/site-config.ts); Playwright then
  # uses those servers (playwright.config.ts) instead of starting its own.
  ready=
  for _ in $(seq 1 240); do
    ready=$(grep -m1 '^e2e sites ready: ' "$serve_log" || true)
    [ -n "$ready" ] || ! kill -0 "$serve_pid" 2>/dev/null || { sleep 0.5; continue; }
    break
  done
  if [ -z "$ready" ]; then
    cat "$serve_log"
    echo "tests/e2e/serve.ts did not say its sites were ready" >&2
    exit 1
  fi
  port() { printf '%s\n' "$ready" | sed -E "s|.* $1=http://127\.0\.0\.1:([0-9]+)/.*|\1|"; }
  export E2E_ROOT_PORT="$(port root)" E2E_BASE_PORT="$(port base)" E2E_STRESS_PORT="$(port stress)"
fi
step npm run test:e2e
printf '\n== %d:%02d all layers passed\n' $((SECONDS / 60)) $((SECONDS % 60)) >&2
