// Makes every picture and video of the public site: scenes painted on a canvas by
// scripts/media/paint/*.js in Debian's Chromium (playwright-core), encoded by sharp to AVIF and
// WebP at several widths, and videos by ffmpeg (VP9 WebM and H.264 MP4) with poster frames.
//
//   node scripts/media/build-media.mjs            all media into public/media
//   node scripts/media/build-media.mjs --only=hero-home,galeria-soja
//   node scripts/media/build-media.mjs --preview  a contact sheet in .work/media-preview.png
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalog = JSON.parse(fs.readFileSync(path.join(root, 'web/lib/media-catalog.json'), 'utf8'));
const out = path.join(root, 'public/media');
const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const preview = args.includes('--preview');
const want = (name) => !only || only.includes(name);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage();
await page.setContent('<canvas id="c"></canvas>');
// The painter, in parts that share the page's globals, run in order.
const painter = path.join(root, 'scripts/media/paint');
for (const part of fs.readdirSync(painter).sort()) {
  await page.addScriptTag({ path: path.join(painter, part) });
}

/** Paints a scene and returns it as a PNG buffer. */
async function paint(name, w, h, t = 0) {
  const dataUrl = await page.evaluate(
    ([n, W, H, T]) => {
      window.paint(n, W, H, T);
      return document.getElementById('c').toDataURL('image/png');
    },
    [name, w, h, t],
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

// Heroes are the pages' largest paint on a phone: a little more compression pays there.
async function encode(png, base, widths, quality = { avif: 52, webp: 74 }) {
  for (const w of widths) {
    const resized = sharp(png).resize({ width: w });
    await resized.clone().avif({ quality: quality.avif, effort: 3 }).toFile(`${base}-${w}.avif`);
    await resized.clone().webp({ quality: quality.webp, effort: 5 }).toFile(`${base}-${w}.webp`);
  }
}
const HERO_QUALITY = { avif: 40, webp: 66 };

async function image(name, fmt, suffix = '', quality = undefined) {
  const png = await paint(name, fmt.w, fmt.h);
  await encode(png, path.join(out, name + suffix), fmt.widths, quality);
  return png;
}

async function video(name, fmt) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `media-${name}-`));
  const frames = fmt.seconds * fmt.fps;
  for (let i = 0; i < frames; i++) {
    const png = await paint(name, fmt.w, fmt.h, i / fmt.fps);
    fs.writeFileSync(path.join(tmp, `f${String(i).padStart(4, '0')}.png`), png);
    if (i === 0) await encode(png, path.join(out, `${name}-poster`), fmt.widths);
  }
  const input = [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(fmt.fps),
    '-i',
    path.join(tmp, 'f%04d.png'),
  ];
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '38',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-an',
    path.join(out, `${name}.webm`),
  ]);
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '28',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    path.join(out, `${name}.mp4`),
  ]);
  fs.rmSync(tmp, { recursive: true, force: true });
}

if (preview) {
  const names = [...catalog.heroes, ...catalog.photos, ...catalog.videos, ...catalog.maps].filter(
    want,
  );
  const tiles = [];
  for (const n of names) {
    tiles.push({ input: await sharp(await paint(n, 640, 360, 2)).toBuffer(), n });
  }
  const cols = 3;
  const sheet = sharp({
    create: {
      width: cols * 640,
      height: Math.ceil(tiles.length / cols) * 360,
      channels: 3,
      background: '#000',
    },
  }).composite(
    tiles.map((t, i) => ({
      input: t.input,
      left: (i % cols) * 640,
      top: Math.floor(i / cols) * 360,
    })),
  );
  fs.mkdirSync(path.join(root, '.work'), { recursive: true });
  await sheet.png().toFile(path.join(root, '.work/media-preview.png'));
  console.log('preview:', names.join(' '));
} else {
  fs.mkdirSync(out, { recursive: true });
  const f = catalog.formats;
  for (const n of catalog.heroes.filter(want)) {
    const png = await image(n, f.hero, '', HERO_QUALITY);
    await image(n, f.heroPortrait, '-retrato', HERO_QUALITY);
    if (n === 'hero-home') {
      // Open Graph picture: the home hero, cropped to 1200×630.
      await sharp(png)
        .resize(1200, 630, { fit: 'cover' })
        .png({ palette: true, quality: 90 })
        .toFile(path.join(root, 'public/og-image.png'));
    }
    console.log('hero', n, new Date().toISOString());
  }
  for (const n of catalog.photos.filter(want)) {
    await image(n, f.photo);
    console.log('photo', n, new Date().toISOString());
  }
  for (const n of catalog.maps.filter(want)) {
    await image(n, f.map);
    console.log('map', n);
  }
  for (const n of catalog.videos.filter(want)) {
    await video(n, f.video);
    console.log('video', n);
  }
}
await browser.close();
