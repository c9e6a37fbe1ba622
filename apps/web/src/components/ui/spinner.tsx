import { t } from '@lingui/core/macro';
import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className={clsx('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden className="size-full animate-spin text-gold" />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </span>
  );
}

/** A centred spinner; `fullScreen` fills the viewport (the shell's loading state). */
export function CenteredSpinner({ fullScreen = false, label }: { fullScreen?: boolean; label?: string }) {
  return (
    <div
      className={clsx('grid place-items-center', fullScreen ? 'min-h-dvh w-full' : 'min-h-64 w-full py-12')}
    >
      <Spinner className="size-10" label={label} />
    </div>
  );
}
