/** "Logos with no image fall back to a default" (accounts spec 8). */
export function DefaultLogo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label="No logo">
      <rect width="48" height="48" rx="6" fill="#e9ecef" />
      <path fill="#495057" d="M12 34 20 22l6 8 4-5 6 9H12Z" />
      <circle cx="31" cy="16" r="4" fill="#495057" />
    </svg>
  );
}
