/* Farm scenes, part 3 of 10: plants (drawn at screen x, y = ground, px per metre = m). The parts run in order in one page and share its globals (scripts/media/build-media.mjs). */
'use strict';

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
