import { createFileRoute } from '@tanstack/react-router';
import { HoroscopePage } from '../../features/horoscope/horoscope-page';
import { validateHoroscopeSearch } from '../../features/horoscope/periods';

export const Route = createFileRoute('/_app/horoscope')({
  validateSearch: validateHoroscopeSearch,
  component: HoroscopeRoute,
});

function HoroscopeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <HoroscopePage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
