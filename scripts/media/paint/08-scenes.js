/* Farm scenes, part 8 of 10: scenes. The parts run in order in one page and share its globals (scripts/media/build-media.mjs). */
'use strict';

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
};
