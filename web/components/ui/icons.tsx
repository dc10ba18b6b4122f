import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;
/** A line icon's attributes (currentColor, hidden from assistive technology), `size` px square. */
export const iconProps = (props: IconProps, size = 20) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const MenuIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);
export const CloseIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const LinkedinIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2z" />
    <circle cx="4" cy="4" r="2" />
  </svg>
);
export const WhatsappIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M21 11.5a8.4 8.4 0 0 1-12.4 7.4L3 20l1.2-5.4A8.4 8.4 0 1 1 21 11.5z" />
    <path d="M9 9.5c.3 1.7 1.8 3.7 4.4 4.6l1.1-1.1 2 1-.6 1.6c-3.4.4-7.4-3.1-7.6-6.4l1.5-.8 1 2z" />
  </svg>
);
export const InstagramIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" />
  </svg>
);
export const MailIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);
export const PhoneIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </svg>
);
export const PinIcon = (p: IconProps) => (
  <svg {...iconProps(p)}>
    <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
);
