import { createFileRoute } from '@tanstack/react-router';
import { CompatibilityPage } from '../../features/compatibility/compatibility-page';

export const Route = createFileRoute('/_app/compatibility')({
  component: CompatibilityPage,
});
