import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../features/history/history-page';
import { useApiLocale } from '../../i18n/use-api-locale';

export const Route = createFileRoute('/_app/history')({
  component: History,
});

/** The page's long texts in the language the app shows. */
function History() {
  return <HistoryPage locale={useApiLocale()} />;
}
