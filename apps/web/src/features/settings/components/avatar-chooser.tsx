import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Spec §9: nine avatars, 0 to 8. */
export const AVATARS = ['0', '1', '2', '3', '4', '5', '6', '7', '8'] as const;

export function avatarUrl(pictureUrl: string | undefined): string | undefined {
  return pictureUrl && (AVATARS as readonly string[]).includes(pictureUrl)
    ? `/avatars/${pictureUrl}.png`
    : undefined;
}

/** The avatar chooser of Settings: a radio group of nine pictures. */
export function AvatarChooser({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Stack
      direction="row"
      role="radiogroup"
      aria-label={t('settings.avatarHeading')}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {AVATARS.map((number) => {
        const selected = number === value;
        return (
          <ButtonBase
            key={number}
            role="radio"
            aria-checked={selected}
            aria-label={t('settings.avatar', { number })}
            onClick={() => onChange(number)}
            focusRipple
            sx={{
              borderRadius: '50%',
              outline: selected ? '3px solid' : '3px solid transparent',
              outlineColor: selected ? 'primary.main' : 'transparent',
              outlineOffset: 2,
            }}
          >
            <Avatar src={`/avatars/${number}.png`} alt="" sx={{ width: 48, height: 48 }} />
          </ButtonBase>
        );
      })}
    </Stack>
  );
}
