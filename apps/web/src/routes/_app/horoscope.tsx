import { createFileRoute } from '@tanstack/react-router';
import { HoroscopePage } from '../../features/horoscope/horoscope-page';

export const Route = createFileRoute('/_app/horoscope')({
  component: HoroscopePage,
});
