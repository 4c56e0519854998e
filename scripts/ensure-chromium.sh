#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright's own browser download cannot work
# offline). Install it when it is missing and we are allowed to.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $chromium_path. Install Debian's chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
