#!/usr/bin/env bash
# The blog platforms the tests under tests/blog/ run against, from Debian:
# WordPress (with PHP), MariaDB and Hugo. Idempotent and quick when installed.
set -euo pipefail

need=()
[ -f /usr/share/wordpress/wp-load.php ] || need+=(wordpress)
# WordPress 6.1's default theme, for the screenshots (Debian ships it apart).
[ -d /usr/share/wordpress/wp-content/themes/twentytwentythree ] || need+=(wordpress-theme-twentytwentythree)
command -v mariadbd >/dev/null || need+=(mariadb-server)
command -v hugo >/dev/null || need+=(hugo)
[ ${#need[@]} = 0 ] && { echo "setup-blog: ok (wordpress, its default theme, mariadb, hugo installed)"; exit 0; }

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
