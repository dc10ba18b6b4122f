import type { ReactNode } from 'react';
import { imageSet } from '../../lib/media';
import { Picture } from '../ui/Picture';
import './page.css';

/** The photo band that opens each public page, with the page's title over it. */
export function PageHero({
  image,
  alt,
  title,
  subtitle,
  children,
  tall = false,
  before,
}: {
  image: string;
  alt: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
  tall?: boolean;
  before?: ReactNode;
}) {
  return (
    <section className={`hero${tall ? ' hero--tall' : ''}`} aria-labelledby="hero-titulo">
      <Picture
        className="hero__media"
        set={imageSet(image, 'hero')}
        portrait={imageSet(image, 'heroPortrait', '-retrato')}
        alt={alt}
        // The picture covers the band, so on a short wide or a tall narrow screen it is wider
        // than the viewport: its height (88vh or 62vh) times its aspect ratio.
        sizes={tall ? 'max(100vw, 157vh)' : 'max(100vw, 110vh)'}
        portraitSizes={tall ? 'max(100vw, 71vh)' : 'max(100vw, 50vh)'}
        priority
      />
      <div className="hero__content">
        {before}
        <h1 id="hero-titulo">{title}</h1>
        <p className="hero__subtitle">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
