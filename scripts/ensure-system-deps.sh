#!/usr/bin/env bash
# Installs the Debian packages the tests need (browser, PostgreSQL 15, Redis, nginx, ffmpeg, emoji
# font, and a Devanagari system font: every phone has one, and the language switch's "हिन्दी" on an
# English page is drawn in it rather than fetching our web font).
# Idempotent: does nothing when everything is already there.
# With --check it only answers, by its exit code, whether anything is missing.
set -euo pipefail

# package name -> file that proves it is installed
declare -A NEEDS=(
  [chromium]=/usr/bin/chromium
  [postgresql-15]=/usr/lib/postgresql/15/bin/initdb
  [redis-server]=/usr/bin/redis-server
  [nginx]=/usr/sbin/nginx
  [ffmpeg]=/usr/bin/ffmpeg
  [fonts-noto-color-emoji]=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
  [fonts-lohit-deva]=/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf
)

missing=()
for pkg in chromium postgresql-15 redis-server nginx ffmpeg fonts-noto-color-emoji fonts-lohit-deva; do
  [[ -e "${NEEDS[$pkg]}" ]] || missing+=("$pkg")
done

if [[ "${1:-}" == "--check" ]]; then
  [[ ${#missing[@]} -eq 0 ]]
  exit
fi

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "System dependencies: all present."
  exit 0
fi

if [[ $(id -u) -ne 0 ]]; then
  echo "Missing system packages: ${missing[*]}" >&2
  echo "Install them as root:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q -o Dpkg::Use-Pty=0 "${missing[@]}"

for pkg in "${missing[@]}"; do
  if [[ ! -e "${NEEDS[$pkg]}" ]]; then
    echo "Package $pkg installed but ${NEEDS[$pkg]} is still missing." >&2
    exit 1
  fi
done
echo "System dependencies: installed."
