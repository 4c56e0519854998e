#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright's own browser download cannot work
# offline) against the site served by Debian's nginx (deploy/nginx), and compare screenshots made
# with Debian's fonts. Install what is missing when we are allowed to.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages=()
[ -x "$chromium_path" ] || packages+=(chromium)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || packages+=(nginx)
command -v go >/dev/null || packages+=(golang-go) # npm run sync:troubleshoot and its tests
for font in fonts-dejavu-core fonts-liberation; do
  dpkg -s "$font" >/dev/null 2>&1 || packages+=("$font")
done
# The Go libraries the differential tests of reference/go build their reference program from (tests/go-reference).
for lib in golang-github-masterminds-sprig-dev golang-gopkg-yaml.v2-dev golang-github-gobwas-glob-dev golang-github-blang-semver-dev golang-github-masterminds-semver-dev golang-github-knetic-govaluate-dev; do dpkg -s "$lib" >/dev/null 2>&1 || packages+=("$lib"); done
if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${packages[*]} for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
  exit 0
fi
echo "Missing for the browser tests: ${packages[*]}. Install them (sudo apt-get install -y ${packages[*]}) or set CHROMIUM_PATH and NGINX." >&2
exit 1
