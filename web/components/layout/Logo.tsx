/** The company's mark: a sun over furrowed fields. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#f4efe2" />
      <circle cx="24" cy="19" r="7" fill="#d9a441" />
      <path d="M4 30c8-4 32-4 40 0v4c-8-4-32-4-40 0z" fill="#2f6b3f" />
      <path d="M6 36c8-4 28-4 36 0v3c-8-4-28-4-36 0z" fill="#3f8a50" />
      <path d="M10 41c6-3 22-3 28 0" stroke="#2f6b3f" strokeWidth="2.5" fill="none" />
    </svg>
  );
}
