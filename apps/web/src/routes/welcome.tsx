import { createFileRoute } from '@tanstack/react-router';
import { decideAccess } from '../access/access';
import { guard } from '../access/guard';
import { useAccessState } from '../access/use-access';
import { CenteredSpinner } from '../components/ui/spinner';
import { WelcomePage } from '../features/welcome/welcome-page';

export const Route = createFileRoute('/welcome')({
  beforeLoad: ({ context }) => guard('welcome', context.access),
  component: WelcomeRoute,
});

function WelcomeRoute() {
  const decision = decideAccess('welcome', useAccessState());
  if (decision.kind === 'wait') return <CenteredSpinner fullScreen />;
  if (decision.kind === 'redirect') return null;
  return <WelcomePage />;
}
