#!/usr/bin/env bash
# `npm test`: every layer, cheapest and quickest to fail first (docs/testing.md). Each step says
# when it starts (minutes:seconds since the start), so a slow run shows where its time went; the
# first step that fails stops the run.
#   unit         functions on data in memory (seconds)
#   build        dist/, as `npm run build` makes it
#   integration  fixture builds, the dev server, child processes, the deploy command
#   deploy       the S3 deploy against a local S3 server
#   dist         the built HTML, at the domain root and again under a project-site base path
#   scenario     an editor's day on a copy of the content, built and held to the dist tests
#   e2e          what only a browser shows (Playwright + axe)
set -euo pipefail
cd "$(dirname "$0")/.."

step() {
  printf '\n== %d:%02d %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*" >&2
  "$@"
}

# The project-site build (GitHub Pages at /<repo>/): every link, asset and canonical URL must carry the base path.
BASE=(env BASE_PATH=/buyitad-site/ SITE_URL=https://example.github.io)

step npm run test:unit
step npm run build --silent
step npm run test:integration
step npm run test:deploy
step npm run test:dist
step "${BASE[@]}" npm run build --silent -- --out .tmp/dist-base >/dev/null
step "${BASE[@]}" DIST_DIR=.tmp/dist-base npm run test:dist
step npm run test:scenario
step npm run test:e2e
printf '\n== %d:%02d all layers passed\n' $((SECONDS / 60)) $((SECONDS % 60)) >&2
