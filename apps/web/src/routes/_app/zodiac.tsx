import { createFileRoute } from '@tanstack/react-router';
import { ZodiacPage } from '../../features/zodiac/zodiac-page';

export const Route = createFileRoute('/_app/zodiac')({
  component: ZodiacPage,
});
