import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, SUPPORTED_LANGUAGES } from '../lib/i18n/i18n';

/** Language choice (de, en, it); each name is written in its own language. */
export function LanguageToggle({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      fullWidth={fullWidth}
      value={i18n.resolvedLanguage ?? i18n.language}
      aria-label={t('language.label')}
      onChange={(_, value: unknown) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <ToggleButton key={language} value={language} lang={language} data-testid={`language-${language}`}>
          {t(`language.${language}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
