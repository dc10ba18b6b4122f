/* Farm scenes, part 6 of 10: animals, people, machines, buildings. The parts run in order in one page and share its globals (scripts/media/build-media.mjs). */
'use strict';

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
