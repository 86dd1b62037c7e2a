#!/usr/bin/env bash
# Renders the site's still images from the SVG drawings in this folder into public/media/:
#   office-{belgrade,riyadh}-{800,400}.webp, office-*-800.avif   (800x500, 400x250)
#   apple-touch-icon.png (180x180), favicon.ico (16+32) from favicon.svg / apple-touch-icon.svg
#   og-image.jpg (1200x630): hero frame 0 + logo-inverse.svg + text in Noto Sans
#   cover-<slug>-{1200,800,400}.{avif,webp} (1200x630...) and og-<slug>.jpg (1200x630): the
#   insights' covers from cover-<slug>.svg; the Open Graph image adds the mark and "Potentia Insights"
#   `render-images.sh covers` renders the covers alone (no ffmpeg or numpy needed)
# logo.svg and logo-inverse.svg are hand-written and live in public/media directly, favicon.svg in public/.
# Debian: apt-get install -y librsvg2-bin webp libavif-bin imagemagick fonts-noto-core ffmpeg python3-numpy
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$(cd "$here/../.." && pwd)/public/media"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

IM=/usr/bin/convert            # ImageMagick itself (a stand-in may shadow it on PATH)
FONT=/usr/share/fonts/truetype/noto
have_avif=1
command -v avifenc >/dev/null || { have_avif=0; echo "avifenc not found: AVIF files skipped" >&2; }

svg() { rsvg-convert -w "$2" -h "$3" "$here/$1.svg" -o "$4"; }          # name w h out.png
webp() { cwebp -quiet -q "$3" -m 6 -sharp_yuv -metadata none "$1" -o "$2"; }  # in out quality
avif() { # in out cq-level (lower is better)
  [ "$have_avif" = 1 ] || return 0
  avifenc --min 0 --max 63 -a end-usage=q -a cq-level="$3" -a tune=ssim -s 4 -y 420 -d 10 "$1" "$2" >/dev/null
}

# Insight covers (1200x630, the Open Graph ratio) and each article's Open Graph image.
covers() {
  rsvg-convert -w 120 -h 120 "$out/logo-inverse.svg" -o "$tmp/cover-mark.png"
  for file in "$here"/cover-*.svg; do
    slug="$(basename "$file" .svg)"; slug="${slug#cover-}"
    for w in 1200 800 400; do
      h=$((w * 630 / 1200))
      svg "cover-$slug" "$w" "$h" "$tmp/cover-$slug-$w.png"
      webp "$tmp/cover-$slug-$w.png" "$out/cover-$slug-$w.webp" 80
      avif "$tmp/cover-$slug-$w.png" "$out/cover-$slug-$w.avif" 24
    done
    $IM "$tmp/cover-$slug-1200.png" \
      -fill 'rgba(6,20,42,0.88)' -draw 'rectangle 0,500 1200,630' \
      "$tmp/cover-mark.png" -geometry +48+505 -compose over -composite \
      -font "$FONT/NotoSans-Bold.ttf" -pointsize 52 -fill white -annotate +190+584 'Potentia' \
      -font "$FONT/NotoSans-Regular.ttf" -pointsize 40 -fill '#d4a017' -annotate +430+582 'Insights' \
      -strip -sampling-factor 4:2:0 -interlace JPEG -quality 84 "$out/og-$slug.jpg"
  done
  ls -l "$out"/cover-* "$out"/og-*.jpg
}
if [ "${1:-}" = covers ]; then covers; exit 0; fi

# Office cards: map-style drawings of where each office is.
for city in belgrade riyadh; do
  svg "office-$city" 800 500 "$tmp/$city-800.png"
  svg "office-$city" 400 250 "$tmp/$city-400.png"
  webp "$tmp/$city-800.png" "$out/office-$city-800.webp" 82
  webp "$tmp/$city-400.png" "$out/office-$city-400.webp" 82
  avif "$tmp/$city-800.png" "$out/office-$city-800.avif" 22
done

# Icons: apple-touch-icon (opaque, iOS rounds the corners itself) and favicon.ico (16 + 32).
svg apple-touch-icon 180 180 "$tmp/apple.png"
$IM "$tmp/apple.png" -background '#0b1f3a' -alpha remove -alpha off -strip "$out/apple-touch-icon.png"
rsvg-convert -w 32 -h 32 "$out/../favicon.svg" -o "$tmp/fav32.png"
rsvg-convert -w 16 -h 16 "$out/../favicon.svg" -o "$tmp/fav16.png"
$IM "$tmp/fav16.png" "$tmp/fav32.png" "$out/../favicon.ico"

# Open Graph image: the hero's first frame with the mark, name and tagline.
python3 "$here/hero_frames.py" --frames 1 |
  ffmpeg -hide_banner -loglevel error -nostdin -y -f rawvideo -pix_fmt rgb24 -s 1280x720 -i - \
    -vf "scale=1200:675:flags=lanczos,crop=1200:630:0:22" "$tmp/og-bg.png"
rsvg-convert -w 200 -h 200 "$out/logo-inverse.svg" -o "$tmp/mark.png"
$IM "$tmp/og-bg.png" \
  \( -size 1200x630 radial-gradient:'rgba(6,17,35,0.55)'-'rgba(6,17,35,0)' \) -compose over -composite \
  "$tmp/mark.png" -geometry +128+195 -compose over -composite \
  -font "$FONT/NotoSans-Bold.ttf" -pointsize 112 -fill white -annotate +358+318 'Potentia' \
  -fill '#d4a017' -draw 'rectangle 364,352 448,356' \
  -font "$FONT/NotoSans-Regular.ttf" -pointsize 40 -fill '#e8f1f0' -annotate +362+418 'Empowerment Through Knowledge' \
  -font "$FONT/NotoSans-Regular.ttf" -pointsize 24 -fill '#9cc7c4' \
  -annotate +364+470 'Market research & consumer insights  ·  Belgrade  ·  Riyadh' \
  "$tmp/og.png"
$IM "$tmp/og.png" -strip -sampling-factor 4:2:0 -interlace JPEG -quality 86 "$out/og-image.jpg"

covers
ls -l "$out"/office-* "$out"/apple-touch-icon.png "$out"/../favicon.ico "$out"/og-image.jpg
