#!/usr/bin/env bash
# `npm test`: every layer, cheapest and quickest to fail first (docs/testing.md). Each step says
# when it starts (minutes:seconds since the start), so a slow run shows where its time went; the
# first step that fails stops the run.
#   unit         functions on data in memory (seconds)
#   build        dist/, as `npm run build` makes it
#   then, in one vitest run that keeps both cores busy to its end (vitest.config.ts):
#     integration  fixture builds, the dev server, child processes, the deploy command
#     deploy       the S3 deploy against a local S3 server
#     dist         the built HTML of dist/
#     dist-base    the same tests on a build under a project-site base path (it builds it first)
#     scenario     an editor's day on a copy of the content, built and held to the dist tests
#   e2e          what only a browser shows (Playwright + axe)
set -euo pipefail
cd "$(dirname "$0")/.."

step() {
  printf '\n== %d:%02d %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*" >&2
  "$@"
}

step npm run test:unit
step npm run build --silent
step npx vitest run --project integration --project deploy --project dist --project dist-base --project scenario
step npm run test:e2e
printf '\n== %d:%02d all layers passed\n' $((SECONDS / 60)) $((SECONDS % 60)) >&2
