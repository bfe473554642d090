import AnimationIcon from '@mui/icons-material/Animation';
import ThreeDRotationIcon from '@mui/icons-material/ThreeDRotation';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const EXPORTS = [
  { key: 'stereo', file: 'stereo.jpeg', icon: <ViewColumnIcon /> },
  { key: 'anaglyph', file: 'anaglyph.jpeg', icon: <ThreeDRotationIcon /> },
  { key: 'wiggle', file: 'wiggle.gif', icon: <AnimationIcon /> },
] as const;

/** The server's depth exports of a photograph (stereo pair, anaglyph, wiggle), as downloads. */
export function DepthExports({ photographId }: { photographId: number }) {
  const { t } = useTranslation('depth');
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-exports`}>
      <Typography id={`${id}-exports`} component="h2" variant="body2" sx={{ mb: 0.5 }}>
        {t('exports.heading')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {EXPORTS.map(({ key, file, icon }) => (
          <Button
            key={key}
            component="a"
            href={`/photographs/${photographId}/depth/${file}`}
            download={`${photographId}-${file}`}
            variant="outlined"
            size="small"
            startIcon={icon}
            data-testid={`depth-export-${key}`}
          >
            {t(`exports.${key}`)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
