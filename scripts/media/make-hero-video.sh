#!/usr/bin/env bash
# Renders the hero background loop and its poster images into public/media/.
#   hero.webm (VP9), hero.mp4 (H.264, yuv420p, faststart): 1280x720, 24 fps, 10 s, no audio
#   hero-poster.{avif,webp,jpg} (1280x720), hero-poster-960.webp: the first frame
# Frames come from hero_frames.py (Python 3 + numpy); encoding from ffmpeg (with
# libvpx-vp9 and libx264), cwebp (webp) and avifenc (libavif-bin).
# Debian: apt-get install -y ffmpeg webp libavif-bin python3-numpy
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$(cd "$here/../.." && pwd)/public/media"
mkdir -p "$out"

W=1280 H=720 FPS=24 SECONDS=10
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "$@"; }

# 1. Render the loop losslessly once (FFV1), so both encodings and the poster share it.
python3 "$here/hero_frames.py" --width $W --height $H --fps $FPS --seconds $SECONDS |
  ff -f rawvideo -pix_fmt rgb24 -s ${W}x${H} -r $FPS -i - -c:v ffv1 -pix_fmt yuv444p "$tmp/master.mkv"

# 2. VP9 in WebM, two-pass constrained quality.
vp9=(-c:v libvpx-vp9 -pix_fmt yuv420p -b:v 420k -maxrate 620k -crf 36 -g 240 -row-mt 1
     -tile-columns 1 -auto-alt-ref 1 -lag-in-frames 25 -deadline good -cpu-used 1 -an)
ff -i "$tmp/master.mkv" "${vp9[@]}" -pass 1 -passlogfile "$tmp/vp9" -f webm /dev/null
ff -i "$tmp/master.mkv" "${vp9[@]}" -pass 2 -passlogfile "$tmp/vp9" "$out/hero.webm"

# 3. H.264 in MP4 for browsers without VP9; moov atom first so playback starts at once.
x264=(-c:v libx264 -profile:v high -pix_fmt yuv420p -b:v 440k -maxrate 700k -bufsize 1400k
      -preset veryslow -tune animation -g 240 -an -movflags +faststart)
ff -i "$tmp/master.mkv" "${x264[@]}" -pass 1 -passlogfile "$tmp/x264" -f mp4 /dev/null
ff -i "$tmp/master.mkv" "${x264[@]}" -pass 2 -passlogfile "$tmp/x264" "$out/hero.mp4"

# 4. Posters: frame 0 of the lossless master, so the video starts without a jump.
ff -i "$tmp/master.mkv" -frames:v 1 -pix_fmt rgb24 "$tmp/poster.png"
ff -i "$tmp/poster.png" -vf scale=960:540:flags=lanczos "$tmp/poster-960.png"
cwebp -quiet -q 82 -m 6 -sharp_yuv "$tmp/poster.png" -o "$out/hero-poster.webp"
cwebp -quiet -q 82 -m 6 -sharp_yuv "$tmp/poster-960.png" -o "$out/hero-poster-960.webp"
ff -i "$tmp/poster.png" -q:v 4 -pix_fmt yuvj420p "$out/hero-poster.jpg"
if command -v avifenc >/dev/null; then
  avifenc --min 0 --max 63 -a end-usage=q -a cq-level=18 -a tune=ssim -s 4 -y 420 -d 10 "$tmp/poster.png" "$out/hero-poster.avif" >/dev/null
else
  echo "avifenc not found (apt-get install libavif-bin): hero-poster.avif not made" >&2
fi

ls -l "$out"/hero*
