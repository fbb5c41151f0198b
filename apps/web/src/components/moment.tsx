/** A moment as the console's language writes it ('23 nov 2026, 14:05'). */
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../lib/format-moment';

export function Moment({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={iso}>{formatMoment(iso, i18n.language)}</time>;
}
