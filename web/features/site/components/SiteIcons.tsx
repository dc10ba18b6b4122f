import type { SVGProps } from 'react';
import type { Highlight } from '../content';

const base = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

const PATHS: Record<Highlight['icon'] | 'check' | 'water' | 'recycle', string[]> = {
  cattle: [
    'M4 8c1.5 0 2-1.5 2-3M20 8c-1.5 0-2-1.5-2-3',
    'M6 8h12l-1 5c-.3 1.7-1.7 3-3.4 3h-3.2C8.7 16 7.3 14.7 7 13z',
    'M10 16v3M14 16v3M9.5 11h.01M14.5 11h.01',
  ],
  sprout: ['M12 21v-9', 'M12 12C12 7 8 5 4 5c0 4 3 7 8 7z', 'M12 14c0-4 3-6 8-6 0 4-3 6-8 6z'],
  chart: ['M4 20V10M10 20V4M16 20v-7M22 20H2'],
  leaf: ['M5 21c0-9 6-15 16-16-1 10-7 16-16 16z', 'M5 21l8-8'],
  team: [
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6',
    'M16 5.2a3 3 0 0 1 0 5.6M18 14.5c1.8.8 3 2.9 3 5.5',
  ],
  medal: ['M12 15a5 5 0 1 0 0-10 5 5 0 0 0 0 10z', 'M9 14l-2 7 5-3 5 3-2-7', 'M12 8v4'],
  check: ['M5 12l5 5 9-10'],
  water: ['M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z'],
  recycle: ['M7 19H4l3-5M17 19h3l-3-5M12 4l2 3.5M12 4l-2 3.5', 'M9 19h6M8.5 11 6 15M15.5 11 18 15'],
};

export function SiteIcon({
  name,
  ...props
}: { name: keyof typeof PATHS } & SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
