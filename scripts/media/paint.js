/* Farm scenes painted on a canvas, in the browser (Chromium via playwright-core).
 * A tiny ground-plane camera places everything at a distance in metres, so sizes, rows and
 * haze stay consistent between scenes. Everything is seeded: the same scene renders the same. */
(function () {
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

  const PLANTS = {
    soy(ctx, x, y, m, r, P, haze, t) {
      const h = m * (0.55 + r() * 0.2);
      const sway = Math.sin(t * 2.1 + x * 0.01) * h * 0.03;
      ctx.fillStyle = css(mix('#1d3a17', P.haze, haze), 0.5);
      ctx.beginPath();
      ctx.ellipse(x, y, h * 0.45, h * 0.09 + 0.5, 0, 0, Math.PI * 2);
      ctx.fill();
      const n = h < 4 ? 3 : 14;
      for (let i = 0; i < n; i++) {
        const lx = x + (r() - 0.5) * h * 0.85 + sway * (i / n);
        const ly = y - h * (0.2 + r() * 0.75);
        const s = h * (0.12 + r() * 0.08);
        const up = (y - ly) / h;
        const c = mix(mix('#2e6019', '#8fb843', r() * 0.4 + up * 0.5), P.light, 0.05 + up * 0.25);
        const col = css(mix(c, P.haze, haze));
        for (let k = 0; k < 3; k++)
          leaf(ctx, lx, ly, s, -Math.PI / 2 + (k - 1) * 1.1 + (r() - 0.5) * 0.4, s * 0.45, col);
      }
    },
    corn(ctx, x, y, m, r, P, haze, t) {
      const h = m * (2.2 + r() * 0.4);
      const sway = Math.sin(t * 1.6 + x * 0.004) * h * 0.04;
      ctx.strokeStyle = css(mix('#6c8a34', P.haze, haze));
      ctx.lineWidth = Math.max(0.7, m * 0.035);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x, y - h * 0.5, x + sway, y - h);
      ctx.stroke();
      const nl = h < 6 ? 3 : 11;
      for (let i = 0; i < nl; i++) {
        const f = 0.12 + (i / nl) * 0.78;
        const side = i % 2 ? 1 : -1;
        const len = h * (0.42 - f * 0.2) * (0.8 + r() * 0.4);
        const c = mix(mix('#2f5e1c', '#86a83c', r() * 0.5 + f * 0.4), P.light, 0.08 + f * 0.22);
        const ang = side > 0 ? -0.5 - r() * 0.5 : Math.PI + 0.5 + r() * 0.5;
        if (h < 6)
          arcLeaf(ctx, x + sway * f, y - h * f, len, ang, 0.6, m * 0.05, css(mix(c, P.haze, haze)));
        else
          ribbon(
            ctx,
            x + sway * f,
            y - h * f,
            len,
            ang,
            0.45 + r() * 0.35,
            m * 0.045,
            css(mix(c, P.haze, haze)),
          );
      }
      // ear in its husk, silk, and a thin tassel
      ctx.fillStyle = css(mix('#8da04a', P.haze, haze));
      ctx.beginPath();
      ctx.ellipse(x + m * 0.06 + sway * 0.5, y - h * 0.5, m * 0.045, m * 0.17, 0.3, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = css(mix('#9b5b2e', P.haze, haze));
      ctx.fillRect(
        x + m * 0.1 + sway * 0.5,
        y - h * 0.5 - m * 0.2,
        Math.max(0.5, m * 0.02),
        m * 0.06,
      );
      ctx.strokeStyle = css(mix('#c6aa6a', P.haze, haze));
      ctx.lineWidth = Math.max(0.4, m * 0.01);
      for (let k = 0; k < 4; k++) {
        ctx.beginPath();
        ctx.moveTo(x + sway, y - h);
        ctx.quadraticCurveTo(
          x + sway + (k - 1.5) * m * 0.05,
          y - h - m * 0.18,
          x + sway + (k - 1.5) * m * 0.1,
          y - h - m * 0.1,
        );
        ctx.stroke();
      }
    },
    cane(ctx, x, y, m, r, P, haze, t) {
      const h = m * (2.8 + r() * 0.7);
      const sway = Math.sin(t * 1.3 + x * 0.003) * h * 0.05;
      const stalks = h < 8 ? 2 : 5;
      for (let s = 0; s < stalks; s++) {
        const bx = x + (r() - 0.5) * m * 0.3;
        ctx.strokeStyle = css(mix(mix('#7d8f3c', '#a39a4f', r()), P.haze, haze));
        ctx.lineWidth = Math.max(0.7, m * 0.035);
        ctx.beginPath();
        ctx.moveTo(bx, y);
        ctx.lineTo(bx + sway * 0.7, y - h * 0.7);
        ctx.stroke();
      }
      const nl = h < 8 ? 5 : 16;
      for (let i = 0; i < nl; i++) {
        const f = 0.45 + r() * 0.55;
        const side = r() > 0.5 ? 1 : -1;
        const len = h * (0.3 + r() * 0.25);
        const c = mix(mix('#4c7d2a', '#b4c45c', r() * 0.8), P.light, 0.15 + f * 0.2);
        const ang = side > 0 ? -1.0 - r() * 0.5 : Math.PI + 1.0 + r() * 0.5;
        if (h < 8)
          arcLeaf(
            ctx,
            x + sway * f,
            y - h * f,
            len,
            ang,
            0.9 + r() * 0.5,
            m * 0.035,
            css(mix(c, P.haze, haze)),
          );
        else
          ribbon(
            ctx,
            x + sway * f,
            y - h * f,
            len,
            ang,
            0.7 + r() * 0.5,
            m * 0.03,
            css(mix(c, P.haze, haze)),
          );
      }
    },
    sorghum(ctx, x, y, m, r, P, haze, t) {
      const h = m * (1.3 + r() * 0.3);
      const sway = Math.sin(t * 1.8 + x * 0.005) * h * 0.04;
      ctx.strokeStyle = css(mix('#6d7f35', P.haze, haze));
      ctx.lineWidth = Math.max(0.6, m * 0.03);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x, y - h * 0.6, x + sway, y - h);
      ctx.stroke();
      const nl = h < 5 ? 2 : 6;
      for (let i = 0; i < nl; i++) {
        const f = 0.15 + (i / nl) * 0.6;
        const c = mix(mix('#4a7326', '#a0b24e', r() * 0.6), P.light, 0.1 + f * 0.2);
        arcLeaf(
          ctx,
          x + sway * f,
          y - h * f,
          h * 0.4,
          i % 2 ? -0.5 : Math.PI + 0.5,
          0.6,
          m * 0.05,
          css(mix(c, P.haze, haze)),
        );
      }
      // compact reddish-brown panicle
      const hc = mix(mix('#8e3b1f', '#c0622c', r()), P.light, 0.15);
      const px = x + sway;
      const py = y - h;
      const n = h < 5 ? 3 : 26;
      for (let k = 0; k < n; k++) {
        const up = r();
        ctx.fillStyle = css(mix(jitter(hc, r, 0.15), P.haze, haze));
        ctx.beginPath();
        ctx.arc(
          px + (r() - 0.5) * m * 0.1 * (1 - up * 0.6),
          py - up * m * 0.24,
          Math.max(0.4, m * 0.016),
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
    },
    millet(ctx, x, y, m, r, P, haze, t) {
      const h = m * (1.6 + r() * 0.5);
      const sway = Math.sin(t * 2 + x * 0.006) * h * 0.05;
      ctx.strokeStyle = css(mix('#7e8c45', P.haze, haze));
      ctx.lineWidth = Math.max(0.5, m * 0.02);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.quadraticCurveTo(x, y - h * 0.6, x + sway, y - h);
      ctx.stroke();
      const nl = h < 5 ? 2 : 5;
      for (let i = 0; i < nl; i++) {
        const f = 0.1 + (i / nl) * 0.55;
        const c = mix(mix('#6a8a33', '#b8b45c', r()), P.light, 0.15);
        arcLeaf(
          ctx,
          x + sway * f,
          y - h * f,
          h * 0.35,
          i % 2 ? -0.4 : Math.PI + 0.4,
          0.8,
          m * 0.035,
          css(mix(c, P.haze, haze)),
        );
      }
      // candle-like golden spike
      ctx.strokeStyle = css(mix(mix('#b88a3c', '#e0bf6a', r()), P.haze, haze));
      ctx.lineCap = 'round';
      ctx.lineWidth = Math.max(0.6, m * 0.028);
      ctx.beginPath();
      ctx.moveTo(x + sway, y - h);
      ctx.lineTo(x + sway * 1.3 + m * 0.02, y - h - m * 0.24);
      ctx.stroke();
    },
    grass(ctx, x, y, m, r, P, haze, t) {
      const h = m * (0.35 + r() * 0.35);
      const n = h < 3 ? 2 : 9;
      const base = mix(mix('#5d7d2c', '#b3a956', r() * 0.8), P.light, 0.12);
      for (let i = 0; i < n; i++) {
        const a = -Math.PI / 2 + (r() - 0.5) * 1.2 + Math.sin(t * 2 + x * 0.02) * 0.08;
        ctx.strokeStyle = css(mix(jitter(base, r, 0.12), P.haze, haze));
        ctx.lineWidth = Math.max(0.5, m * 0.012);
        ctx.beginPath();
        ctx.moveTo(x + (r() - 0.5) * h * 0.3, y);
        ctx.quadraticCurveTo(
          x + Math.cos(a) * h * 0.5,
          y + Math.sin(a) * h * 0.6,
          x + Math.cos(a) * h,
          y + Math.sin(a) * h,
        );
        ctx.stroke();
      }
    },
  };

  // Pasture: grass tufts scattered over the ground plane.
  function pasture(ctx, cam, P, o) {
    const far = o.far ?? 500;
    ground(ctx, cam, P, o.base ?? '#7f8f3b', far, o.seed);
    const r = rng(o.seed + 5);
    const tufts = [];
    const n = o.count ?? 9000;
    for (let i = 0; i < n; i++) {
      const d = o.near + Math.pow(r(), 2.2) * ((o.detail ?? 45) - o.near);
      const x = (r() - 0.5) * 2 * cam.halfWidth(d) * 1.1;
      tufts.push([d, x, r()]);
    }
    tufts.sort((a, b) => b[0] - a[0]);
    for (const [d, x, rv] of tufts) {
      PLANTS.grass(
        ctx,
        cam.x(x, d),
        cam.y(d),
        cam.s(1, d),
        rng((rv * 1e9) | 0),
        P,
        Math.min(0.5, d / 90),
        o.t ?? 0,
      );
    }
  }

  // ---------- animals, people, machines, buildings ----------
  // A Nelore (zebu) cow seen from the side; (x, y) ground point, m px per metre.
  function cow(ctx, x, y, m, P, o) {
    const dir = o.dir ?? 1;
    const r = rng(o.seed ?? 1);
    const coat = o.coat ?? mix('#efebe3', '#d3cec4', r());
    const grey = mix(coat, '#6f6a63', 0.45 + r() * 0.2);
    const graze = o.graze ?? false;
    const step = o.step ?? 0;
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(dir * m, m);
    ctx.fillStyle = `rgba(25,30,10,${P.shadow * 0.75})`;
    ctx.beginPath();
    ctx.ellipse(0.1, 0.0, 1.3, 0.12, 0, 0, Math.PI * 2);
    ctx.fill();
    const leg = (lx, i, far) => {
      const swing = Math.sin(step + i * 1.7) * 0.07;
      ctx.fillStyle = css(mix(grey, far ? '#3a3631' : coat, far ? 0.35 : 0.25));
      ctx.beginPath();
      ctx.moveTo(lx - 0.09, -0.82);
      ctx.lineTo(lx + 0.09, -0.82);
      ctx.lineTo(lx + 0.05 + swing * 0.5, -0.42);
      ctx.lineTo(lx + 0.045 + swing, -0.06);
      ctx.lineTo(lx - 0.035 + swing, -0.06);
      ctx.lineTo(lx - 0.05 + swing * 0.5, -0.42);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = '#27221e';
      ctx.fillRect(lx - 0.045 + swing, -0.07, 0.095, 0.07);
    };
    leg(-0.62, 1, true);
    leg(0.52, 3, true);
    // body
    const headTop = graze ? [1.2, -0.62] : [1.12, -1.24];
    const headBot = graze ? [1.02, -0.42] : [1.1, -1.0];
    ctx.beginPath();
    ctx.moveTo(-1.05, -1.28);
    ctx.bezierCurveTo(-0.4, -1.38, 0.2, -1.32, 0.45, -1.36);
    ctx.bezierCurveTo(0.5, -1.64, 0.8, -1.68, 0.86, -1.42);
    ctx.bezierCurveTo(0.98, -1.34, headTop[0] - 0.1, headTop[1] - 0.1, headTop[0], headTop[1]);
    ctx.lineTo(headBot[0], headBot[1]);
    ctx.bezierCurveTo(graze ? 0.95 : 1.0, graze ? -0.5 : -0.84, 0.92, -0.62, 0.76, -0.68);
    ctx.bezierCurveTo(0.3, -0.64, -0.4, -0.64, -0.78, -0.74);
    ctx.bezierCurveTo(-1.1, -0.9, -1.12, -1.12, -1.05, -1.28);
    ctx.closePath();
    ctx.save();
    ctx.clip();
    const g = ctx.createLinearGradient(0, -1.7, 0, -0.62);
    g.addColorStop(0, css(mix(coat, P.light, 0.4)));
    g.addColorStop(0.45, css(coat));
    g.addColorStop(1, css(mix(coat, '#5a554d', 0.5)));
    ctx.fillStyle = g;
    ctx.fillRect(-1.3, -1.8, 2.7, 1.4);
    // darker grey over hump, neck and shoulders, as on Nelore bulls
    const sh = ctx.createLinearGradient(0.1, 0, 1.2, 0);
    sh.addColorStop(0, css(grey, 0));
    sh.addColorStop(0.6, css(grey, 0.55));
    sh.addColorStop(1, css(grey, 0.75));
    ctx.fillStyle = sh;
    ctx.fillRect(-1.3, -1.8, 2.7, 1.4);
    // rim light on the back
    ctx.strokeStyle = css(P.light, 0.5);
    ctx.lineWidth = 0.05;
    ctx.beginPath();
    ctx.moveTo(-1.05, -1.28);
    ctx.bezierCurveTo(-0.4, -1.38, 0.2, -1.32, 0.45, -1.36);
    ctx.stroke();
    ctx.restore();
    // tail
    ctx.strokeStyle = css(mix(coat, '#5e574d', 0.4));
    ctx.lineWidth = 0.045;
    ctx.beginPath();
    ctx.moveTo(-1.04, -1.22);
    ctx.quadraticCurveTo(-1.14, -0.85, -1.08, -0.4 + Math.sin(step * 0.7) * 0.02);
    ctx.stroke();
    ctx.fillStyle = '#2b2521';
    ctx.beginPath();
    ctx.ellipse(-1.08, -0.36, 0.045, 0.1, 0, 0, Math.PI * 2);
    ctx.fill();
    // head: long, narrow face, dark muzzle, drooping ears
    ctx.save();
    ctx.translate((headTop[0] + headBot[0]) / 2, (headTop[1] + headBot[1]) / 2);
    ctx.rotate(graze ? 1.35 : 0.75 + Math.sin(step * 0.4) * 0.05);
    const hg = ctx.createLinearGradient(0, -0.12, 0, 0.12);
    hg.addColorStop(0, css(mix(coat, P.light, 0.25)));
    hg.addColorStop(1, css(mix(grey, '#4d4842', 0.2)));
    ctx.fillStyle = hg;
    ctx.beginPath();
    ctx.moveTo(-0.02, -0.13);
    ctx.quadraticCurveTo(0.3, -0.13, 0.52, -0.08);
    ctx.quadraticCurveTo(0.6, 0, 0.52, 0.08);
    ctx.quadraticCurveTo(0.3, 0.12, -0.02, 0.13);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#34302d';
    ctx.beginPath();
    ctx.ellipse(0.52, 0, 0.07, 0.08, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#1d1a18';
    ctx.beginPath();
    ctx.arc(0.16, -0.07, 0.022, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = css(mix(grey, coat, 0.3));
    ctx.beginPath();
    ctx.ellipse(0.06, 0.12, 0.2, 0.055, 1.1, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#4a4036';
    ctx.beginPath();
    ctx.moveTo(0.0, -0.1);
    ctx.lineTo(-0.05, -0.2);
    ctx.lineTo(0.04, -0.12);
    ctx.fill();
    ctx.restore();
    leg(-0.8, 0, false);
    leg(0.68, 2, false);
    ctx.restore();
    // grass over the hooves
    const gr = rng((o.seed ?? 1) * 7);
    for (let i = 0; i < 10; i++) {
      PLANTS.grass(
        ctx,
        x + dir * (-1.1 + gr() * 2.1) * m,
        y + gr() * m * 0.08,
        m * 0.7,
        gr,
        P,
        0,
        0,
      );
    }
  }

  function tree(ctx, x, y, m, P, r, kind = 'cerrado', haze = 0) {
    const h = m * (kind === 'cerrado' ? 5 + r() * 3 : 9 + r() * 6);
    ctx.fillStyle = `rgba(20,25,10,${P.shadow * 0.5})`;
    ctx.beginPath();
    ctx.ellipse(x + h * 0.15, y, h * 0.45, h * 0.06, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = css(mix('#4a3626', P.haze, haze));
    ctx.lineCap = 'round';
    const trunk = (x0, y0, len, a, w, depth) => {
      const x1 = x0 + Math.cos(a) * len;
      const y1 = y0 + Math.sin(a) * len;
      ctx.lineWidth = Math.max(0.6, w);
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.quadraticCurveTo(x0 + (r() - 0.5) * len * 0.4, (y0 + y1) / 2, x1, y1);
      ctx.stroke();
      if (depth > 0) {
        trunk(x1, y1, len * 0.72, a - 0.5 - r() * 0.3, w * 0.65, depth - 1);
        trunk(x1, y1, len * 0.72, a + 0.4 + r() * 0.3, w * 0.65, depth - 1);
      }
    };
    trunk(x, y, h * 0.38, -Math.PI / 2 + (r() - 0.5) * 0.3, m * 0.18, 2);
    const crownY = y - h * 0.7;
    const blobs = kind === 'cerrado' ? 22 : 30;
    for (let i = 0; i < blobs; i++) {
      const bx = x + (r() - 0.5) * h * (kind === 'cerrado' ? 0.95 : 0.6);
      const by = crownY + (r() - 0.5) * h * 0.35 - (kind === 'cerrado' ? 0 : h * 0.1);
      const br = h * (0.09 + r() * 0.09);
      const lit = (crownY - by) / (h * 0.35) + 0.5;
      const c = mix(
        mix('#2c4a1e', '#6f8f3a', Math.max(0, Math.min(1, lit)) * 0.8 + r() * 0.2),
        P.light,
        0.12,
      );
      ctx.fillStyle = css(mix(c, P.haze, haze));
      ctx.beginPath();
      ctx.ellipse(bx, by, br * 1.2, br, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  function tractor(ctx, x, y, m, P, o = {}) {
    const body = o.color ?? '#b8322a';
    ctx.save();
    ctx.translate(x, y);
    ctx.scale((o.dir ?? 1) * m, m);
    ctx.fillStyle = `rgba(20,20,10,${P.shadow * 0.7})`;
    ctx.beginPath();
    ctx.ellipse(0, 0.02, 2.6, 0.2, 0, 0, Math.PI * 2);
    ctx.fill();
    const g = ctx.createLinearGradient(0, -2.2, 0, -0.6);
    g.addColorStop(0, css(mix(body, P.light, 0.35)));
    g.addColorStop(1, css(mix(body, '#000000', 0.35)));
    // hood and chassis
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(-0.6, -1.7);
    ctx.lineTo(2.0, -1.55);
    ctx.lineTo(2.2, -1.3);
    ctx.lineTo(2.2, -0.75);
    ctx.lineTo(-0.8, -0.75);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#2b2b2b';
    ctx.fillRect(2.1, -1.35, 0.12, 0.45);
    // cab
    ctx.fillStyle = css(mix(body, '#000000', 0.15));
    ctx.fillRect(-1.3, -3.0, 1.5, 0.16);
    ctx.fillStyle = '#22272a';
    ctx.fillRect(-1.25, -2.9, 0.08, 1.3);
    ctx.fillRect(0.08, -2.9, 0.08, 1.3);
    const glass = ctx.createLinearGradient(-1.2, -2.85, 0.1, -1.7);
    glass.addColorStop(0, css(mix('#9fc3d6', P.light, 0.3), 0.85));
    glass.addColorStop(1, 'rgba(40,60,70,0.85)');
    ctx.fillStyle = glass;
    ctx.fillRect(-1.17, -2.84, 1.25, 1.12);
    // exhaust
    ctx.fillStyle = '#333';
    ctx.fillRect(1.2, -2.6, 0.08, 1.0);
    // wheels
    const wheel = (cx, cy, rad) => {
      ctx.fillStyle = '#1b1b1b';
      ctx.beginPath();
      ctx.arc(cx, cy, rad, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = '#2c2c2c';
      ctx.lineWidth = rad * 0.12;
      for (let a = 0; a < Math.PI * 2; a += Math.PI / 9) {
        ctx.beginPath();
        ctx.moveTo(cx + Math.cos(a) * rad * 0.82, cy + Math.sin(a) * rad * 0.82);
        ctx.lineTo(cx + Math.cos(a + 0.15) * rad, cy + Math.sin(a + 0.15) * rad);
        ctx.stroke();
      }
      ctx.fillStyle = css(mix('#d9b441', P.light, 0.2));
      ctx.beginPath();
      ctx.arc(cx, cy, rad * 0.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#8a7a35';
      ctx.beginPath();
      ctx.arc(cx, cy, rad * 0.15, 0, Math.PI * 2);
      ctx.fill();
    };
    wheel(-0.55, -0.9, 0.9);
    wheel(1.75, -0.5, 0.5);
    if (o.implement) {
      ctx.fillStyle = '#4d4d4d';
      ctx.fillRect(-3.6, -0.9, 2.6, 0.12);
      for (let i = 0; i < 6; i++) ctx.fillRect(-3.5 + i * 0.45, -0.9, 0.06, 0.75);
    }
    ctx.restore();
  }

  function silos(ctx, x, y, m, P, n = 3) {
    for (let i = 0; i < n; i++) {
      const cx = x + i * m * 9.5;
      const w = m * 8;
      const h = m * (12 + (i % 2) * 2);
      const g = ctx.createLinearGradient(cx - w / 2, 0, cx + w / 2, 0);
      g.addColorStop(0, css(mix('#9aa3a8', P.haze, 0.1)));
      g.addColorStop(0.35, css(mix('#eef2f3', P.light, 0.3)));
      g.addColorStop(0.7, '#a9b1b5');
      g.addColorStop(1, '#6e767a');
      ctx.fillStyle = g;
      ctx.fillRect(cx - w / 2, y - h, w, h);
      ctx.strokeStyle = 'rgba(60,70,75,0.25)';
      ctx.lineWidth = Math.max(0.5, m * 0.08);
      for (let k = 1; k < 12; k++) {
        ctx.beginPath();
        ctx.moveTo(cx - w / 2, y - (h * k) / 12);
        ctx.lineTo(cx + w / 2, y - (h * k) / 12);
        ctx.stroke();
      }
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.moveTo(cx - w / 2 - m * 0.2, y - h);
      ctx.lineTo(cx, y - h - m * 3.2);
      ctx.lineTo(cx + w / 2 + m * 0.2, y - h);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = '#596166';
      ctx.fillRect(cx - m * 0.5, y - h - m * 3.6, m, m * 0.6);
      ctx.strokeStyle = '#4d5458';
      ctx.lineWidth = Math.max(0.5, m * 0.1);
      ctx.strokeRect(cx + w * 0.3, y - h, m * 0.5, h);
    }
    // elevator leg
    ctx.fillStyle = '#7b8387';
    ctx.fillRect(x - m * 6, y - m * 22, m * 1.2, m * 22);
    ctx.strokeStyle = '#7b8387';
    ctx.lineWidth = Math.max(0.8, m * 0.4);
    for (let i = 0; i < n; i++) {
      ctx.beginPath();
      ctx.moveTo(x - m * 5.4, y - m * 21);
      ctx.lineTo(x + i * m * 9.5, y - m * 16);
      ctx.stroke();
    }
  }

  // A colonial farmhouse: whitewashed walls, blue window frames, clay tile roof.
  function farmhouse(ctx, x, y, m, P) {
    const w = m * 22;
    const h = m * 4.2;
    ctx.fillStyle = `rgba(20,20,10,${P.shadow * 0.5})`;
    ctx.fillRect(x - m, y - m * 0.3, w + m * 3, m * 0.8);
    const wall = ctx.createLinearGradient(x, y - h, x, y);
    wall.addColorStop(0, css(mix('#fbf7ef', P.light, 0.3)));
    wall.addColorStop(1, '#d9d2c4');
    ctx.fillStyle = wall;
    ctx.fillRect(x, y - h, w, h);
    ctx.fillStyle = '#8a5a3a';
    ctx.fillRect(x, y - m * 0.6, w, m * 0.6);
    // roof
    const roof = ctx.createLinearGradient(0, y - h - m * 3.2, 0, y - h);
    roof.addColorStop(0, css(mix('#b5543a', P.light, 0.2)));
    roof.addColorStop(1, '#7e3424');
    ctx.fillStyle = roof;
    ctx.beginPath();
    ctx.moveTo(x - m * 1.2, y - h + m * 0.2);
    ctx.lineTo(x + m * 2.5, y - h - m * 3.2);
    ctx.lineTo(x + w - m * 2.5, y - h - m * 3.2);
    ctx.lineTo(x + w + m * 1.2, y - h + m * 0.2);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = 'rgba(70,25,15,0.35)';
    ctx.lineWidth = Math.max(0.5, m * 0.08);
    for (let k = 0; k < 40; k++) {
      const px = x - m * 1.2 + ((w + m * 2.4) * k) / 40;
      ctx.beginPath();
      ctx.moveTo(px, y - h + m * 0.2);
      ctx.lineTo(x + m * 2.5 + ((w - m * 5) * k) / 40, y - h - m * 3.2);
      ctx.stroke();
    }
    // windows and door
    for (let i = 0; i < 7; i++) {
      const wx = x + m * 1.5 + i * m * 2.9;
      const door = i === 3;
      ctx.fillStyle = '#2f5f8a';
      ctx.fillRect(wx, y - h + m * (door ? 0.9 : 1.1), m * 1.6, m * (door ? 3.3 : 1.9));
      ctx.fillStyle = door ? '#6b4227' : '#223a4e';
      ctx.fillRect(wx + m * 0.2, y - h + m * (door ? 1.1 : 1.3), m * 1.2, m * (door ? 3.1 : 1.5));
    }
    // veranda posts
    ctx.fillStyle = '#efe9dd';
    for (let i = 0; i <= 6; i++) ctx.fillRect(x + i * (w / 6) - m * 0.15, y - h, m * 0.3, h);
  }

  function fence(ctx, cam, P, x0, x1, d0, d1, seed) {
    const r = rng(seed);
    const n = 18;
    const pts = [];
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const d = d0 + (d1 - d0) * t;
      const x = x0 + (x1 - x0) * t;
      pts.push([cam.x(x, d), cam.y(d), cam.s(1, d)]);
    }
    ctx.strokeStyle = css(mix('#3e2f22', P.haze, 0.1), 0.8);
    for (const level of [0.55, 0.85, 1.1]) {
      ctx.lineWidth = 1;
      ctx.beginPath();
      pts.forEach(([x, y, m], i) =>
        i ? ctx.lineTo(x, y - m * level) : ctx.moveTo(x, y - m * level),
      );
      ctx.stroke();
    }
    pts.forEach(([x, y, m]) => {
      ctx.fillStyle = css(mix('#5a4330', '#7d6147', r()));
      ctx.fillRect(x - m * 0.06, y - m * 1.3, m * 0.12, m * 1.3);
    });
  }

  function person(ctx, x, y, m, P, o = {}) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(m, m);
    ctx.fillStyle = `rgba(20,20,10,${P.shadow * 0.6})`;
    ctx.beginPath();
    ctx.ellipse(0.15, 0, 0.45, 0.06, 0, 0, Math.PI * 2);
    ctx.fill();
    // legs (jeans), boots
    ctx.fillStyle = '#34435a';
    ctx.beginPath();
    ctx.moveTo(-0.17, -0.92);
    ctx.lineTo(0.17, -0.92);
    ctx.lineTo(0.15, -0.05);
    ctx.lineTo(0.03, -0.05);
    ctx.lineTo(0.0, -0.7);
    ctx.lineTo(-0.03, -0.05);
    ctx.lineTo(-0.15, -0.05);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#3b2a1d';
    ctx.fillRect(-0.17, -0.07, 0.15, 0.07);
    ctx.fillRect(0.02, -0.07, 0.16, 0.07);
    // shirt with rounded shoulders and arms
    const shirt = o.shirt ?? '#2f6b3f';
    const g = ctx.createLinearGradient(-0.25, 0, 0.25, 0);
    g.addColorStop(0, css(mix(shirt, P.light, 0.3)));
    g.addColorStop(1, css(mix(shirt, '#000000', 0.3)));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(-0.19, -0.9);
    ctx.lineTo(-0.22, -1.38);
    ctx.quadraticCurveTo(-0.2, -1.46, -0.08, -1.47);
    ctx.lineTo(0.08, -1.47);
    ctx.quadraticCurveTo(0.2, -1.46, 0.22, -1.38);
    ctx.lineTo(0.19, -0.9);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = css(mix(shirt, '#000000', 0.15));
    ctx.lineCap = 'round';
    ctx.lineWidth = 0.09;
    ctx.beginPath();
    ctx.moveTo(-0.2, -1.38);
    ctx.lineTo(-0.26, -1.0);
    ctx.moveTo(0.2, -1.38);
    ctx.lineTo(o.point ? 0.5 : 0.26, o.point ? -1.3 : -1.0);
    ctx.stroke();
    ctx.fillStyle = '#8a5a3c';
    ctx.beginPath();
    ctx.arc(-0.26, -0.97, 0.045, 0, Math.PI * 2);
    ctx.arc(o.point ? 0.52 : 0.26, o.point ? -1.3 : -0.97, 0.045, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(-0.04, -1.54, 0.08, 0.08);
    ctx.beginPath();
    ctx.ellipse(0, -1.62, 0.1, 0.12, 0, 0, Math.PI * 2);
    ctx.fill();
    // straw hat
    ctx.fillStyle = css(mix(o.hat ?? '#d9c48e', P.light, 0.2));
    ctx.beginPath();
    ctx.ellipse(0, -1.7, 0.24, 0.045, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(0, -1.76, 0.12, 0.08, 0, Math.PI, 0);
    ctx.fill();
    ctx.fillStyle = '#7a5b33';
    ctx.fillRect(-0.12, -1.74, 0.24, 0.03);
    ctx.restore();
  }

  function pivot(ctx, cam, P, d, x0, span, seed) {
    const r = rng(seed);
    const towers = 7;
    const pts = [];
    for (let i = 0; i <= towers; i++) {
      const x = x0 + (span * i) / towers;
      const dd = d + i * 6;
      pts.push([cam.x(x, dd), cam.y(dd), cam.s(1, dd)]);
    }
    ctx.strokeStyle = css(mix('#c8ced1', P.light, 0.2));
    ctx.lineWidth = Math.max(1, pts[0][2] * 0.25);
    ctx.beginPath();
    pts.forEach(([x, y, m], i) => (i ? ctx.lineTo(x, y - m * 3.5) : ctx.moveTo(x, y - m * 3.5)));
    ctx.stroke();
    pts.forEach(([x, y, m], i) => {
      ctx.strokeStyle = '#9aa2a6';
      ctx.lineWidth = Math.max(0.6, m * 0.12);
      ctx.beginPath();
      ctx.moveTo(x - m * 1.2, y);
      ctx.lineTo(x, y - m * 3.5);
      ctx.lineTo(x + m * 1.2, y);
      ctx.stroke();
      ctx.fillStyle = '#2b2b2b';
      ctx.beginPath();
      ctx.arc(x - m * 1.2, y - m * 0.3, m * 0.3, 0, Math.PI * 2);
      ctx.moveTo(x + m * 1.5, y - m * 0.3);
      ctx.arc(x + m * 1.2, y - m * 0.3, m * 0.3, 0, Math.PI * 2);
      ctx.fill();
      if (i < towers) {
        const [nx, ny, nm] = pts[i + 1];
        ctx.strokeStyle = 'rgba(160,170,175,0.8)';
        ctx.lineWidth = Math.max(0.5, m * 0.06);
        ctx.beginPath();
        ctx.moveTo(x, y - m * 3.5);
        ctx.quadraticCurveTo((x + nx) / 2, (y + ny) / 2 - m * 5.5, nx, ny - nm * 3.5);
        ctx.stroke();
        // spray
        for (let k = 0; k < 30; k++) {
          const t = r();
          const sx = x + (nx - x) * t;
          const sy = y - m * 3.5 + (ny - y) * t;
          ctx.fillStyle = `rgba(235,245,250,${0.12 + r() * 0.2})`;
          ctx.beginPath();
          ctx.arc(sx + (r() - 0.5) * m, sy + r() * m * 3, Math.max(0.5, m * 0.15), 0, Math.PI * 2);
          ctx.fill();
        }
      }
    });
  }

  function drone(ctx, x, y, s) {
    ctx.save();
    ctx.translate(x, y);
    ctx.fillStyle = '#e9ecee';
    ctx.fillRect(-s * 0.35, -s * 0.12, s * 0.7, s * 0.24);
    ctx.fillStyle = '#2d3133';
    ctx.fillRect(-s * 0.25, s * 0.08, s * 0.5, s * 0.1);
    ctx.strokeStyle = '#3a3f42';
    ctx.lineWidth = s * 0.07;
    for (const dx of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(dx * s * 0.9, -s * 0.1);
      ctx.stroke();
      ctx.fillStyle = 'rgba(60,65,70,0.35)';
      ctx.beginPath();
      ctx.ellipse(dx * s * 0.9, -s * 0.2, s * 0.5, s * 0.08, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = '#1e90ff';
    ctx.beginPath();
    ctx.arc(s * 0.3, 0, s * 0.04, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  function road(ctx, cam, P, xc, width, far, curve, seed) {
    const r = rng(seed);
    const steps = 60;
    const L = [];
    const R = [];
    for (let i = 0; i <= steps; i++) {
      const d = far / Math.pow(far / 2, i / steps);
      const bend = curve * Math.pow(d / far, 1.5) * far * 0.25;
      L.push([cam.x(xc + bend - width / 2, d), cam.y(d)]);
      R.push([cam.x(xc + bend + width / 2, d), cam.y(d)]);
    }
    const g = ctx.createLinearGradient(0, cam.y(far), 0, cam.H);
    g.addColorStop(0, css(mix('#b86a45', P.haze, 0.5)));
    g.addColorStop(0.4, css(mix('#a4502f', P.light, 0.15)));
    g.addColorStop(1, '#7d3a22');
    ctx.fillStyle = g;
    ctx.beginPath();
    L.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    for (let i = R.length - 1; i >= 0; i--) ctx.lineTo(R[i][0], R[i][1]);
    ctx.closePath();
    ctx.fill();
    // tyre tracks, segment by segment (the width shrinks with distance)
    for (const off of [-0.3, 0.3]) {
      ctx.strokeStyle = 'rgba(95,40,20,0.3)';
      let prev = null;
      for (let i = 0; i <= steps; i++) {
        const d = far / Math.pow(far / 2, i / steps);
        const bend = curve * Math.pow(d / far, 1.5) * far * 0.25;
        const pt = [cam.x(xc + bend + off * width, d), cam.y(d)];
        if (prev) {
          ctx.lineWidth = Math.max(0.5, cam.s(0.3, d));
          ctx.beginPath();
          ctx.moveTo(prev[0], prev[1]);
          ctx.lineTo(pt[0], pt[1]);
          ctx.stroke();
        }
        prev = pt;
      }
    }
    for (let i = 0; i < 600; i++) {
      const d = 2 + Math.pow(r(), 2) * 60;
      const bend = curve * Math.pow(d / far, 1.5) * far * 0.25;
      const x = cam.x(xc + bend + (r() - 0.5) * width, d);
      ctx.fillStyle = `rgba(${r() > 0.5 ? '230,170,130' : '90,40,20'},0.3)`;
      ctx.fillRect(x, cam.y(d), cam.s(0.05, d) + 0.5, cam.s(0.03, d) + 0.5);
    }
  }

  function water(ctx, cam, P, y0, y1, seed) {
    const r = rng(seed);
    const g = ctx.createLinearGradient(0, y0, 0, y1);
    g.addColorStop(0, css(mix(P.skyLow, P.haze, 0.2)));
    g.addColorStop(1, css(mix(P.skyTop, '#1f3d3a', 0.5)));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(0, y0);
    ctx.bezierCurveTo(cam.W * 0.3, y0 - 6, cam.W * 0.7, y0 + 8, cam.W, y0);
    ctx.lineTo(cam.W, y1);
    ctx.bezierCurveTo(cam.W * 0.6, y1 + 10, cam.W * 0.3, y1 - 10, 0, y1);
    ctx.closePath();
    ctx.fill();
    for (let i = 0; i < 260; i++) {
      const y = y0 + (y1 - y0) * r();
      ctx.fillStyle = css(P.sun, 0.1 + r() * 0.25);
      ctx.fillRect(
        r() * cam.W,
        y,
        4 + r() * 40 * ((y - y0) / (y1 - y0) + 0.2),
        1 + ((y - y0) / (y1 - y0)) * 2,
      );
    }
  }

  // ---------- finishing ----------
  function finish(ctx, cam, P, o = {}) {
    const { W, H, hy } = cam;
    // haze band over the horizon
    const hz = ctx.createLinearGradient(0, hy - H * 0.12, 0, hy + H * 0.1);
    hz.addColorStop(0, css(P.haze, 0));
    hz.addColorStop(0.55, css(P.haze, 0.28 * (o.haze ?? 1)));
    hz.addColorStop(1, css(P.haze, 0));
    ctx.fillStyle = hz;
    ctx.fillRect(0, hy - H * 0.12, W, H * 0.22);
    // warm grade
    ctx.save();
    ctx.globalCompositeOperation = 'soft-light';
    ctx.fillStyle = css(P.grade, P.gradeA * 2);
    ctx.fillRect(0, 0, W, H);
    ctx.restore();
    // low sun flare from the sun side
    if (o.flare !== false) {
      const sx = W * (o.sunX ?? 0.75);
      const fl = ctx.createRadialGradient(sx, hy, 0, sx, hy, W * 0.7);
      fl.addColorStop(0, css(P.sun, 0.22 * P.sunGlow));
      fl.addColorStop(1, css(P.sun, 0));
      ctx.save();
      ctx.globalCompositeOperation = 'screen';
      ctx.fillStyle = fl;
      ctx.fillRect(0, 0, W, H);
      ctx.restore();
    }
    // vignette
    const v = ctx.createRadialGradient(
      W / 2,
      H * 0.45,
      Math.min(W, H) * 0.35,
      W / 2,
      H / 2,
      Math.max(W, H) * 0.8,
    );
    v.addColorStop(0, 'rgba(0,0,0,0)');
    v.addColorStop(1, 'rgba(10,15,5,0.38)');
    ctx.fillStyle = v;
    ctx.fillRect(0, 0, W, H);
    // faint grain
    const r = rng(99);
    ctx.save();
    ctx.globalAlpha = 0.035;
    for (let i = 0; i < (W * H) / 220; i++) {
      ctx.fillStyle = r() > 0.5 ? '#fff' : '#000';
      ctx.fillRect(r() * W, r() * H, 1, 1);
    }
    ctx.restore();
  }

  const STD_HILLS = () => [
    { color: '#6d8a9a', haze: 0.55, height: 0.07, lift: 0.02, scale: 0.5 },
    { color: '#4f6e3c', haze: 0.35, height: 0.05, lift: 0.005, scale: 0.3, fields: true },
  ];

  // ---------- scenes ----------
  function cropScene(kind, opt) {
    return (ctx, W, H, t) => {
      const P = PALETTES[opt.palette ?? 'day'];
      const cam = camera(W, H, opt.horizon ?? 0.46, opt.eye ?? 1.7);
      const r = rng(opt.seed);
      sky(ctx, cam, P, { sunX: opt.sunX, sunH: opt.sunH, clouds: opt.clouds, t }, r);
      hills(ctx, cam, P, STD_HILLS(P), opt.seed);
      treeline(ctx, cam, P, cam.y(420), cam.s(9, 420), '#34502a', 0.45, opt.seed + 2);
      const spec = {
        soy: {
          spacing: 0.5,
          step: 0.22,
          cover: 0.85,
          canopy: '#4f8a2c',
          soil: '#8b4a2e',
          near: 1.6,
          detail: 38,
        },
        corn: {
          spacing: 0.8,
          step: 0.28,
          cover: 0.9,
          canopy: '#5b7f30',
          soil: '#7d4429',
          near: 2.4,
          detail: 45,
        },
        cane: {
          spacing: 1.5,
          step: 0.35,
          cover: 1.0,
          canopy: '#7a9a3c',
          soil: '#7d4429',
          near: 3.2,
          detail: 50,
        },
        sorghum: {
          spacing: 0.6,
          step: 0.25,
          cover: 0.85,
          canopy: '#8a5a2a',
          soil: '#8b4a2e',
          near: 2.0,
          detail: 42,
        },
        millet: {
          spacing: 0.45,
          step: 0.18,
          cover: 0.9,
          canopy: '#a88f45',
          soil: '#8b4a2e',
          near: 1.8,
          detail: 40,
        },
      }[kind];
      cropField(ctx, cam, P, {
        ...spec,
        plant: PLANTS[kind],
        seed: opt.seed,
        t,
        far: 420,
        ...(opt.field ?? {}),
      });
      if (opt.extra) opt.extra(ctx, cam, P, r, t);
      finish(ctx, cam, P, { sunX: opt.sunX });
    };
  }

  function pastureScene(opt) {
    return (ctx, W, H, t) => {
      const P = PALETTES[opt.palette ?? 'golden'];
      const cam = camera(W, H, opt.horizon ?? 0.5, opt.eye ?? 1.6);
      const r = rng(opt.seed);
      sky(ctx, cam, P, { sunX: opt.sunX, sunH: opt.sunH, clouds: opt.clouds, t }, r);
      hills(ctx, cam, P, opt.hills ?? STD_HILLS(P), opt.seed);
      treeline(ctx, cam, P, cam.y(500), cam.s(10, 500), '#34502a', 0.45, opt.seed + 3);
      if (opt.back) opt.back(ctx, cam, P, r, t);
      pasture(ctx, cam, P, {
        seed: opt.seed,
        near: 1.4,
        far: 500,
        count: opt.tufts ?? 9000,
        t,
        base: opt.grass,
      });
      const items = [];
      (opt.trees ?? []).forEach(([x, d, kind]) =>
        items.push({
          d,
          draw: () =>
            tree(
              ctx,
              cam.x(x, d),
              cam.y(d),
              cam.s(1, d),
              P,
              rng(d * 13 + x),
              kind,
              Math.min(0.5, d / 260),
            ),
        }),
      );
      (opt.cows ?? []).forEach((c, i) => {
        const [x0, d, dir, graze] = c;
        const x = x0 + (opt.walk ? dir * t * 0.6 : 0);
        items.push({
          d,
          draw: () =>
            cow(ctx, cam.x(x, d), cam.y(d), cam.s(1, d), P, {
              dir,
              graze,
              seed: i * 31 + opt.seed,
              step: opt.walk ? t * 5 + i : i,
            }),
        });
      });
      if (opt.items) opt.items(ctx, cam, P, r, t).forEach((it) => items.push(it));
      items.sort((a, b) => b.d - a.d).forEach((it) => it.draw());
      if (opt.front) opt.front(ctx, cam, P, r, t);
      finish(ctx, cam, P, { sunX: opt.sunX });
    };
  }

  function herd(seed, n, dMin, dMax, spread) {
    const r = rng(seed);
    return Array.from({ length: n }, () => {
      const d = dMin + Math.pow(r(), 1.3) * (dMax - dMin);
      return [(r() - 0.5) * spread * (d / dMin) * 0.5, d, r() > 0.5 ? 1 : -1, r() > 0.45];
    });
  }

  const SCENES = {
    'hero-home': pastureScene({
      palette: 'golden',
      seed: 11,
      sunX: 0.78,
      sunH: 0.05,
      horizon: 0.56,
      clouds: 6,
      cows: herd(5, 26, 9, 90, 26),
      trees: [
        [-24, 60, 'cerrado'],
        [30, 120, 'cerrado'],
        [-60, 200, 'tall'],
        [14, 38, 'cerrado'],
      ],
    }),
    'hero-about': pastureScene({
      palette: 'dawn',
      seed: 21,
      sunX: 0.2,
      sunH: 0.04,
      horizon: 0.55,
      clouds: 5,
      cows: herd(8, 8, 30, 80, 30),
      trees: [
        [-30, 70, 'tall'],
        [-38, 78, 'tall'],
        [26, 55, 'cerrado'],
      ],
      back: (ctx, cam, P) => farmhouse(ctx, cam.x(2, 140), cam.y(140), cam.s(1, 140), P),
      front: (ctx, cam, P) => fence(ctx, cam, P, -7, -7, 2.5, 60, 3),
    }),
    'hero-activities': cropScene('corn', {
      palette: 'golden',
      seed: 31,
      sunX: 0.15,
      sunH: 0.06,
      horizon: 0.5,
      eye: 2.6,
      clouds: 6,
    }),
    'hero-contact': pastureScene({
      palette: 'day',
      seed: 41,
      sunX: 0.7,
      sunH: 0.25,
      horizon: 0.5,
      clouds: 8,
      trees: [
        [-14, 30, 'cerrado'],
        [16, 48, 'cerrado'],
        [-40, 110, 'tall'],
      ],
      back: (ctx, cam, P) => silos(ctx, cam.x(18, 180), cam.y(180), cam.s(1, 180), P, 3),
      front: (ctx, cam, P) => {
        road(ctx, cam, P, 0.5, 5, 300, 0.6, 4);
        fence(ctx, cam, P, -4, -4, 2, 80, 5);
        fence(ctx, cam, P, 5, 5, 2, 80, 6);
      },
    }),
    'secao-tradicao': pastureScene({
      palette: 'golden',
      seed: 51,
      sunX: 0.85,
      sunH: 0.07,
      horizon: 0.52,
      cows: herd(12, 7, 14, 40, 14),
      back: (ctx, cam, P) => farmhouse(ctx, cam.x(-14, 90), cam.y(90), cam.s(1, 90), P),
      trees: [
        [-20, 70, 'tall'],
        [22, 50, 'cerrado'],
      ],
      front: (ctx, cam, P) => fence(ctx, cam, P, -12, 12, 10, 10, 7),
    }),
    'secao-precisao': cropScene('soy', {
      palette: 'day',
      seed: 61,
      sunX: 0.3,
      sunH: 0.3,
      horizon: 0.45,
      eye: 3.0,
      clouds: 8,
      extra: (ctx, cam, P, r, t) => {
        pivot(ctx, cam, P, 40, 4, 60, 8);
        drone(ctx, cam.W * (0.62 + t * 0.03), cam.H * 0.27, cam.W * 0.05);
      },
    }),
    'galeria-rebanho': pastureScene({
      palette: 'day',
      seed: 71,
      sunX: 0.6,
      sunH: 0.3,
      horizon: 0.45,
      cows: herd(2, 18, 7, 70, 20),
      trees: [[18, 40, 'cerrado']],
    }),
    'galeria-soja': cropScene('soy', {
      palette: 'day',
      seed: 72,
      sunX: 0.7,
      sunH: 0.25,
      horizon: 0.42,
    }),
    'galeria-cana': cropScene('cane', {
      palette: 'golden',
      seed: 73,
      sunX: 0.2,
      sunH: 0.08,
      horizon: 0.5,
      eye: 3.4,
    }),
    'galeria-milho': cropScene('corn', {
      palette: 'day',
      seed: 74,
      sunX: 0.8,
      sunH: 0.3,
      horizon: 0.48,
      eye: 2.8,
    }),
    'galeria-sorgo': cropScene('sorghum', {
      palette: 'golden',
      seed: 75,
      sunX: 0.75,
      sunH: 0.06,
      horizon: 0.46,
      eye: 2.0,
    }),
    'galeria-milheto': cropScene('millet', {
      palette: 'dawn',
      seed: 76,
      sunX: 0.3,
      sunH: 0.05,
      horizon: 0.46,
      eye: 2.1,
    }),
    'galeria-silos': pastureScene({
      palette: 'day',
      seed: 77,
      sunX: 0.2,
      sunH: 0.3,
      horizon: 0.55,
      clouds: 6,
      back: (ctx, cam, P) => silos(ctx, cam.x(-14, 70), cam.y(70), cam.s(1, 70), P, 4),
      front: (ctx, cam, P) => road(ctx, cam, P, 3, 5, 120, -0.4, 9),
    }),
    'galeria-sede': pastureScene({
      palette: 'golden',
      seed: 78,
      sunX: 0.1,
      sunH: 0.08,
      horizon: 0.55,
      back: (ctx, cam, P) => farmhouse(ctx, cam.x(-11, 45), cam.y(45), cam.s(1, 45), P),
      trees: [
        [-20, 55, 'tall'],
        [16, 30, 'cerrado'],
        [24, 62, 'tall'],
      ],
      front: (ctx, cam, P) => road(ctx, cam, P, 0, 4, 44, 0.1, 10),
    }),
    'galeria-pivo': cropScene('soy', {
      palette: 'golden',
      seed: 79,
      sunX: 0.85,
      sunH: 0.1,
      horizon: 0.42,
      eye: 4,
      clouds: 5,
      extra: (ctx, cam, P) => pivot(ctx, cam, P, 22, -30, 70, 11),
    }),
    'galeria-colheita': cropScene('millet', {
      palette: 'golden',
      seed: 80,
      sunX: 0.8,
      sunH: 0.1,
      horizon: 0.5,
      eye: 2.2,
      extra: (ctx, cam, P) =>
        tractor(ctx, cam.x(-2.5, 16), cam.y(16), cam.s(1, 16), P, { implement: true }),
    }),
    'galeria-curral': pastureScene({
      palette: 'day',
      seed: 81,
      sunX: 0.7,
      sunH: 0.3,
      horizon: 0.5,
      grass: '#8a7a45',
      tufts: 4000,
      cows: herd(14, 22, 8, 26, 10),
      front: (ctx, cam, P) => {
        fence(ctx, cam, P, -9, 9, 6, 6, 12);
        fence(ctx, cam, P, -9, -9, 6, 30, 13);
      },
    }),
    'galeria-por-do-sol': pastureScene({
      palette: 'dusk',
      seed: 82,
      sunX: 0.5,
      sunH: 0.03,
      horizon: 0.62,
      clouds: 5,
      trees: [
        [-9, 26, 'cerrado'],
        [12, 44, 'cerrado'],
        [-40, 120, 'tall'],
      ],
      cows: herd(3, 6, 40, 90, 40),
    }),
    'galeria-equipe': cropScene('soy', {
      palette: 'day',
      seed: 83,
      sunX: 0.75,
      sunH: 0.3,
      horizon: 0.47,
      extra: (ctx, cam, P) => {
        [
          [-1.6, 8.5, '#2f6b3f', '#d9c48e', false],
          [-0.2, 9.4, '#b65f26', '#f0ead6', true],
          [1.2, 8.8, '#2d5d8a', '#d9c48e', false],
        ].forEach(([x, d, shirt, hat, point]) =>
          person(ctx, cam.x(x, d), cam.y(d), cam.s(1, d), P, { shirt, hat, point }),
        );
        tractor(ctx, cam.x(9, 40), cam.y(40), cam.s(1, 40), P, { dir: -1 });
      },
    }),
    'pecuaria-bezerros': pastureScene({
      palette: 'day',
      seed: 91,
      sunX: 0.3,
      sunH: 0.3,
      horizon: 0.5,
      grass: '#86893f',
      cows: [
        [-3, 11, 1, true],
        [2.5, 12, -1, false],
        [-6, 20, 1, true],
        [6, 24, -1, true],
        [0, 30, 1, false],
      ],
      items: (ctx, cam, P) =>
        [
          [-0.8, 9.5, 1, 7],
          [1.2, 10.5, -1, 8],
          [4.2, 15, 1, 9],
        ].map(([x, d, dir, seed]) => ({
          d,
          draw: () =>
            cow(ctx, cam.x(x, d), cam.y(d), cam.s(0.6, d), P, { dir, seed, coat: '#e9dccb' }),
        })),
      trees: [
        [-14, 40, 'cerrado'],
        [18, 70, 'tall'],
      ],
    }),
    'pecuaria-aguada': pastureScene({
      palette: 'golden',
      seed: 92,
      sunX: 0.7,
      sunH: 0.08,
      horizon: 0.5,
      back: (ctx, cam, P) => water(ctx, cam, P, cam.y(90), cam.y(28), 5),
      cows: [
        [-6, 30, 1, true],
        [-3, 27, -1, true],
        [4, 33, 1, false],
        [9, 40, -1, true],
        [-12, 45, 1, false],
      ],
      trees: [
        [16, 36, 'cerrado'],
        [-20, 60, 'tall'],
      ],
    }),
  };

  // Videos: the same painter with time t (seconds).
  SCENES['video-milharal'] = cropScene('corn', {
    palette: 'golden',
    seed: 101,
    sunX: 0.25,
    sunH: 0.07,
    horizon: 0.5,
    eye: 2.5,
    clouds: 6,
    extra: (ctx, cam, P, r, t) =>
      drone(ctx, cam.W * (0.2 + t * 0.07), cam.H * (0.22 + Math.sin(t) * 0.01), cam.W * 0.04),
  });
  SCENES['video-rebanho'] = pastureScene({
    palette: 'dusk',
    seed: 102,
    sunX: 0.72,
    sunH: 0.04,
    horizon: 0.55,
    clouds: 5,
    walk: true,
    tufts: 5000,
    cows: herd(9, 12, 10, 60, 22),
    trees: [[-16, 40, 'cerrado']],
  });

  // A drawn map of the farm's surroundings: shown until the visitor asks for the live map.
  SCENES['mapa-fazenda'] = (ctx, W, H) => {
    const r = rng(7);
    ctx.fillStyle = '#eef0e6';
    ctx.fillRect(0, 0, W, H);
    const n = noise1(3);
    // fields
    for (let i = 0; i < 70; i++) {
      const x = r() * W;
      const y = r() * H;
      const w = W * (0.05 + r() * 0.1);
      const h = H * (0.05 + r() * 0.12);
      ctx.fillStyle = ['#d9e6c6', '#cfe0b8', '#e6e2c4', '#dfe9cf'][(r() * 4) | 0];
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + w, y + h * 0.1);
      ctx.lineTo(x + w * 0.95, y + h);
      ctx.lineTo(x - w * 0.05, y + h * 0.9);
      ctx.closePath();
      ctx.fill();
    }
    // woods along the river
    const riverY = (x) => H * 0.72 + (fbm(n, x / (W * 0.25), 3) - 0.5) * H * 0.35;
    ctx.fillStyle = '#bcd5a8';
    ctx.beginPath();
    for (let x = 0; x <= W; x += 8) ctx.lineTo(x, riverY(x) - H * 0.06);
    for (let x = W; x >= 0; x -= 8) ctx.lineTo(x, riverY(x) + H * 0.06);
    ctx.fill();
    ctx.strokeStyle = '#8fbfe0';
    ctx.lineWidth = W * 0.008;
    ctx.beginPath();
    for (let x = 0; x <= W; x += 8) ctx.lineTo(x, riverY(x));
    ctx.stroke();
    // pivots: irrigated circles
    for (const [cx, cy, rad] of [
      [0.2, 0.3, 0.07],
      [0.33, 0.22, 0.055],
      [0.78, 0.35, 0.08],
    ]) {
      ctx.fillStyle = '#c5dba9';
      ctx.strokeStyle = '#a9c78c';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(cx * W, cy * H, rad * W, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
    const roadLine = (pts, w, col, edge) => {
      for (const [lw, c] of [
        [w + 3, edge],
        [w, col],
      ]) {
        ctx.strokeStyle = c;
        ctx.lineWidth = lw;
        ctx.lineJoin = 'round';
        ctx.lineCap = 'round';
        ctx.beginPath();
        pts.forEach(([x, y], i) => (i ? ctx.lineTo(x * W, y * H) : ctx.moveTo(x * W, y * H)));
        ctx.stroke();
      }
    };
    roadLine(
      [
        [0, 0.18],
        [0.3, 0.42],
        [0.55, 0.46],
        [1, 0.58],
      ],
      W * 0.012,
      '#f7d98a',
      '#d2a94a',
    );
    roadLine(
      [
        [0.55, 0.46],
        [0.6, 0.3],
        [0.66, 0.0],
      ],
      W * 0.006,
      '#ffffff',
      '#c9c9c0',
    );
    roadLine(
      [
        [0.55, 0.46],
        [0.5, 0.62],
        [0.52, 1],
      ],
      W * 0.005,
      '#ffffff',
      '#c9c9c0',
    );
    roadLine(
      [
        [0.3, 0.42],
        [0.22, 0.75],
        [0.1, 1],
      ],
      W * 0.004,
      '#efe6da',
      '#c8b9a5',
    );
    ctx.fillStyle = '#7a6a3a';
    ctx.font = `600 ${Math.round(W * 0.016)}px system-ui, sans-serif`;
    ctx.save();
    ctx.translate(W * 0.82, H * 0.54);
    ctx.rotate(0.2);
    ctx.fillText('MG-000', 0, 0);
    ctx.restore();
    ctx.fillStyle = '#4a6b8a';
    ctx.font = `italic ${Math.round(W * 0.014)}px system-ui, sans-serif`;
    ctx.fillText('Ribeirão das Pedras', W * 0.06, riverY(W * 0.06) + H * 0.05);
    // the farm's pin
    const px = W * 0.57;
    const py = H * 0.43;
    ctx.fillStyle = 'rgba(0,0,0,0.2)';
    ctx.beginPath();
    ctx.ellipse(px, py + 4, W * 0.018, W * 0.006, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#1f5135';
    ctx.beginPath();
    ctx.moveTo(px, py);
    ctx.bezierCurveTo(
      px - W * 0.03,
      py - W * 0.035,
      px - W * 0.026,
      py - W * 0.07,
      px,
      py - W * 0.07,
    );
    ctx.bezierCurveTo(px + W * 0.026, py - W * 0.07, px + W * 0.03, py - W * 0.035, px, py);
    ctx.fill();
    ctx.fillStyle = '#d9a441';
    ctx.beginPath();
    ctx.arc(px, py - W * 0.047, W * 0.011, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#173f2a';
    ctx.font = `700 ${Math.round(W * 0.02)}px system-ui, sans-serif`;
    ctx.fillText('Fazenda Santa Marta', px + W * 0.03, py - W * 0.04);
  };

  window.SCENES = Object.keys(SCENES);
  window.paint = function (name, W, H, t = 0) {
    const canvas = document.getElementById('c');
    canvas.width = W;
    canvas.height = H;
    const ctx = canvas.getContext('2d');
    ctx.clearRect(0, 0, W, H);
    SCENES[name](ctx, W, H, t);
    return true;
  };
})();
