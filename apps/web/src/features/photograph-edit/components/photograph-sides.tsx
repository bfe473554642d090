import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section';
import { thumbnailUrl } from '../../../lib/media/image-urls';
import type { EditablePhotograph } from '../../../lib/resources/photographs';

interface PhotographSidesProps {
  photograph: Pick<EditablePhotograph, 'filePath' | 'backFilePath' | 'originalName' | 'backOriginalName'>;
  swapped: boolean;
  onSwap: (swapped: boolean) => void;
  error: string | undefined;
}

function Side({ label, filePath, name }: { label: string; filePath: string; name: string | null }) {
  return (
    <Box component="figure" sx={{ m: 0, flex: '1 1 0', minWidth: 0 }}>
      <Box
        component="img"
        src={thumbnailUrl(filePath, 'list')}
        alt=""
        sx={{
          width: '100%',
          aspectRatio: '4 / 3',
          objectFit: 'contain',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      />
      <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
        <strong>{label}</strong>
        {name ? ` · ${name}` : ''}
      </Typography>
    </Box>
  );
}

/**
 * Both sides of the photograph as they will be after saving; a scan whose back was imported as
 * its front is put right with the swap (only offered when there is a back).
 */
export function PhotographSides({ photograph, swapped, onSwap, error }: PhotographSidesProps) {
  const { t } = useTranslation('photograph-edit');
  const { backFilePath } = photograph;
  const front = { filePath: photograph.filePath, name: photograph.originalName };
  const back = backFilePath ? { filePath: backFilePath, name: photograph.backOriginalName } : null;
  const [shownFront, shownBack] = swapped && back ? [back, front] : [front, back];
  return (
    <FormSection title={t('sections.sides')} testId="photograph-sides">
      <Box sx={{ display: 'flex', gap: 2, maxWidth: 560 }}>
        <Side label={t('sides.front')} filePath={shownFront.filePath} name={shownFront.name} />
        {shownBack ? (
          <Side label={t('sides.back')} filePath={shownBack.filePath} name={shownBack.name} />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 0', alignSelf: 'center' }}>
            {t('sides.noBack')}
          </Typography>
        )}
      </Box>
      {back && (
        <FormControlLabel
          sx={{ mt: 1.5 }}
          control={<Switch checked={swapped} onChange={(event) => onSwap(event.target.checked)} />}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <SwapHorizIcon fontSize="small" aria-hidden />
              {t('sides.swap')}
            </Box>
          }
        />
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </FormSection>
  );
}
