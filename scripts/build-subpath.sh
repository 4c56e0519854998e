#!/usr/bin/env bash
# Builds the site for the sub-path /troubleshoot/ into build-subpath/, for the browser tests of
# sub-path hosting (tests/browser/subpath.spec.ts). It stays out of the way of ./build and of a
# running `npm start`: its own output and generated-files folders, and no shared build cache.
set -euo pipefail
cd "$(dirname "$0")/.."
export BASE_URL=/troubleshoot/ DOCUSAURUS_GENERATED_FILES_DIR_NAME=.docusaurus-subpath DOCUSAURUS_NO_PERSISTENT_CACHE=1
npx docusaurus build --out-dir build-subpath
node scripts/finish-build.mjs build-subpath
