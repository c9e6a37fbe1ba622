import { cn } from '../../lib/cn';
import { roleBadgeClass, roleLabel } from './roles';

/** The role pill; its own colours per role, so it does not reuse Badge's fixed variants. */
export function RoleBadge({ role }: { role: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset',
        roleBadgeClass(role),
      )}
    >
      {roleLabel(role)}
    </span>
  );
}
