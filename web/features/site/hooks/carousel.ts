/** What the gallery carousel reads from the browser: its width, the motion preference, its place. */
import { useEffect, useState, type RefObject } from 'react';
import { CAROUSEL_BREAKPOINTS, CAROUSEL_SLIDES } from '../../../../common/constants';

/** Slides shown at the current width (4; 3 below 1024 px; 2 below 768; 1 below 480: docs/product/site-publico.md). */
export function useVisibleSlides(): number {
  const [visible, setVisible] = useState<number>(CAROUSEL_SLIDES);
  useEffect(() => {
    const queries = CAROUSEL_BREAKPOINTS.map((b) => ({
      mq: window.matchMedia(`(max-width: ${b.below - 0.02}px)`),
      slides: b.slides,
    }));
    const update = () => {
      let n: number = CAROUSEL_SLIDES;
      for (const q of queries) if (q.mq.matches) n = q.slides;
      setVisible(n);
    };
    update();
    queries.forEach((q) => q.mq.addEventListener('change', update));
    return () => queries.forEach((q) => q.mq.removeEventListener('change', update));
  }, []);
  return visible;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** True once the element is within a screen of the viewport. */
export function useNear(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, near]);
  return near;
}
