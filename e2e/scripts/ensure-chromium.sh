#!/usr/bin/env bash
# The browser suite drives Debian's Chromium; install it only when it is missing (never download a
# browser through Playwright).
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  echo "› installing Debian's chromium"
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update && apt-get install -y chromium
  else
    sudo apt-get update && sudo apt-get install -y chromium
  fi
fi
