#!/usr/bin/env bash
# Installs what the wiki tests (tests/wiki/) need: Debian's MediaWiki 1.39 with SQLite
# and PHP's command line (its built-in server serves the test wiki). Idempotent: quick
# when installed. Called by scripts/setup.sh --browser or --wiki.
set -euo pipefail

# (php -m read whole: grep -q closing the pipe early would fail the pipeline under pipefail)
if [ -f /usr/share/mediawiki/maintenance/install.php ] && command -v php >/dev/null &&
   [[ $'\n'"$(php -m 2>/dev/null)"$'\n' == *$'\n'pdo_sqlite$'\n'* ]]; then
  exit 0
fi
if ! command -v apt-get >/dev/null; then
  echo "setup-wiki: apt-get not found; install MediaWiki 1.39 in /usr/share/mediawiki, php-cli and php-sqlite3 yourself" >&2
  exit 1
fi
as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else echo "setup-wiki: need root to run: $*" >&2; return 1
  fi
}
echo "setup: installing Debian mediawiki, php-sqlite3 and php-cli for the wiki tests"
as_root apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends mediawiki php-sqlite3 php-cli
