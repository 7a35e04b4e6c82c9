# Sourced by scripts/start.sh and scripts/test.sh: puts a supported Node.js first on PATH.
#
# The project runs on Node 24 LTS (primary) and 22 (>= 22.12). A machine with an older Node gets a
# pinned release from the npm registry — the `node-<os>-<arch>` packages hold the official binary —
# cached under .cache/node/<version> (gitignored). Nothing is downloaded from anywhere else.

NODE_24_PINNED=24.21.0
NODE_22_PINNED=22.23.3

# "MAJOR MINOR" of the node on PATH, or "0 0".
current_node_version() {
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); console.log(a + " " + b)' 2>/dev/null || echo "0 0"
}

# Fetches node <version> from the npm registry into .cache/node/<version> (once) and prints its folder.
fetch_node() {
  local version="$1" root dir os arch tarball
  root="$(pwd)/.cache/node"
  dir="$root/$version"
  if [[ ! -x "$dir/bin/node" ]]; then
    case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "no Node.js package for $(uname -s)" >&2; return 1 ;; esac
    case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) echo "no Node.js package for $(uname -m)" >&2; return 1 ;; esac
    echo "== bringing Node.js $version from the npm registry (node-$os-$arch@$version) into .cache/node" >&2
    mkdir -p "$root/tmp-$version"
    tarball="$(cd "$root/tmp-$version" && npm pack --silent "node-$os-$arch@$version" 2>/dev/null | tail -n 1)"
    mkdir -p "$dir"
    tar -xzf "$root/tmp-$version/$tarball" -C "$dir" --strip-components=1
    rm -rf "$root/tmp-$version"
    "$dir/bin/node" --version >/dev/null
  fi
  echo "$dir"
}

# use_node <major>: the node on PATH if it is that major, else the pinned release of it.
use_node() {
  local major="$1" version dir current
  read -r current _ <<<"$(current_node_version)"
  if [[ "$current" == "$major" ]]; then return 0; fi
  if [[ "$major" == 24 ]]; then version="$NODE_24_PINNED"; else version="$NODE_22_PINNED"; fi
  dir="$(fetch_node "$version")" || return 1
  export PATH="$dir/bin:$PATH"
  # Native addons (node-gyp) build against this Node's own headers, shipped in the same package.
  export npm_config_nodedir="$dir"
  hash -r
}

# use_supported_node: keep a node >= 22.12, otherwise bring the pinned Node 24.
use_supported_node() {
  local major minor
  read -r major minor <<<"$(current_node_version)"
  if (( major > 22 || (major == 22 && minor >= 12) )); then return 0; fi
  echo "== Node.js $(node --version 2>/dev/null || echo '(none)') is older than 22.12; using Node.js $NODE_24_PINNED" >&2
  use_node 24
}
