import { Fragment, type ReactNode } from 'react';

/** Text with `**bold**` and `*italic*` marks (content/types.ts) as React nodes; all else is plain text. */
export function RichText({ text }: { text: string }): ReactNode {
  const pieces = text.split(/(\*\*[^*]+\*\*|\*[^*]+\*)/);
  return pieces.map((piece, i) => {
    const key = `${i}-${piece.slice(0, 8)}`;
    if (piece.startsWith('**') && piece.endsWith('**') && piece.length > 4) {
      return <strong key={key}>{piece.slice(2, -2)}</strong>;
    }
    if (piece.startsWith('*') && piece.endsWith('*') && piece.length > 2)
      return <em key={key}>{piece.slice(1, -1)}</em>;
    return <Fragment key={key}>{piece}</Fragment>;
  });
}
