#!/usr/bin/env bash
# Installs Debian's Chromium for the web client's browser tests when it is missing (never a
# browser download by a test tool). Needs root or sudo.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "installing Debian's chromium"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null
