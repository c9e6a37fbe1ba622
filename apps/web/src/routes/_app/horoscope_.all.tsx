import { createFileRoute } from '@tanstack/react-router';
import { AllSignsPage } from '../../features/horoscope/all-signs-page';
import { allSignsSearchShape } from '../../features/horoscope/search';
import { searchValidator, useReadSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_app/horoscope_/all')({
  validateSearch: searchValidator(allSignsSearchShape),
  component: AllSignsRoute,
});

function AllSignsRoute() {
  const { kept, rejected } = useReadSearch(allSignsSearchShape, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <AllSignsPage search={kept} rejected={rejected} onSearch={(next) => void navigate({ search: next })} />
  );
}
