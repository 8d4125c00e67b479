import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';

/** The specification's wording for this feature's keys, falling back to the shared 'errors' catalogue. */
export function useTicketMessage() {
  const { t } = useTranslation('tickets');
  const errorText = useErrorText();
  return (key: string | null | undefined) =>
    key ? t(`messages.${key}`, { defaultValue: errorText(key) }) : undefined;
}
