import { createFileRoute } from '@tanstack/react-router';
import { HoroscopePage } from '../../features/horoscope/horoscope-page';
import { horoscopeSearchShape } from '../../features/horoscope/search';
import { searchValidator, useReadSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_app/horoscope')({
  validateSearch: searchValidator(horoscopeSearchShape),
  component: HoroscopeRoute,
});

function HoroscopeRoute() {
  const { kept, rejected } = useReadSearch(horoscopeSearchShape, Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <HoroscopePage search={kept} rejected={rejected} onSearch={(next) => void navigate({ search: next })} />
  );
}
