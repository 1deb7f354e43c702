#!/usr/bin/env bash
# Installs what Tests/Browser/report_browser_test.py needs: headless Chromium and its driver from
# Debian, Selenium and a copy of axe-core from PyPI. axe-core comes from axe-playwright-python, whose
# wheel ships axe-core 4.12 (axe-selenium-python's is 1.1, too old for the WCAG 2.1 and 2.2 tags); it
# is installed without its Playwright dependency because the test only reads its axe.min.js.
# Idempotent and quiet: it installs only what is missing and prints the tools' output only on failure.
set -euo pipefail

log=$(mktemp)
trap 'rm -f "$log"' EXIT
quietly() {
    if ! "$@" >"$log" 2>&1; then
        cat "$log" >&2
        echo "Tests/Browser/install.sh: failed: $*" >&2
        exit 1
    fi
}

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
if [ "${#missing[@]}" -gt 0 ]; then
    sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    export DEBIAN_FRONTEND=noninteractive
    quietly "${sudo[@]}" apt-get update -qq
    # DejaVu so that labels and numbers render the same on every machine.
    quietly "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core
fi

pip=(python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore)
python3 -c "import selenium" 2>/dev/null || quietly "${pip[@]}" selenium
python3 -c "import axe_playwright_python" 2>/dev/null || quietly "${pip[@]}" --no-deps axe-playwright-python==0.1.8
