#!/usr/bin/env bash
# Installs code-server 4.100.3 (VS Code 1.100.3, the last release that runs on Node 20) into DEST,
# from the npm registry and Debian's packages only (no GitHub downloads), for the end-to-end test
# of the VS Code extension. Idempotent: a finished install leaves DEST/.payola-installed and is reused.
#
#   scripts/e2e/install-code-server.sh [DEST]   (default: node_modules/.cache/payola-e2e/code-server)
#
# Adapted from the workplace's tooling recipe. Needs Debian packages libkrb5-dev pkg-config ripgrep
# chromium (installed with apt-get when missing; needs root) and a C++ toolchain for node-gyp.
set -euo pipefail
VERSION=4.100.3
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
DEST=${1:-$ROOT/node_modules/.cache/payola-e2e/code-server}
MARKER="$DEST/.payola-installed"
BIN="$DEST/node_modules/code-server/out/node/entry.js"

if [ -f "$MARKER" ] && [ "$(cat "$MARKER")" = "$VERSION" ] && [ -f "$BIN" ]; then
  echo "code-server $VERSION already installed in $DEST"
  exit 0
fi

# Debian packages: kerberos headers for the kerberos module, ripgrep instead of a GitHub download,
# and the browser that drives the test.
missing=()
for p in libkrb5-dev pkg-config ripgrep chromium; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing Debian packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >/dev/null
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

t0=$(date +%s)
echo "installing code-server $VERSION into $DEST (about a minute)"
rm -rf "$DEST"
mkdir -p "$DEST"
cd "$DEST"
printf '{ "name": "payola-e2e-code-server", "private": true }\n' > package.json
# --ignore-scripts: the postinstall runs an npm install that downloads ripgrep from GitHub.
npm install --no-save --no-audit --no-fund --ignore-scripts --loglevel=error "code-server@$VERSION"
# argon2's prebuilt download fails offline: node-gyp builds it from source.
npm rebuild --loglevel=error argon2
cd node_modules/code-server/lib/vscode
npm install --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error
mkdir -p node_modules/@vscode/ripgrep/bin
cp "$(command -v rg)" node_modules/@vscode/ripgrep/bin/rg
# node-pty's post-install "compile_commands" step fails (npx); pty.node is built before it.
npm rebuild --loglevel=error @parcel/watcher @vscode/deviceid @vscode/spdlog kerberos native-watchdog node-pty \
  >"$DEST/native-rebuild.log" 2>&1 || true
test -f node_modules/node-pty/build/Release/pty.node || { cat "$DEST/native-rebuild.log"; echo "node-pty was not built" >&2; exit 1; }
ln -sfn node_modules node_modules.asar
(cd bin/remote-cli && ln -sfn code-linux.sh code-server)
(cd bin/helpers && ln -sfn browser-linux.sh browser.sh)
(cd extensions && npm install --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)
echo "$VERSION" > "$MARKER"
echo "code-server $VERSION installed in $(( $(date +%s) - t0 )) s"
