import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SIDECAR = /\.(csv|json)$/i;

/**
 * Where scans come in: dropped onto the area (a CSV or JSON among them is taken as the sidecar)
 * or chosen with the two buttons, which keyboard and screen-reader users reach as usual.
 */
export function DropZone(props: {
  onScans: (files: File[]) => void;
  onSidecar: (file: File) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('scan-upload');
  const scansInput = useRef<HTMLInputElement>(null);
  const sidecarInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (files: File[]) => {
    const sidecar = files.find((file) => SIDECAR.test(file.name));
    if (sidecar) props.onSidecar(sidecar);
    const scans = files.filter((file) => !SIDECAR.test(file.name));
    if (scans.length > 0) props.onScans(scans);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!props.disabled) take([...event.dataTransfer.files]);
  };

  return (
    <Paper
      variant="outlined"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="scan-drop-zone"
      sx={{
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
      }}
    >
      <CloudUploadIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography sx={{ mb: 2 }}>{t('drop.hint')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<CloudUploadIcon />}
          onClick={() => scansInput.current?.click()}
          disabled={props.disabled}
        >
          {t('drop.chooseScans')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DescriptionIcon />}
          onClick={() => sidecarInput.current?.click()}
          disabled={props.disabled}
        >
          {t('drop.chooseSidecar')}
        </Button>
      </Box>
      <input
        ref={scansInput}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif"
        hidden
        data-testid="scan-files-input"
        onChange={(event) => {
          take([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <input
        ref={sidecarInput}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        hidden
        data-testid="scan-sidecar-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) props.onSidecar(file);
          event.target.value = '';
        }}
      />
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {t('drop.pairing')}
      </Typography>
    </Paper>
  );
}
