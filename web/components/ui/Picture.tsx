import type { ImageSet } from '../../lib/media';

/**
 * A responsive picture: AVIF first, WebP otherwise, the browser choosing the width from `sizes`.
 * Below the fold it loads lazily; the first screen's picture is fetched with high priority.
 */
export function Picture({
  set,
  alt,
  sizes,
  priority = false,
  className,
  portrait,
  portraitSizes = sizes,
}: {
  set: ImageSet;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** an art-directed crop for narrow portrait screens */
  portrait?: ImageSet;
  /** `sizes` of the portrait crop, when it differs */
  portraitSizes?: string;
}) {
  const narrow = '(max-width: 640px) and (orientation: portrait)';
  return (
    <picture className={className}>
      {portrait && (
        <source media={narrow} type="image/avif" srcSet={portrait.avif} sizes={portraitSizes} />
      )}
      {portrait && (
        <source media={narrow} type="image/webp" srcSet={portrait.webp} sizes={portraitSizes} />
      )}
      <source type="image/avif" srcSet={set.avif} sizes={sizes} />
      <source type="image/webp" srcSet={set.webp} sizes={sizes} />
      <img
        src={set.src}
        alt={alt}
        width={set.width}
        height={set.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
