/**
 * SVG path of the lit part of the moon for a point in the cycle (0 = new, 0.5 = full),
 * lit from the right while waxing, as seen from the northern hemisphere.
 */
export function litPath(fraction: number, r = 10, c = 12): string {
  const f = ((fraction % 1) + 1) % 1;
  const rx = Math.abs(Math.cos(2 * Math.PI * f)) * r;
  const waxing = f <= 0.5;
  const outerSweep = waxing ? 1 : 0;
  // The terminator bulges toward the lit limb in crescents and away from it in gibbous phases.
  const crescent = f < 0.25 || f > 0.75;
  const innerSweep = waxing === crescent ? 0 : 1;
  const top = `${c} ${c - r}`;
  const bottom = `${c} ${c + r}`;
  return `M ${top} A ${r} ${r} 0 0 ${outerSweep} ${bottom} A ${rx.toFixed(3)} ${r} 0 0 ${innerSweep} ${top} Z`;
}

export function MoonGlyph({ fraction, size = 28 }: { fraction: number; size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
      <circle
        cx="12"
        cy="12"
        r="10"
        className="fill-forest-950 stroke-parchment-faint/50"
        strokeWidth="0.75"
      />
      <path d={litPath(fraction)} className="fill-parchment" />
    </svg>
  );
}
