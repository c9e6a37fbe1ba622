import { isIsoDate } from '@celtic/zodiac-core';
import { createFileRoute } from '@tanstack/react-router';
import { AllSignsPage } from '../../features/horoscope/all-signs-page';

export const Route = createFileRoute('/_app/horoscope_/all')({
  validateSearch: (raw: Record<string, unknown>): { date?: string } =>
    typeof raw.date === 'string' && isIsoDate(raw.date) ? { date: raw.date } : {},
  component: AllSignsRoute,
});

function AllSignsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AllSignsPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
