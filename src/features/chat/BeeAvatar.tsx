import { cx } from '@/ui/cx';

/** QueueBee's face: a small bee drawn in SVG (decorative; the name is always written beside it). */
export function BeeAvatar({ size = 36, className }: { size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={cx('shrink-0', className)}
    >
      <circle cx="24" cy="24" r="24" fill="#7c3aed" />
      <ellipse cx="15" cy="15" rx="7" ry="5" fill="#ede9fe" opacity="0.9" transform="rotate(-25 15 15)" />
      <ellipse cx="33" cy="15" rx="7" ry="5" fill="#ede9fe" opacity="0.9" transform="rotate(25 33 15)" />
      <ellipse cx="24" cy="28" rx="13" ry="12" fill="#facc15" />
      <path d="M12.5 25h23M11.6 30h24.8" stroke="#1f2937" strokeWidth="3" strokeLinecap="round" />
      <circle cx="19.5" cy="22" r="1.8" fill="#1f2937" />
      <circle cx="28.5" cy="22" r="1.8" fill="#1f2937" />
      <path d="M20 34.5q4 3 8 0" stroke="#1f2937" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
