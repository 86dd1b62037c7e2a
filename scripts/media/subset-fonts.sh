#!/usr/bin/env bash
# Makes app/fonts/noto-sans-latin-ext-a-wght.woff2: Noto Sans (variable weight) for Latin Extended-A only
# (č ć š ž đ and the other Central European letters). The full Latin Extended file is 168 kB; pages that
# name people like "Marković" would download it whole. Needs Debian's python3-fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/../.."
/usr/bin/python3 -m fontTools.subset node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2 \
  --unicodes="U+0100-017F,U+0218-021B" --flavor=woff2 --layout-features='*' \
  --output-file=app/fonts/noto-sans-latin-ext-a-wght.woff2
