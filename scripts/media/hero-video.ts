// `npx tsx scripts/media/hero-video.ts [--out public/media] [--posters] [--seconds 10]`: the hero's
// background loop and its posters. hero.webm (VP9) and hero.mp4 (H.264, yuv420p, faststart): 1280x720, 24 fps,
// 10 s, no audio, encoded by Debian's ffmpeg (`apt-get install -y ffmpeg`: libvpx-vp9, libx264) from frames
// rendered here (hero-frames.ts);
// hero-poster.{avif,webp,jpg} (1280x720) and hero-poster-960.webp: frame 0, by sharp. `--posters`: the posters
// alone (no ffmpeg needed).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { HeroScene } from "./hero-frames.ts";

const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 10; // the loop; `--seconds 1` makes a quick trial of the whole pipeline

/** Runs ffmpeg with `args`; `input` (raw frames) is written to its standard input. */
async function ffmpeg(
  args: string[],
  input?: (stdin: NodeJS.WritableStream) => Promise<void>,
): Promise<void> {
  const child = spawn("ffmpeg", ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", ...args], {
    stdio: [input ? "pipe" : "ignore", "inherit", "inherit"],
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", (error) => reject(new Error(`ffmpeg: ${error.message} (apt-get install -y ffmpeg)`)));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  if (input && child.stdin) {
    await input(child.stdin);
    child.stdin.end();
  }
  await done;
}

/** Writes every frame of the loop to `stdin`, waiting for ffmpeg to take each one. */
async function writeFrames(stdin: NodeJS.WritableStream, seconds: number): Promise<void> {
  const scene = new HeroScene(W, H);
  const total = FPS * seconds;
  for (let i = 0; i < total; i++) {
    if (!stdin.write(scene.frame(i / total))) await new Promise((resolve) => stdin.once("drain", resolve));
    if (i % 24 === 23) console.log(`frame ${i + 1}/${total}`);
  }
}

/** Frame 0 of the loop (the video starts without a jump) as the posters. */
async function posters(out: string): Promise<void> {
  const frame = sharp(Buffer.from(new HeroScene(W, H).frame(0)), {
    raw: { width: W, height: H, channels: 3 },
  });
  const png = await frame.png().toBuffer();
  await sharp(png)
    .webp({ quality: 82, effort: 6, smartSubsample: true })
    .toFile(path.join(out, "hero-poster.webp"));
  await sharp(png)
    .resize(960, 540, { kernel: "lanczos3" })
    .webp({ quality: 82, effort: 6, smartSubsample: true })
    .toFile(path.join(out, "hero-poster-960.webp"));
  await sharp(png).jpeg({ quality: 80, mozjpeg: true }).toFile(path.join(out, "hero-poster.jpg"));
  await sharp(png)
    .avif({ quality: 64, effort: 6, chromaSubsampling: "4:2:0" })
    .toFile(path.join(out, "hero-poster.avif"));
}

async function video(out: string, seconds: number): Promise<void> {
  const tmp = mkdtempSync(path.join(tmpdir(), "hero-"));
  try {
    // 1. The loop rendered losslessly once (FFV1), so that both encodings share it.
    const master = path.join(tmp, "master.mkv");
    const raw = ["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${W}x${H}`, "-r", String(FPS), "-i", "-"];
    await ffmpeg([...raw, "-c:v", "ffv1", "-pix_fmt", "yuv444p", master], (stdin) =>
      writeFrames(stdin, seconds),
    );
    // 2. VP9 in WebM, two-pass constrained quality.
    const vp9 =
      "-c:v libvpx-vp9 -pix_fmt yuv420p -b:v 420k -maxrate 620k -crf 36 -g 240 -row-mt 1 -tile-columns 1 -auto-alt-ref 1 -lag-in-frames 25 -deadline good -cpu-used 1 -an";
    // 3. H.264 in MP4 for browsers without VP9; the moov atom first, so playback starts at once.
    const x264 =
      "-c:v libx264 -profile:v high -pix_fmt yuv420p -b:v 440k -maxrate 700k -bufsize 1400k -preset veryslow -tune animation -g 240 -an -movflags +faststart";
    for (const [codec, settings, file, format] of [
      ["vp9", vp9, "hero.webm", "webm"],
      ["x264", x264, "hero.mp4", "mp4"],
    ] as const) {
      const log = ["-passlogfile", path.join(tmp, codec)];
      await ffmpeg(["-i", master, ...settings.split(" "), "-pass", "1", ...log, "-f", format, "/dev/null"]);
      await ffmpeg(["-i", master, ...settings.split(" "), "-pass", "2", ...log, path.join(out, file)]);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const { values } = parseArgs({
  options: { out: { type: "string" }, posters: { type: "boolean" }, seconds: { type: "string" } },
});
const out = path.resolve(values.out ?? "public/media");
mkdirSync(out, { recursive: true });
await posters(out);
if (!values.posters) await video(out, Number(values.seconds ?? SECONDS));
console.log(`hero posters${values.posters ? "" : " and video"} in ${out}`);
