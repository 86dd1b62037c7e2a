// The hero's background animation, frame by frame, as raw RGB24 (typed arrays, no dependency). An abstract,
// calm scene in the Potentia palette: a deep navy (#0b1f3a) to teal (#0f766e) field with slowly drifting soft
// light blobs, a sparse "data network" of points and hairlines, and a few gold (#d4a017) nodes that breathe.
// Every motion is a whole number of cycles over the loop, so the last frame flows into the first without a seam.
import { HERO_POINTS } from "./hero-points.ts";

type Rgb = readonly [number, number, number];
const rgb = (r: number, g: number, b: number): Rgb => [r / 255, g / 255, b / 255];
const NAVY = rgb(11, 31, 58);
const TEAL = rgb(15, 118, 110);
const TEAL_LIGHT = rgb(94, 214, 196);
const GOLD = rgb(212, 160, 23);
const TAU = 2 * Math.PI;

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const linear = (color: Rgb): Rgb => [toLinear(color[0]), toLinear(color[1]), toLinear(color[2])];
function toSrgb(c: number): number {
  const v = Math.min(Math.max(c, 0), 1);
  return v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
}
const clamp01 = (v: number) => Math.min(Math.max(v, 0), 1);

/** Soft blobs: centre, radius, colour, strength, orbit, cycles per loop, phase. */
const BLOBS = [
  { cx: 0.82, cy: 0.78, r: 470, color: TEAL, k: 0.26, ax: 0.08, ay: 0.07, fx: 1, fy: 1, ph: 2.1 },
  { cx: 0.12, cy: 0.3, r: 340, color: TEAL, k: 0.05, ax: 0.08, ay: 0.1, fx: 1, fy: 1, ph: 0.0 },
  { cx: 0.55, cy: 0.05, r: 330, color: TEAL_LIGHT, k: 0.025, ax: 0.12, ay: 0.05, fx: 1, fy: 2, ph: 4.0 },
  { cx: 0.62, cy: 0.92, r: 240, color: GOLD, k: 0.018, ax: 0.08, ay: 0.04, fx: 1, fy: 1, ph: 1.3 },
];

export class HeroScene {
  readonly width: number;
  readonly height: number;
  private readonly scale: number;
  /** Linear RGB of the background gradient, the vignette and the network's mask (quieter in the middle). */
  private readonly base: Float32Array;
  private readonly vignette: Float32Array;
  private readonly netMask: Float32Array;
  private readonly origins: [number, number][];
  private readonly gold: boolean[];

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.scale = width / 1280; // every size is designed at 1280 wide
    const pixels = width * height;
    this.base = new Float32Array(pixels * 3);
    this.vignette = new Float32Array(pixels);
    this.netMask = new Float32Array(pixels);
    const lit = NAVY.map((c, i) => c * 0.75 + TEAL[i]! * 0.25);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const gx = x / width;
        const gy = y / height;
        const i = y * width + x;
        // A diagonal navy -> teal gradient, darker at the top-left, lit at the bottom-right.
        const t = clamp01(0.55 * gx + 0.45 * gy) ** 1.3;
        for (let c = 0; c < 3; c++) this.base[i * 3 + c] = toLinear(NAVY[c]! * (1 - t) + lit[c]! * t);
        // The vignette keeps the edges calm and the whole frame dark enough for white text.
        const d = Math.sqrt(((gx - 0.5) * 1.1) ** 2 + ((gy - 0.5) * 1.3) ** 2);
        this.vignette[i] = 1 - 0.55 * clamp01(d - 0.15) ** 1.1;
        const m = clamp01((d - 0.12) / 0.45);
        this.netMask[i] = 0.4 + 0.6 * m * m * (3 - 2 * m);
      }
    }
    // The network: a jittered 9 x 6 grid of points (the seeded layout of hero-points.ts).
    this.origins = HERO_POINTS.map(([jx, jy], k) => [
      (((k % 9) + 0.5 + jx) / 9) * width * 1.08 - 0.04 * width,
      ((Math.floor(k / 9) + 0.5 + jy) / 6) * height * 1.1 - 0.05 * height,
    ]);
    // Five gold nodes, spread out: farthest-point picks among the inner points.
    const inner = this.origins.flatMap(([x, y], k) =>
      x > 0.08 * width && x < 0.92 * width && y > 0.1 * height && y < 0.9 * height ? [k] : [],
    );
    const pick = [inner[Math.floor(inner.length / 3)]!];
    const distance = (a: number, b: number) =>
      Math.hypot(this.origins[a]![0] - this.origins[b]![0], this.origins[a]![1] - this.origins[b]![1]);
    while (pick.length < 5) {
      const nearest = (k: number) => Math.min(...pick.map((m) => distance(k, m)));
      pick.push(inner.reduce((best, k) => (nearest(k) > nearest(best) ? k : best)));
    }
    this.gold = this.origins.map((_, k) => pick.includes(k));
  }

  /** The points at `u` in [0, 1), the position in the loop: each on its own small closed orbit. */
  private points(u: number): [number, number][] {
    return HERO_POINTS.map(([, , ox, oy, cx, cy, px, py], k) => [
      this.origins[k]![0] + ox * this.scale * Math.cos(TAU * u * cx + px),
      this.origins[k]![1] + oy * this.scale * Math.sin(TAU * u * cy + py),
    ]);
  }

  /** The frame at `u` in [0, 1), as RGB24. */
  frame(u: number): Uint8Array {
    const { width: w, height: h, scale: s } = this;
    const img = Float32Array.from(this.base);
    for (const blob of BLOBS) {
      const px = (blob.cx + blob.ax * Math.cos(TAU * u * blob.fx + blob.ph)) * w;
      const py = (blob.cy + blob.ay * Math.sin(TAU * u * blob.fy + blob.ph * 0.7)) * h;
      const rr = blob.r * s * (1 + 0.08 * Math.sin(TAU * u + blob.ph));
      const color = linear(blob.color).map((c) => c * blob.k);
      const gy = Float32Array.from({ length: h }, (_, y) => Math.exp(-(((y - py) / rr) ** 2)));
      const gx = Float32Array.from({ length: w }, (_, x) => Math.exp(-(((x - px) / rr) ** 2)));
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const g = gy[y]! * gx[x]!;
          const i = (y * w + x) * 3;
          img[i] = img[i]! + color[0]! * g;
          img[i + 1] = img[i + 1]! + color[1]! * g;
          img[i + 2] = img[i + 2]! + color[2]! * g;
        }
      }
    }
    for (let i = 0; i < w * h; i++)
      for (let c = 0; c < 3; c++) img[i * 3 + c] = img[i * 3 + c]! * this.vignette[i]!;

    const pts = this.points(u);
    const lineColor = linear(TEAL_LIGHT);
    const layer = new Float32Array(w * h); // the lines' coverage
    const link = 215 * s; // points closer than this are joined
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        const d = Math.hypot(pts[i]![0] - pts[j]![0], pts[i]![1] - pts[j]![1]);
        if (d < link) this.segment(layer, pts[i]!, pts[j]!, (1 - d / link) ** 1.5 * 0.32, 0.9 * s);
      }
    }
    for (let i = 0; i < w * h; i++) {
      const k = layer[i]! * this.netMask[i]! * 0.55;
      for (let c = 0; c < 3; c++) img[i * 3 + c] = img[i * 3 + c]! + lineColor[c]! * k;
    }
    // Nodes: teal-light dots; the gold ones breathe with a soft halo.
    pts.forEach(([x, y], k) => {
      if (this.gold[k]) {
        const breath = 0.5 + 0.5 * Math.sin(TAU * u * 2 + HERO_POINTS[k]![8]);
        this.dot(img, x, y, 2.0 * s * 1.35, linear(GOLD), 0.95);
        this.halo(img, x, y, 16 * s, linear(GOLD), 0.1 + 0.14 * breath);
      } else {
        this.dot(img, x, y, 2.0 * s, lineColor, 0.55);
      }
    });
    const out = new Uint8Array(w * h * 3);
    for (let i = 0; i < out.length; i++) out[i] = Math.floor(toSrgb(img[i]!) * 255 + 0.5);
    return out;
  }

  /** The pixels within `pad` of the box of two points: [x from, x to, y from, y to). */
  private box(x0: number, y0: number, x1: number, y1: number, pad: number): [number, number, number, number] {
    return [
      Math.max(Math.trunc(Math.min(x0, x1) - pad), 0),
      Math.min(Math.trunc(Math.max(x0, x1) + pad) + 1, this.width),
      Math.max(Math.trunc(Math.min(y0, y1) - pad), 0),
      Math.min(Math.trunc(Math.max(y0, y1) + pad) + 1, this.height),
    ];
  }

  private segment(
    layer: Float32Array,
    p: [number, number],
    q: [number, number],
    alpha: number,
    lineWidth: number,
  ) {
    const [xa, xb, ya, yb] = this.box(p[0], p[1], q[0], q[1], 3);
    const vx = q[0] - p[0];
    const vy = q[1] - p[1];
    const length2 = vx * vx + vy * vy || 1;
    for (let y = ya; y < yb; y++) {
      for (let x = xa; x < xb; x++) {
        const t = clamp01(((x - p[0]) * vx + (y - p[1]) * vy) / length2);
        const dist = Math.hypot(x - (p[0] + t * vx), y - (p[1] + t * vy));
        const i = y * this.width + x;
        layer[i] = Math.max(layer[i]!, clamp01(lineWidth - dist + 0.5) * alpha);
      }
    }
  }

  private dot(img: Float32Array, x0: number, y0: number, r: number, color: Rgb, alpha: number) {
    const [xa, xb, ya, yb] = this.box(x0, y0, x0, y0, r + 2);
    for (let y = ya; y < yb; y++) {
      for (let x = xa; x < xb; x++) {
        const cover = clamp01(r - Math.hypot(x - x0, y - y0) + 0.5) * alpha;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) img[i + c] = img[i + c]! * (1 - cover) + color[c]! * cover;
      }
    }
  }

  private halo(img: Float32Array, x0: number, y0: number, r: number, color: Rgb, k: number) {
    const [xa, xb, ya, yb] = this.box(x0, y0, x0, y0, r * 3);
    for (let y = ya; y < yb; y++) {
      for (let x = xa; x < xb; x++) {
        const g = Math.exp(-((x - x0) ** 2 + (y - y0) ** 2) / (r * r)) * k;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) img[i + c] = img[i + c]! + color[c]! * g;
      }
    }
  }
}
