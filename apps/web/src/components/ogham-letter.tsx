import { type OghamStrokes, oghamBox, oghamSegments } from '@celtic/zodiac-core';

/** An Ogham letter cut on its stem line, drawn from the core's strokes (no font needed). */
export function OghamLetter({
  strokes,
  label,
  size = 96,
}: {
  strokes: OghamStrokes;
  label: string;
  size?: number;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${oghamBox.width} ${oghamBox.height}`}
      height={size}
      width={(size * oghamBox.width) / oghamBox.height}
      className="text-gold-bright"
    >
      {oghamSegments(strokes).map((s, i) => (
        <line
          // Segments never move: the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={i}
          x1={s.x1}
          y1={s.y1}
          x2={s.x2}
          y2={s.y2}
          stroke="currentColor"
          strokeWidth={i === 0 ? 5 : 7}
          strokeLinecap="round"
        />
      ))}
    </svg>
  );
}
