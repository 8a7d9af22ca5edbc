#!/usr/bin/env bash
# Installs PostgreSQL from Debian's packages when its server binaries are missing, for the judge's
# tests against a real PostgreSQL server (they start a throw-away server on loopback themselves).
# Needs root (or sudo); where it cannot install, it says so and the PostgreSQL tests are skipped
# with that message.
set -uo pipefail
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  echo "PostgreSQL is installed: $(ls -d /usr/lib/postgresql/*/bin | head -1)"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then SUDO="sudo"; else
    echo "PostgreSQL is not installed and this user cannot install it: the PostgreSQL tests will be skipped"
    exit 0
  fi
fi
echo "installing PostgreSQL from Debian's packages"
export DEBIAN_FRONTEND=noninteractive
if ! { $SUDO apt-get update -qq >/dev/null && $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null; }; then
  echo "PostgreSQL could not be installed: the PostgreSQL tests will be skipped"
fi
exit 0
