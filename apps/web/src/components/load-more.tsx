import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Button } from './ui/button';

/** The paging state of an infinite query (React Query's result has these three). */
interface Paging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface LoadMoreProps {
  pages: Paging;
  /** The button's text, e.g. "Load more checks". */
  label: string;
  /** Read by screen readers when the last page has come in, e.g. "All checks are shown." */
  endLabel: string;
  className?: string;
}

/**
 * The "load more" button of a keyset-paged list. When the last page arrives the button goes away, so focus
 * moves to a short note in its place instead of falling back to the top of the page.
 */
export function LoadMore({ pages, label, endLabel, className }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const { t } = useLingui();
  const [used, setUsed] = useState(false);
  const end = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (used && !hasNextPage) end.current?.focus();
  }, [used, hasNextPage]);

  if (!hasNextPage) {
    return used ? (
      <p ref={end} tabIndex={-1} className="sr-only">
        {endLabel}
      </p>
    ) : null;
  }
  return (
    <div className={clsx('flex justify-center', className)}>
      <Button
        variant="secondary"
        onClick={() => {
          setUsed(true);
          void fetchNextPage();
        }}
        disabled={isFetchingNextPage}
      >
        {isFetchingNextPage ? t`Loading…` : label}
      </Button>
    </div>
  );
}
