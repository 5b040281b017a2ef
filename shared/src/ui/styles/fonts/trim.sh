#!/usr/bin/env bash
# Makes the two trimmed latin fonts of this folder from @fontsource's files (see README.md). Needs fonttools with
# brotli for WOFF2 (Debian: apt-get install -y python3-fonttools python3-brotli). Run from the repository's root.
set -euo pipefail
here=shared/src/ui/styles/fonts
inter=shared/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
cormorant=shared/node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Inter: the weight axis from 400 to 700 (the design's regular, medium, semibold and bold; 400 stays the default).
python3 -m fontTools.varLib.instancer "$inter" wght=400:700 -o "$tmp/inter.woff2"
# Both: every character of the subset, the features text needs (contextual forms, marks, kerning, ligatures, tabular
# and lining figures); fractions, numerators and denominators dropped.
python3 -m fontTools.subset "$tmp/inter.woff2" --unicodes='*' --layout-features='calt,ccmp,locl,tnum,kern,mark,mkmk' \
  --flavor=woff2 --output-file="$here/inter-latin-wght-400-700-normal.woff2"
python3 -m fontTools.subset "$cormorant" --unicodes='*' --layout-features='calt,ccmp,locl,tnum,lnum,kern,liga,mark,mkmk' \
  --flavor=woff2 --output-file="$here/cormorant-garamond-latin-500-normal.woff2"
ls -l "$here"/*.woff2
