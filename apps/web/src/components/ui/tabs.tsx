import * as TabsPrimitive from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const Tabs = TabsPrimitive.Root;

/** A tab's icon in a `fill` list: hidden on phones, where the row needs the room for the labels. */
export const tabIconClass = 'hidden size-4 shrink-0 sm:block';

/**
 * `fill`: on phones the list spans the width in one row, each tab growing from its own content (labels may wrap
 * inside a tab, never push the row sideways); from `sm` up it is the usual inline row.
 */
export function TabsList({
  className,
  fill = false,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { fill?: boolean }) {
  return (
    <TabsPrimitive.List
      className={clsx(
        'items-center gap-1 rounded-lg border border-gold/20 bg-forest-950/70 p-1',
        fill
          ? 'flex w-full *:min-w-0 *:flex-auto sm:inline-flex sm:w-auto sm:*:flex-none'
          : 'inline-flex flex-wrap',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        'focus-ring inline-flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm sm:px-3 font-medium text-parchment-dim transition-colors',
        'hover:text-parchment data-[state=active]:bg-forest-700 data-[state=active]:text-gold-bright data-[state=active]:shadow',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={clsx('focus-ring mt-4 rounded-lg', className)} {...props} />;
}
