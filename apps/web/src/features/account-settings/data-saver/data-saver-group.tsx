import { useWords } from '../../../lib/i18n/words.ts';
import { DataSaverCard } from './components/data-saver-card.tsx';
import { dataSaverWords } from './words/index.ts';

/** The settings page's "Data saver" group (issue 27). */
export function useDataSaverGroup() {
  const m = useWords(dataSaverWords);
  return { id: 'data-saver', heading: m.group, cards: <DataSaverCard /> };
}
