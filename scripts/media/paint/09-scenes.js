/* Farm scenes, part 9 of 10: scenes. The parts run in order in one page and share its globals (scripts/media/build-media.mjs). */
'use strict';

Object.assign(SCENES, {
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
});

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
