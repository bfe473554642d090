import { DEFAULT_LICENSE_NAME } from '@retropics/domain/constants';
import { useTranslation } from 'react-i18next';

/**
 * A licence name as a reader sees it: the server's placeholder for 'no licence chosen yet'
 * (spec §9 default 'not defined yet') in the interface language, a real licence name as it is,
 * nothing for none.
 */
export function useLicenceName(): (name: string | null | undefined) => string | null {
  const { t } = useTranslation('common');
  return (name) => {
    const shown = name?.trim();
    if (!shown) return null;
    return shown === DEFAULT_LICENSE_NAME ? t('licence.notDefinedYet') : shown;
  };
}
