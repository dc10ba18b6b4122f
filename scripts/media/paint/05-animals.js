/* Farm scenes, part 5 of 10: animals, people, machines, buildings. The parts run in order in one page and share its globals (scripts/media/build-media.mjs). */
'use strict';

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
