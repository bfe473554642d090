import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Date and time in the reader's language: the desk cares when something came and was handled. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}
