import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { AVATAR_CHOICES } from '@retropics/domain/contracts/person.contract';
import { useTranslation } from 'react-i18next';

type AvatarChoice = (typeof AVATAR_CHOICES)[number];

export function avatarUrl(pictureUrl: string | undefined): string | undefined {
  return pictureUrl && (AVATAR_CHOICES as readonly string[]).includes(pictureUrl)
    ? `/avatars/${pictureUrl}.png`
    : undefined;
}

/** The avatar chooser of Settings: a radio group of nine pictures. */
export function AvatarChooser({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: AvatarChoice) => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Stack
      direction="row"
      role="radiogroup"
      aria-label={t('settings.avatarHeading')}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {AVATAR_CHOICES.map((number) => {
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
