/* Farm scenes, part 1 of 10: randomness and noise. The parts run in order in one page and share its globals (scripts/media/build-media.mjs). */
'use strict';

// ---------- randomness and noise ----------
function rng(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function noise1(seed) {
  const r = rng(seed);
  const v = Array.from({ length: 512 }, r);
  const at = (i) => v[((i % 512) + 512) % 512];
  return function (x) {
    const i = Math.floor(x);
    const f = x - i;
    const u = f * f * (3 - 2 * f);
    return at(i) * (1 - u) + at(i + 1) * u;
  };
}
function fbm(n, x, oct = 4) {
  let s = 0,
    a = 0.5,
    f = 1,
    t = 0;
  for (let i = 0; i < oct; i++) {
    s += a * n(x * f);
    t += a;
    a *= 0.5;
    f *= 2.03;
  }
  return s / t;
}

// ---------- colour ----------
function hex(c) {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function mix(a, b, t) {
  const A = typeof a === 'string' ? hex(a) : a;
  const B = typeof b === 'string' ? hex(b) : b;
  return [A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t];
}
function css(c, alpha = 1) {
  const C = typeof c === 'string' ? hex(c) : c;
  return `rgba(${C[0] | 0},${C[1] | 0},${C[2] | 0},${alpha})`;
}
function jitter(c, r, amt) {
  const C = typeof c === 'string' ? hex(c) : c;
  const k = (r() - 0.5) * amt;
  return [C[0] + k * 255, C[1] + k * 255, C[2] + k * 200];
}

const PALETTES = {
  day: {
    skyTop: '#3d7cc4',
    skyMid: '#86b6e0',
    skyLow: '#d9e8ef',
    sun: '#fff6dc',
    sunGlow: 0.25,
    haze: '#c9dbe3',
    light: '#fff4dc',
    grade: '#ffeccc',
    gradeA: 0.08,
    shadow: 0.35,
  },
  golden: {
    skyTop: '#4f7fb8',
    skyMid: '#e9c39a',
    skyLow: '#f8d9a2',
    sun: '#fff1c9',
    sunGlow: 0.7,
    haze: '#efc994',
    light: '#ffd99a',
    grade: '#ffb45e',
    gradeA: 0.16,
    shadow: 0.45,
  },
  dawn: {
    skyTop: '#6a8bb5',
    skyMid: '#e8b7a6',
    skyLow: '#fbe0c2',
    sun: '#fff3dd',
    sunGlow: 0.55,
    haze: '#f1d3bf',
    light: '#ffe2c4',
    grade: '#ffc6a0',
    gradeA: 0.12,
    shadow: 0.4,
  },
  dusk: {
    skyTop: '#2b3d6b',
    skyMid: '#c96a4f',
    skyLow: '#f3a860',
    sun: '#ffe0a0',
    sunGlow: 0.9,
    haze: '#dd8f62',
    light: '#ff9d5c',
    grade: '#ff8a4a',
    gradeA: 0.2,
    shadow: 0.55,
  },
};

// ---------- camera ----------
function camera(W, H, horizon, eye = 1.7, fov = 0.95) {
  const f = W * fov;
  const hy = H * horizon;
  return {
    W,
    H,
    f,
    hy,
    eye,
    y: (d) => hy + (f * eye) / d,
    x: (x, d) => W / 2 + (f * x) / d,
    s: (m, d) => (f * m) / d,
    dAtY: (y) => (f * eye) / (y - hy),
    halfWidth: (d) => ((W / 2) * d) / f,
  };
}

// ---------- sky ----------
function sky(ctx, cam, P, opt, r) {
  const { W, H, hy } = cam;
  const g = ctx.createLinearGradient(0, 0, 0, hy + 2);
  g.addColorStop(0, P.skyTop);
  g.addColorStop(0.62, P.skyMid);
  g.addColorStop(1, P.skyLow);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, hy + H * 0.1);
  const sx = W * (opt.sunX ?? 0.75);
  const sy = hy - H * (opt.sunH ?? 0.08);
  const glow = ctx.createRadialGradient(sx, sy, 0, sx, sy, W * 0.55);
  glow.addColorStop(0, css(P.sun, P.sunGlow));
  glow.addColorStop(0.25, css(P.sun, P.sunGlow * 0.35));
  glow.addColorStop(1, css(P.sun, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, W, hy + H * 0.1);
  if (opt.sunDisc !== false) {
    ctx.fillStyle = css(P.sun, 0.95);
    ctx.beginPath();
    ctx.arc(sx, sy, W * 0.018, 0, Math.PI * 2);
    ctx.fill();
  }
  clouds(ctx, cam, P, opt, r);
}

function clouds(ctx, cam, P, opt, r) {
  const { W, hy } = cam;
  const count = opt.clouds ?? 7;
  const drift = (opt.t ?? 0) * W * 0.012;
  ctx.save();
  // high wisps
  for (let i = 0; i < 5; i++) {
    const y = hy * (0.08 + r() * 0.35);
    const x = r() * W + drift * 1.5;
    ctx.filter = `blur(${W * 0.004}px)`;
    ctx.strokeStyle = css('#ffffff', 0.18 + r() * 0.15);
    ctx.lineWidth = W * (0.002 + r() * 0.004);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.bezierCurveTo(
      x + W * 0.08,
      y - W * 0.01,
      x + W * 0.16,
      y + W * 0.01,
      x + W * (0.22 + r() * 0.1),
      y - W * 0.005,
    );
    ctx.stroke();
  }
  for (let i = 0; i < count; i++) {
    const depth = 0.35 + r() * 0.6; // 1 = near the horizon: smaller, flatter, hazier
    const baseY = hy * (0.1 + depth * 0.78);
    const cw = W * (0.1 + r() * 0.16) * (1.35 - depth * 0.75);
    const cx = (((r() * 1.4 - 0.2) * W + drift * (1.4 - depth)) % (W * 1.4)) - W * 0.1;
    const tall = cw * (0.22 + r() * 0.2) * (1.2 - depth * 0.5);
    const lit = mix('#ffffff', P.skyLow, depth * 0.35);
    const shade = mix(mix('#7f8ea6', P.skyMid, 0.45), P.skyLow, depth * 0.35);
    const puffs = 40 + ((r() * 30) | 0);
    ctx.filter = `blur(${Math.max(0.6, cw * 0.012)}px)`;
    for (let k = 0; k < puffs; k++) {
      const u = r() * 2 - 1; // -1..1 across the cloud
      const env = 1 - u * u; // taller in the middle
      const px = cx + u * cw * 0.5;
      const ph = r() * tall * env;
      const py = baseY - ph;
      const pr = cw * (0.035 + r() * 0.06) * (0.5 + env);
      const top = ph / (tall + 1);
      const g = ctx.createRadialGradient(px - pr * 0.2, py - pr * 0.45, pr * 0.05, px, py, pr);
      g.addColorStop(0, css(mix(lit, P.sun, 0.2), 0.95));
      g.addColorStop(0.55, css(mix(lit, shade, 0.35 - top * 0.3), 0.9));
      g.addColorStop(1, css(mix(shade, P.skyMid, 0.2), 0));
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(px, Math.min(py, baseY - pr * 0.55), pr, 0, Math.PI * 2);
      ctx.fill();
    }
    // flat, shaded base
    ctx.filter = `blur(${Math.max(1, cw * 0.02)}px)`;
    ctx.fillStyle = css(shade, 0.35);
    ctx.beginPath();
    ctx.ellipse(cx, baseY - tall * 0.08, cw * 0.45, tall * 0.12, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}
