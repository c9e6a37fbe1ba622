import { formatPercent } from '../../i18n/format';

/** The score as a gold arc around its percentage; sized by the caller's classes. */
export function ScoreRing({
  score,
  className = 'size-28 sm:size-32',
}: {
  score: number;
  className?: string;
}) {
  const r = 52;
  const circumference = 2 * Math.PI * r;
  const filled = (Math.min(100, Math.max(0, score)) / 100) * circumference;
  return (
    <div className={`relative shrink-0 ${className}`}>
      <svg viewBox="0 0 120 120" aria-hidden className="size-full -rotate-90">
        <circle cx="60" cy="60" r={r} fill="none" strokeWidth="10" className="stroke-forest-800" />
        <circle
          cx="60"
          cy="60"
          r={r}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${circumference}`}
          className="stroke-gold transition-[stroke-dasharray] duration-700"
        />
      </svg>
      <span className="absolute inset-0 grid place-items-center font-display font-semibold text-2xl text-parchment sm:text-3xl">
        {formatPercent(score)}
      </span>
    </div>
  );
}
