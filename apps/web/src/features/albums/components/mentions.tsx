import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mentionImageUrl } from '../../../lib/resources/mentions';

/** How many mention pictures show before 'show all' (spec §2 album: toggle 3 or all). */
const FIRST_MENTIONS = 3;

/** The faces of the people mentioned in the album (a person's album: their crops, `mentionImagePaths`). */
export function Mentions({ paths }: { paths: readonly string[] }) {
  const { t } = useTranslation('browse');
  const [all, setAll] = useState(false);
  if (paths.length === 0) return null;
  const shown = all ? paths : paths.slice(0, FIRST_MENTIONS);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}
      data-testid="album-mentions"
    >
      {shown.map((path) => (
        <Avatar
          key={path}
          src={mentionImageUrl(path, 'icon')}
          alt={t('album.mention')}
          sx={{ width: 56, height: 56 }}
          data-testid="album-mention"
        />
      ))}
      {paths.length > FIRST_MENTIONS && (
        <Button size="small" onClick={() => setAll((value) => !value)} aria-expanded={all}>
          {all ? t('album.mentionsFew') : t('album.mentionsAll', { count: paths.length })}
        </Button>
      )}
    </Box>
  );
}
