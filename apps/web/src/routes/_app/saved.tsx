import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '../../features/saved/saved-page';

export const Route = createFileRoute('/_app/saved')({
  component: SavedPage,
});
