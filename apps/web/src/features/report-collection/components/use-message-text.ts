import { useTranslation } from 'react-i18next';
import { messageKey } from '../report-draft';

/** The domain's or the server's message for a field, in the reader's language. */
export function useMessageText() {
  const { t } = useTranslation('report-collection');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const known = messageKey(message);
    return known ? t(known.key, known.values) : message;
  };
}
