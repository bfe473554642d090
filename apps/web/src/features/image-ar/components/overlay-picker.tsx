import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverlayVersion } from '../overlay-versions';

interface OverlayPickerProps {
  open: boolean;
  versions: readonly OverlayVersion[];
  selected: string;
  onChoose(key: string): void;
  onClose(): void;
}

/** The label a version goes by in the picker and on the thumbnail button. */
export function useVersionLabel() {
  const { t } = useTranslation('image-ar');
  return (version: OverlayVersion) =>
    version.kind === 'retrosnap'
      ? t('picker.retrosnap', { date: version.dateText ?? '' }).trim()
      : t(`picker.${version.kind}`);
}

/** Spec §2/§4 AR: the overlay versions as thumbnails; choosing one closes the picker. */
export function OverlayPicker({ open, versions, selected, onChoose, onClose }: OverlayPickerProps) {
  const { t } = useTranslation('image-ar');
  const titleId = useId();
  const labelOf = useVersionLabel();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('picker.title')}</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
            gap: 1.5,
            pt: 0.5,
          }}
        >
          {versions.map((version) => {
            const chosen = version.key === selected;
            return (
              <ButtonBase
                key={version.key}
                onClick={() => onChoose(version.key)}
                aria-pressed={chosen}
                data-testid={`overlay-version-${version.key}`}
                sx={{
                  display: 'grid',
                  gap: 0.5,
                  p: 0.5,
                  borderRadius: 1,
                  border: 2,
                  borderColor: chosen ? 'primary.main' : 'transparent',
                  textAlign: 'left',
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                <Box sx={{ position: 'relative', width: '100%', aspectRatio: '4 / 3', bgcolor: 'grey.900' }}>
                  <Box
                    component="img"
                    src={version.src}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                  {chosen && (
                    <CheckCircleIcon
                      aria-hidden
                      color="primary"
                      sx={{
                        position: 'absolute',
                        top: 4,
                        right: 4,
                        bgcolor: 'common.white',
                        borderRadius: '50%',
                      }}
                    />
                  )}
                </Box>
                <Typography variant="body2">{labelOf(version)}</Typography>
              </ButtonBase>
            );
          })}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
