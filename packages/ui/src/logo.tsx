import type { Region } from '@yardfleet/domain/locale/region';

export interface LogoProps {
  /** na: the green leaf wordmark; eu: the blue-circle wordmark with the EU star ring (rules 1.6). */
  readonly region: Region;
  /** Accessible name (default "Yardfleet"). */
  readonly title?: string;
  readonly className?: string;
}

/** North America wordmark: a leaf mark and "Yardfleet" in green. */
const NaLogo = ({ title, className }: { title: string; className?: string | undefined }) => (
  <svg viewBox="0 0 168 36" role="img" aria-label={title} className={className} data-region="na">
    <path d="M6 30C6 14 16 6 32 6c0 16-8 26-24 24Z" fill="#047857" />
    <path d="M8 28 26 12" stroke="#ecfdf5" strokeWidth="2.5" strokeLinecap="round" />
    <text x="40" y="25" fontFamily="system-ui, sans-serif" fontSize="20" fontWeight="700" fill="#065f46">
      Yardfleet
    </text>
  </svg>
);

/** Europe wordmark: a ring of twelve stars around a Y, and "Yardfleet" in blue with "EU". */
const EuLogo = ({ title, className }: { title: string; className?: string | undefined }) => (
  <svg viewBox="0 0 168 36" role="img" aria-label={title} className={className} data-region="eu">
    <circle cx="18" cy="18" r="16" fill="#1e3a8a" />
    {Array.from({ length: 12 }, (_, i) => {
      const angle = (i / 12) * 2 * Math.PI;
      return <circle key={i} cx={18 + 11 * Math.cos(angle)} cy={18 + 11 * Math.sin(angle)} r="1.4" fill="#facc15" />;
    })}
    <path d="M13 11l5 7 5-7M18 18v8" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    <text x="40" y="25" fontFamily="system-ui, sans-serif" fontSize="20" fontWeight="700" fill="#1e3a8a">
      Yardfleet
    </text>
    <text x="140" y="25" fontFamily="system-ui, sans-serif" fontSize="12" fontWeight="700" fill="#ca8a04">
      EU
    </text>
  </svg>
);

/** The region's logo (rules 1.6: the logo differs between the EU host and the others). */
export const Logo = ({ region, title = 'Yardfleet', className }: LogoProps) =>
  region === 'eu' ? <EuLogo title={title} className={className} /> : <NaLogo title={title} className={className} />;
