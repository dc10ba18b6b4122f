import catalog from './media-catalog.json';

/** Where the generated media live (see scripts/media/build-media.mjs). */
const MEDIA = '/media';

type FormatName = keyof typeof catalog.formats;

export interface ImageSet {
  avif: string;
  webp: string;
  /** a middle-sized WebP for browsers that take neither srcset */
  src: string;
  width: number;
  height: number;
}

/** The AVIF and WebP `srcset`s of a generated picture. */
export function imageSet(name: string, format: FormatName, suffix = ''): ImageSet {
  const f = catalog.formats[format];
  const list = (ext: string) =>
    f.widths.map((w) => `${MEDIA}/${name}${suffix}-${w}.${ext} ${w}w`).join(', ');
  const mid = f.widths[Math.min(1, f.widths.length - 1)];
  return {
    avif: list('avif'),
    webp: list('webp'),
    src: `${MEDIA}/${name}${suffix}-${mid}.webp`,
    width: f.w,
    height: f.h,
  };
}

/** The largest WebP of a picture, for the lightbox and for links that work without JavaScript. */
export const largeImage = (name: string, format: FormatName = 'photo') => {
  const f = catalog.formats[format];
  return `${MEDIA}/${name}-${f.widths[f.widths.length - 1]}.webp`;
};

export const videoSources = (name: string) => ({
  webm: `${MEDIA}/${name}.webm`,
  mp4: `${MEDIA}/${name}.mp4`,
  poster: imageSet(`${name}-poster`, 'video'),
});
