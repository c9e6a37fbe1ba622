import { createFileRoute } from '@tanstack/react-router';
import { decideAccess } from '../access/access';
import { guard, validateReturnSearch } from '../access/guard';
import { useAccessState } from '../access/use-access';
import { CenteredSpinner } from '../components/ui/spinner';
import { WelcomePage } from '../features/welcome/welcome-page';

export const Route = createFileRoute('/welcome')({
  validateSearch: validateReturnSearch,
  beforeLoad: ({ context, location, search }) => guard('welcome', context.access, location, search.redirect),
  component: WelcomeRoute,
});

function WelcomeRoute() {
  const decision = decideAccess('welcome', useAccessState());
  const { redirect: returnTo } = Route.useSearch();
  if (decision.kind === 'wait') return <CenteredSpinner fullScreen />;
  if (decision.kind === 'redirect') return null;
  return <WelcomePage returnTo={returnTo} />;
}
