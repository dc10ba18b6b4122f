/* Farm scenes, part 2 of 10: distant land. The parts run in order in one page and share its globals (scripts/media/build-media.mjs). */
'use strict';

// ---------- distant land ----------
function hills(ctx, cam, P, layers, seed) {
  const { W, hy } = cam;
  layers.forEach((L, i) => {
    const n = noise1(seed + i * 17);
    const col = mix(L.color, P.haze, L.haze);
    ctx.beginPath();
    ctx.moveTo(0, hy + 4);
    for (let x = 0; x <= W; x += 4) {
      const h = fbm(n, x / (W * L.scale), 5) * L.height * cam.H + L.lift * cam.H;
      ctx.lineTo(x, hy - h);
    }
    ctx.lineTo(W, hy + (L.depthPad ?? 4));
    ctx.lineTo(0, hy + (L.depthPad ?? 4));
    ctx.closePath();
    const g = ctx.createLinearGradient(0, hy - L.height * cam.H - L.lift * cam.H, 0, hy);
    g.addColorStop(0, css(mix(col, P.light, 0.12)));
    g.addColorStop(1, css(mix(col, P.haze, 0.25)));
    ctx.fillStyle = g;
    ctx.fill();
    if (L.fields) fieldPatches(ctx, cam, P, L, n, seed + i);
  });
}

// Patchwork of crops on a distant hillside.
function fieldPatches(ctx, cam, P, L, n, seed) {
  const r = rng(seed * 7 + 3);
  const { W, hy } = cam;
  const cols = ['#8aa04a', '#c9b065', '#6f8d3c', '#a3523a', '#9fb35a', '#d2bf7c'];
  ctx.save();
  ctx.globalAlpha = 0.55;
  for (let i = 0; i < 26; i++) {
    const x = r() * W;
    const w = W * (0.04 + r() * 0.09);
    const top = hy - (fbm(n, x / (W * L.scale), 5) * L.height + L.lift) * cam.H;
    const y = top + (hy - top) * (0.25 + r() * 0.5);
    const h = (hy - y) * (0.2 + r() * 0.3);
    ctx.fillStyle = css(mix(cols[(r() * cols.length) | 0], P.haze, L.haze + 0.1));
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + w, y + h * 0.15);
    ctx.lineTo(x + w * 0.9, y + h);
    ctx.lineTo(x - w * 0.1, y + h * 0.85);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

function treeline(ctx, cam, P, y, height, color, hazeAmt, seed, density = 1) {
  const r = rng(seed);
  const { W } = cam;
  const col = mix(color, P.haze, hazeAmt);
  for (let x = -20; x < W + 20; x += (2 + r() * 6) / density) {
    const h = height * (0.4 + r() * 0.9);
    const w = h * (0.6 + r() * 0.8);
    ctx.fillStyle = css(jitter(col, r, 0.08));
    ctx.beginPath();
    ctx.ellipse(x, y - h * 0.5, w * 0.5, h * 0.55, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = css(mix(col, '#000000', 0.1));
  ctx.fillRect(0, y - 1, W, Math.max(2, height * 0.15));
}

// ---------- ground ----------
function ground(ctx, cam, P, base, far, seed) {
  const { W, H, hy } = cam;
  const y0 = cam.y(far);
  const g = ctx.createLinearGradient(0, y0, 0, H);
  g.addColorStop(0, css(mix(base, P.haze, 0.45)));
  g.addColorStop(0.35, css(mix(base, P.light, 0.1)));
  g.addColorStop(1, css(mix(base, '#000000', 0.18)));
  ctx.fillStyle = g;
  ctx.fillRect(0, y0, W, H - y0);
  // mottled texture, kept below the horizon
  const r = rng(seed);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, y0, W, H - y0);
  ctx.clip();
  for (let i = 0; i < 900; i++) {
    const y = y0 + (H - y0) * Math.pow(r(), 1.6);
    const d = cam.dAtY(y);
    const w = cam.s(0.8 + r() * 3, d);
    ctx.fillStyle = css(jitter(base, r, 0.14), 0.18);
    ctx.beginPath();
    ctx.ellipse(r() * W, y, w, w * (cam.eye / d) * 0.9 + 0.5, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
  void hy;
}

// Crop rows running towards the horizon: stripes far away, plants near.
function cropField(ctx, cam, P, o) {
  const { W, H } = cam;
  const r = rng(o.seed);
  const far = o.far ?? 400;
  const yFar = cam.y(far);
  const soil = o.soil ?? '#8a4b2f';
  ground(ctx, cam, P, soil, far, o.seed + 1);
  const rowW = o.spacing;
  const offset = o.offset ?? 0.37;
  // stripes: canopy colour along each row, narrowing with distance
  const maxRows = Math.ceil(cam.halfWidth(far) / rowW) + 2;
  const canopy = o.canopy;
  for (let k = -maxRows; k <= maxRows; k++) {
    const x = (k + offset) * rowW;
    ctx.beginPath();
    const steps = 30;
    const pts = [];
    for (let i = 0; i <= steps; i++) {
      const d = far / Math.pow(far / o.near, i / steps);
      pts.push([cam.x(x, d), cam.y(d), cam.s(rowW * o.cover, d)]);
    }
    const onScreen = pts.some((p) => p[0] > -50 && p[0] < W + 50);
    if (!onScreen) continue;
    ctx.moveTo(pts[0][0] - pts[0][2] / 2, pts[0][1]);
    pts.forEach((p) => ctx.lineTo(p[0] - p[2] / 2, p[1]));
    for (let i = pts.length - 1; i >= 0; i--) ctx.lineTo(pts[i][0] + pts[i][2] / 2, pts[i][1]);
    ctx.closePath();
    const g = ctx.createLinearGradient(0, yFar, 0, H);
    g.addColorStop(0, css(mix(canopy, P.haze, 0.4)));
    g.addColorStop(0.2, css(mix(canopy, P.light, 0.08)));
    g.addColorStop(1, css(mix(canopy, '#000000', 0.25)));
    ctx.fillStyle = g;
    ctx.fill();
  }
  // plants, painted far to near
  const plants = [];
  const dMax = o.detail ?? 60;
  for (let k = -maxRows; k <= maxRows; k++) {
    const x = (k + offset) * rowW;
    for (let d = dMax; d > o.near * 0.7; d -= o.step * Math.max(1, d / 25)) {
      const dd = d + (r() - 0.5) * o.step;
      const xx = x + (r() - 0.5) * rowW * 0.15;
      const sx = cam.x(xx, dd);
      if (sx < -W * 0.2 || sx > W * 1.2) continue;
      plants.push([dd, xx, r()]);
    }
  }
  plants.sort((a, b) => b[0] - a[0]);
  for (const [d, x, rv] of plants) {
    const haze = Math.min(0.6, d / (dMax * 1.6));
    o.plant(ctx, cam.x(x, d), cam.y(d), cam.s(1, d), rng((rv * 1e9) | 0), P, haze, o.t ?? 0, d);
  }
}

// ---------- plants (drawn at screen x, y = ground, px per metre = m) ----------
function leaf(ctx, x, y, len, ang, wid, col) {
  const ex = x + Math.cos(ang) * len;
  const ey = y + Math.sin(ang) * len;
  const nx = -Math.sin(ang) * wid;
  const ny = Math.cos(ang) * wid;
  const mx = (x + ex) / 2;
  const my = (y + ey) / 2;
  ctx.fillStyle = col;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.quadraticCurveTo(mx + nx, my + ny, ex, ey);
  ctx.quadraticCurveTo(mx - nx, my - ny, x, y);
  ctx.fill();
}
function arcLeaf(ctx, x, y, len, ang, droop, wid, col) {
  // a long blade that arches and droops
  ctx.strokeStyle = col;
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(0.6, wid);
  ctx.beginPath();
  ctx.moveTo(x, y);
  const cx = x + Math.cos(ang) * len * 0.55;
  const cy = y + Math.sin(ang) * len * 0.55;
  ctx.quadraticCurveTo(cx, cy, x + Math.cos(ang) * len, y + Math.sin(ang) * len + droop * len);
  ctx.stroke();
}

// A long leaf as a filled ribbon along a curve, widest at a third of its length.
function ribbon(ctx, x, y, len, ang, droop, wid, col) {
  const ex = x + Math.cos(ang) * len;
  const ey = y + Math.sin(ang) * len + droop * len;
  const cx = x + Math.cos(ang) * len * 0.6;
  const cy = y + Math.sin(ang) * len * 0.6 - droop * len * 0.25;
  const n = 8;
  const L = [];
  const R = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * ex;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ey;
    const dx = 2 * (1 - t) * (cx - x) + 2 * t * (ex - cx);
    const dy = 2 * (1 - t) * (cy - y) + 2 * t * (ey - cy);
    const l = Math.hypot(dx, dy) || 1;
    const w = wid * Math.sin(Math.PI * Math.pow(t, 0.7)) * (1 - t * 0.3);
    L.push([px - (dy / l) * w, py + (dx / l) * w]);
    R.push([px + (dy / l) * w, py - (dx / l) * w]);
  }
  ctx.fillStyle = col;
  ctx.beginPath();
  L.forEach(([a, b], i) => (i ? ctx.lineTo(a, b) : ctx.moveTo(a, b)));
  for (let i = R.length - 1; i >= 0; i--) ctx.lineTo(R[i][0], R[i][1]);
  ctx.closePath();
  ctx.fill();
}
