#!/usr/bin/env bash
# The blog platforms the tests under tests/blog/ run against, from Debian:
# WordPress (with PHP), MariaDB, Hugo and unzip; and from npm, the Astro fixture's own
# packages (tests/blog/astro, its package-lock.json). Idempotent and quick when installed.
set -euo pipefail

# The Astro fixture: npm ci keyed on its lock file's content, as setup.sh does for the
# root. No install scripts: esbuild and Rollup come as prebuilt platform packages, and
# sharp (images) is not used.
astro="$(cd "$(dirname "${BASH_SOURCE[0]}")/../tests/blog/astro" && pwd)"
astro_sum=$(sha256sum "$astro/package-lock.json" | cut -d' ' -f1)
if [ "$(cat "$astro/node_modules/.setup-lock-sum" 2>/dev/null)" != "$astro_sum" ]; then
  echo "setup-blog: npm ci in tests/blog/astro (Astro and @astrojs/mdx for the remark plugin's test)"
  (cd "$astro" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error --json=false)
  echo "$astro_sum" > "$astro/node_modules/.setup-lock-sum"
fi

need=()
[ -f /usr/share/wordpress/wp-load.php ] || need+=(wordpress)
# WordPress 6.1's default theme, for the screenshots (Debian ships it apart).
[ -d /usr/share/wordpress/wp-content/themes/twentytwentythree ] || need+=(wordpress-theme-twentytwentythree)
# A classic (PHP template) theme, for the layout tests: boards in both kinds of theme.
[ -d /usr/share/wordpress/wp-content/themes/twentytwentyone ] || need+=(wordpress-theme-twentytwentyone)
command -v mariadbd >/dev/null || need+=(mariadb-server)
command -v hugo >/dev/null || need+=(hugo)
# The release test opens the release's zips as their users would.
command -v unzip >/dev/null || need+=(unzip)
[ ${#need[@]} = 0 ] && { echo "setup-blog: ok (wordpress, its default and a classic theme, mariadb, hugo, unzip, the astro fixture installed)"; exit 0; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else echo "setup-blog: need root to run: $*" >&2; return 1
  fi
}
if ! command -v apt-get >/dev/null; then
  echo "setup-blog: apt-get not found; install these yourself: ${need[*]}" >&2
  exit 1
fi
echo "setup-blog: installing ${need[*]} (Debian)"
as_root apt-get -o DPkg::Lock::Timeout=600 update -qq
# No services are started: the tests run their own MariaDB and PHP servers.
as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${need[@]}"
echo "setup-blog: ok"
