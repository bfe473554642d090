#!/usr/bin/env bash
# Offline speech for the audio narrations (/getAudio): Debian's espeak-ng speaks de, en and it,
# lame encodes its WAV to MP3. Installed only when missing, quietly and without questions. When
# apt-get cannot run (no root, no sudo, no network) this says so and ends well: the server then
# serves recorded narrations only and offers no synthesised ones.
set -uo pipefail

missing=()
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
command -v lame >/dev/null 2>&1 || missing+=(lame)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  echo "› speech: ${missing[*]} missing and apt-get needs root; narrations are not synthesised (install them with apt-get to have them)" >&2
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "› speech: ${missing[*]} missing and this system has no apt-get; narrations are not synthesised" >&2
  exit 0
fi

echo "› installing Debian's ${missing[*]} (offline speech for narrations)"
export DEBIAN_FRONTEND=noninteractive
if ! "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1; then
  # The package lists may be missing or old (a fresh container): read them once, then try again.
  if ! { "${as_root[@]}" apt-get update -qq >/dev/null 2>&1 &&
    "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1; }; then
    echo "› speech: could not install ${missing[*]} with apt-get; narrations are not synthesised" >&2
    exit 0
  fi
fi
echo "› speech: $(espeak-ng --version 2>/dev/null | head -n 1)"
