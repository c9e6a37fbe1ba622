import { createFileRoute, Outlet } from '@tanstack/react-router';
import { decideAccess } from '../access/access';
import { guard } from '../access/guard';
import { useAccessState } from '../access/use-access';
import { CenteredSpinner } from '../components/ui/spinner';
import { Shell } from '../features/shell/shell';
import { DataProviders } from '../lib/data-providers';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => guard('app', context.access, location),
  component: AppLayout,
});

function AppLayout() {
  const decision = decideAccess('app', useAccessState());
  if (decision.kind === 'wait') return <CenteredSpinner fullScreen />;
  // A redirect is on its way: render nothing rather than flash the shell.
  if (decision.kind === 'redirect') return null;
  return (
    <DataProviders>
      <Shell>
        <Outlet />
      </Shell>
    </DataProviders>
  );
}
