/* Farm scenes, part 10 of 10: scenes. The parts run in order in one page and share its globals (scripts/media/build-media.mjs). */
'use strict';

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
