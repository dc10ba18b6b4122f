/* Farm scenes, part 4 of 10: plants (drawn at screen x, y = ground, px per metre = m). The parts run in order in one page and share its globals (scripts/media/build-media.mjs). */
'use strict';

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
    PLANTS.grass(ctx, x + dir * (-1.1 + gr() * 2.1) * m, y + gr() * m * 0.08, m * 0.7, gr, P, 0, 0);
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
