#!/usr/bin/env python3
"""Renders the hero background animation as raw RGB24 frames on stdout.

Abstract, calm scene in the Potentia palette: a deep navy (#0b1f3a) to teal
(#0f766e) field with slowly drifting soft light blobs, a sparse "data network"
of points and hairlines, and a few gold (#d4a017) nodes that breathe.
Every motion is a whole number of cycles over the loop, so the last frame
flows into the first without a seam.

Usage: hero_frames.py [--width 1280] [--height 720] [--fps 24] [--seconds 10]
       [--frames N (render only the first N)] > frames.rgb
Needs Python 3 and numpy (Debian: python3-numpy).
"""

import argparse
import sys

import numpy as np

NAVY = np.array([11, 31, 58], np.float32) / 255
NAVY_DEEP = np.array([6, 17, 35], np.float32) / 255
TEAL = np.array([15, 118, 110], np.float32) / 255
TEAL_LIGHT = np.array([94, 214, 196], np.float32) / 255
GOLD = np.array([212, 160, 23], np.float32) / 255
TAU = 2 * np.pi


def srgb_to_lin(c):
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def lin_to_srgb(c):
    c = np.clip(c, 0, 1)
    return np.where(c <= 0.0031308, c * 12.92, 1.055 * np.power(c, 1 / 2.4) - 0.055)


class Scene:
    def __init__(self, w, h, seed=7):
        self.w, self.h = w, h
        rng = np.random.default_rng(seed)
        self.x = np.arange(w, dtype=np.float32)
        self.y = np.arange(h, dtype=np.float32)
        s = w / 1280  # all sizes are designed at 1280 wide

        # Base: diagonal navy -> teal gradient, darker at the top-left, lit at the bottom-right.
        gx, gy = np.meshgrid(self.x / w, self.y / h)
        t = np.clip(0.55 * gx + 0.45 * gy, 0, 1) ** 1.3
        base = NAVY[None, None] * (1 - t[..., None]) + (NAVY * 0.75 + TEAL * 0.25)[None, None] * t[..., None]
        self.base = srgb_to_lin(base)
        # Vignette, keeps the edges calm and the whole frame dark enough for white text.
        d = np.sqrt(((gx - 0.5) * 1.1) ** 2 + ((gy - 0.5) * 1.3) ** 2)
        self.vignette = (1 - 0.55 * np.clip(d - 0.15, 0, 1) ** 1.1).astype(np.float32)
        # The network is quieter in the middle, where the headline sits.
        c = np.clip((d - 0.12) / 0.45, 0, 1)
        self.net_mask = (0.4 + 0.6 * c * c * (3 - 2 * c)).astype(np.float32)

        # Soft blobs: (cx, cy, radius, colour, strength, orbit ax, ay, cycles x, cycles y, phase)
        self.blobs = [
            (0.82, 0.78, 470, TEAL, 0.26, 0.08, 0.07, 1, 1, 2.1),
            (0.12, 0.30, 340, TEAL, 0.05, 0.08, 0.10, 1, 1, 0.0),
            (0.55, 0.05, 330, TEAL_LIGHT, 0.025, 0.12, 0.05, 1, 2, 4.0),
            (0.62, 0.92, 240, GOLD, 0.018, 0.08, 0.04, 1, 1, 1.3),
        ]
        self.blob_scale = s

        # Network: jittered grid of points, each on its own small closed orbit.
        cols, rows = 9, 6
        pts = []
        for j in range(rows):
            for i in range(cols):
                bx = (i + 0.5 + rng.uniform(-0.38, 0.38)) / cols * w * 1.08 - 0.04 * w
                by = (j + 0.5 + rng.uniform(-0.38, 0.38)) / rows * h * 1.1 - 0.05 * h
                pts.append((bx, by))
        n = len(pts)
        self.p0 = np.array(pts, np.float32)
        self.orbit = rng.uniform(14, 34, (n, 2)).astype(np.float32) * s
        self.cyc = rng.integers(1, 3, (n, 2))  # 1 or 2 cycles per loop
        self.cyc[:, 1] = np.where(rng.random(n) < 0.5, self.cyc[:, 0], 1)
        self.ph = rng.uniform(0, TAU, (n, 2)).astype(np.float32)
        # Gold nodes: five, spread out (farthest-point picks among the inner points).
        self.gold = np.zeros(n, bool)
        inner = [k for k in range(n) if 0.08 * w < pts[k][0] < 0.92 * w and 0.1 * h < pts[k][1] < 0.9 * h]
        pick = [inner[len(inner) // 3]]
        while len(pick) < 5:
            far = max(inner, key=lambda k: min(np.hypot(*(self.p0[k] - self.p0[m])) for m in pick))
            pick.append(far)
        self.gold[pick] = True
        self.pulse_ph = rng.uniform(0, TAU, n).astype(np.float32)
        self.link = 215 * s  # points closer than this are joined
        self.line_w = 0.9 * s
        self.node_r = 2.0 * s

    def points(self, u):
        a = TAU * u * self.cyc + self.ph
        return self.p0 + self.orbit * np.stack([np.cos(a[:, 0]), np.sin(a[:, 1])], 1)

    def frame(self, u):
        """u in [0, 1): position in the loop."""
        w, h, s = self.w, self.h, self.blob_scale
        img = self.base.copy()

        for cx, cy, r, col, k, ax, ay, fx, fy, ph in self.blobs:
            px = (cx + ax * np.cos(TAU * u * fx + ph)) * w
            py = (cy + ay * np.sin(TAU * u * fy + ph * 0.7)) * h
            rr = r * s * (1 + 0.08 * np.sin(TAU * u + ph))
            g = np.outer(np.exp(-((self.y - py) / rr) ** 2), np.exp(-((self.x - px) / rr) ** 2))
            img += (srgb_to_lin(col) * k)[None, None] * g[..., None]

        img *= self.vignette[..., None]

        pts = self.points(u)
        line_col = srgb_to_lin(TEAL_LIGHT)
        layer = np.zeros((h, w), np.float32)  # line coverage, teal-light
        n = len(pts)
        for i in range(n):
            for j in range(i + 1, n):
                d = float(np.hypot(*(pts[i] - pts[j])))
                if d >= self.link:
                    continue
                alpha = (1 - d / self.link) ** 1.5 * 0.32
                self._segment(layer, pts[i], pts[j], alpha)
        img += line_col[None, None] * (layer * self.net_mask)[..., None] * 0.55

        # Nodes: teal-light dots; gold ones breathe with a soft halo.
        for k in range(n):
            x0, y0 = pts[k]
            if self.gold[k]:
                b = 0.5 + 0.5 * np.sin(TAU * u * 2 + self.pulse_ph[k])
                self._dot(img, x0, y0, self.node_r * 1.35, srgb_to_lin(GOLD), 0.95)
                self._halo(img, x0, y0, 16 * s, srgb_to_lin(GOLD), 0.10 + 0.14 * b)
            else:
                self._dot(img, x0, y0, self.node_r, line_col, 0.55)

        return (lin_to_srgb(img) * 255 + 0.5).astype(np.uint8)

    def _box(self, x0, y0, x1, y1, pad):
        xa = max(int(min(x0, x1) - pad), 0)
        xb = min(int(max(x0, x1) + pad) + 1, self.w)
        ya = max(int(min(y0, y1) - pad), 0)
        yb = min(int(max(y0, y1) + pad) + 1, self.h)
        return xa, xb, ya, yb

    def _segment(self, layer, p, q, alpha):
        xa, xb, ya, yb = self._box(p[0], p[1], q[0], q[1], 3)
        if xa >= xb or ya >= yb:
            return
        X, Y = np.meshgrid(self.x[xa:xb], self.y[ya:yb])
        v = q - p
        L2 = float(v @ v) or 1.0
        t = np.clip(((X - p[0]) * v[0] + (Y - p[1]) * v[1]) / L2, 0, 1)
        dist = np.hypot(X - (p[0] + t * v[0]), Y - (p[1] + t * v[1]))
        cov = np.clip(self.line_w - dist + 0.5, 0, 1)
        sub = layer[ya:yb, xa:xb]
        np.maximum(sub, cov * alpha, out=sub)

    def _dot(self, img, x0, y0, r, col, alpha):
        xa, xb, ya, yb = self._box(x0, y0, x0, y0, r + 2)
        if xa >= xb or ya >= yb:
            return
        X, Y = np.meshgrid(self.x[xa:xb], self.y[ya:yb])
        cov = np.clip(r - np.hypot(X - x0, Y - y0) + 0.5, 0, 1) * alpha
        sub = img[ya:yb, xa:xb]
        sub *= (1 - cov)[..., None]
        sub += col[None, None] * cov[..., None]

    def _halo(self, img, x0, y0, r, col, k):
        xa, xb, ya, yb = self._box(x0, y0, x0, y0, r * 3)
        if xa >= xb or ya >= yb:
            return
        X, Y = np.meshgrid(self.x[xa:xb], self.y[ya:yb])
        g = np.exp(-((X - x0) ** 2 + (Y - y0) ** 2) / (r * r))
        img[ya:yb, xa:xb] += col[None, None] * (g * k)[..., None]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--width", type=int, default=1280)
    ap.add_argument("--height", type=int, default=720)
    ap.add_argument("--fps", type=int, default=24)
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--frames", type=int, default=0)
    a = ap.parse_args()
    total = int(round(a.fps * a.seconds))
    count = a.frames or total
    scene = Scene(a.width, a.height)
    out = sys.stdout.buffer
    for i in range(count):
        out.write(scene.frame(i / total).tobytes())
    out.flush()


if __name__ == "__main__":
    main()
