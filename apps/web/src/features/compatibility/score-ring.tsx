/** The score as a gold arc around its percentage. */
export function ScoreRing({ score, size = 132 }: { score: number; size?: number }) {
  const r = 52;
  const circumference = 2 * Math.PI * r;
  const filled = (Math.min(100, Math.max(0, score)) / 100) * circumference;
  return (
    <div className="relative shrink-0" style={{ width: size, height: size }}>
      <svg viewBox="0 0 120 120" width={size} height={size} aria-hidden className="-rotate-90">
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
      <span className="absolute inset-0 grid place-items-center font-display font-semibold text-3xl text-parchment">
        {score}%
      </span>
    </div>
  );
}
