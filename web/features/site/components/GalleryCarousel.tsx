import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SLIDES,
  CAROUSEL_SPEED_MS,
} from '../../../../common/constants';
import {
  prefersReducedMotion,
  useNear,
  usePrefersReducedMotion,
  useVisibleSlides,
} from '../hooks/carousel';
import type { ItemDaGaleria } from '../../../../common/schemas/conteudo';
import { conjuntoDaImagem } from '../imagens';
import { Picture } from '../../../components/ui/Picture';

const SLIDE_SIZES =
  '(max-width: 479px) 92vw, (max-width: 767px) 46vw, (max-width: 1023px) 31vw, 280px';

function Slide({
  item,
  clone = false,
  near,
}: {
  item: ItemDaGaleria;
  clone?: boolean;
  near: boolean;
}) {
  const set = conjuntoDaImagem(item.imagem);
  if (item.video && !clone) {
    const v = { ...item.video, poster: set };
    // A poster is fetched at once, lazy or not: it is set only when the gallery comes near.
    return (
      <video
        className="slide__media"
        controls
        muted
        playsInline
        preload="none"
        poster={near ? v.poster.src : undefined}
        width={v.poster.width}
        height={v.poster.height}
        aria-label={item.texto_alternativo}
      >
        {v.webm && <source src={v.webm} type="video/webm" />}
        <source src={v.mp4} type="video/mp4" />
      </video>
    );
  }
  return (
    <Picture
      className="slide__media"
      set={set}
      alt={clone ? '' : item.texto_alternativo}
      sizes={SLIDE_SIZES}
    />
  );
}

/**
 * The about page's gallery: a looping carousel that moves one slide every 3 s in 500 ms,
 * pauses while the pointer is over it or focus is inside it (or when the visitor pauses it), is
 * driven by buttons, dots, arrow keys and swipes, and stays still for visitors who ask for
 * reduced motion. The first slides are repeated after the last (hidden from assistive tech) so
 * the loop never rewinds visibly.
 */
export function GalleryCarousel({ items }: { items: ItemDaGaleria[] }) {
  const count = items.length;
  const visible = useVisibleSlides();
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const near = useNear(trackRef);
  const current = count ? ((index % count) + count) % count : 0;
  const paused = hovered || focused || stopped || reduced;
  // as few items as the screen shows at once: they stand still, with nothing to move them
  const cabe = count <= visible;

  const goTo = useCallback(
    (target: number) => {
      setAnimate(!reduced);
      setIndex(reduced ? ((target % count) + count) % count : target);
    },
    [count, reduced],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const prev = useCallback(() => {
    if (index > 0 || reduced) return goTo(index - 1);
    // From the first slide, jump unseen to its copy after the last (committed and laid out at
    // once), then slide back one.
    flushSync(() => {
      setAnimate(false);
      setIndex(count);
    });
    void trackRef.current?.offsetWidth;
    goTo(count - 1);
  }, [count, goTo, index, reduced]);

  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (paused || cabe) return;
    // Asked again when the time comes: the preference may be read after the first timer is set.
    // So is the pointer: one resting over the gallery since before the page's scripts arrived
    // never "entered" it, but the browser knows it is there (:hover).
    const id = window.setTimeout(() => {
      if (regionRef.current?.matches(':hover')) setHovered(true);
      else if (!prefersReducedMotion()) next();
    }, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(id);
  }, [paused, cabe, next]);

  // Landing on the copies: snap back to the real slides without a visible move.
  const onTransitionEnd = () => {
    if (index >= count) {
      setAnimate(false);
      setIndex(index - count);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).tagName === 'VIDEO') return; // arrows seek in the video
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      prev();
    }
  };

  const track = cabe ? items : [...items, ...items.slice(0, CAROUSEL_SLIDES)];
  const shown = (i: number) => cabe || (i >= index && i < index + visible);

  return (
    <div
      ref={regionRef}
      className="carousel"
      role="region"
      aria-roledescription="carrossel"
      aria-label="Galeria de fotos e vídeos"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-paused={paused}
      data-fixo={cabe}
    >
      <div
        className="carousel__viewport"
        style={{ '--visible': visible } as CSSProperties}
        onPointerDown={(e) => (swipeStart.current = e.clientX)}
        onPointerUp={(e) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null) return;
          const dx = e.clientX - start;
          if (dx < -40) next();
          else if (dx > 40) prev();
        }}
      >
        <div
          ref={trackRef}
          className="carousel__track"
          aria-live={paused ? 'polite' : 'off'}
          style={{
            transform: `translateX(calc(${-index} * 100% / var(--visible)))`,
            transition: animate ? `transform ${CAROUSEL_SPEED_MS}ms ease` : 'none',
          }}
          onTransitionEnd={onTransitionEnd}
        >
          {track.map((item, i) => {
            const clone = i >= count;
            const isShown = shown(i);
            return (
              <div
                key={clone ? `copia-${item.id}` : item.id}
                className="slide"
                role={clone ? undefined : 'group'}
                aria-roledescription={clone ? undefined : 'slide'}
                aria-label={clone ? undefined : `${i + 1} de ${count}: ${item.titulo}`}
                aria-hidden={clone || !isShown ? true : undefined}
                inert={clone || !isShown}
                data-shown={isShown}
              >
                <figure>
                  <Slide item={item} clone={clone} near={near} />
                  <figcaption>
                    {item.tipo === 'video' && <span className="slide__badge">Vídeo</span>}
                    {item.titulo}
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      {!cabe && (
        <div className="carousel__controls">
          <ul className="carousel__dots">
            {items.map((item, i) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="carousel__dot"
                  aria-label={`Ir para o slide ${i + 1}: ${item.titulo}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => goTo(i)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="carousel__arrow"
            onClick={prev}
            aria-label="Slide anterior"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__arrow"
            onClick={next}
            aria-label="Próximo slide"
          >
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className="carousel__pause"
            aria-pressed={stopped}
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? 'Retomar' : 'Pausar'}
          </button>
        </div>
      )}
    </div>
  );
}
