/* Farm scenes, part 7 of 10: finishing. The parts run in order in one page and share its globals (scripts/media/build-media.mjs). */
'use strict';

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
