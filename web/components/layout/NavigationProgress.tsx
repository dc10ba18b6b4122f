import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Navigations quicker than this show nothing. */
const DELAY_MS = 250;

/**
 * A thin bar at the top of the window while the next screen's code or data is on its way, so a
 * tap on a slow connection visibly did something. It appears only after a short delay: fast
 * navigations do not flash it.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const id = window.setTimeout(() => setShown(true), DELAY_MS);
    return () => window.clearTimeout(id);
  }, [busy]);
  if (!shown) return null;
  return <div className="nav-progress" role="progressbar" aria-label="Carregando a página" />;
}
