import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileChooseButton } from '../../../components/file-choose-button';
import { PartyLogo } from '../../../components/party-credits/party-credits';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { type PartyKind, useUploadLogo } from '../../../lib/resources/organizations';
import { type DraftLogo, LOGO_UPLOAD_MESSAGES } from '../party-draft';

interface LogoFieldProps {
  kind: PartyKind;
  name: string;
  logo: DraftLogo | null;
  onChange: (logo: DraftLogo | null) => void;
  /** The field's message, already in the reader's language. */
  error: string | undefined;
  /** A message of the upload (English, as the server words it), or undefined to clear it. */
  onUploadError: (message: string | undefined) => void;
}

/** The logo of an organization or sponsor: upload (JPEG, PNG, GIF), preview, replace or remove. */
export function LogoField({ kind, name, logo, onChange, error, onUploadError }: LogoFieldProps) {
  const { t } = useTranslation('organizations');
  const id = useId();
  const upload = useUploadLogo(kind);

  const uploadFile = (file: File) => {
    onUploadError(undefined);
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange({ filePath: uploaded.filePath, previewUrl: uploaded.contentUrl }),
      onError: (failure) =>
        onUploadError(
          failure instanceof ApiError
            ? (failure.violations[0]?.message ?? failure.message)
            : LOGO_UPLOAD_MESSAGES.chooseFile,
        ),
    });
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <Typography id={`${id}-label`} component="span" variant="body2" sx={{ display: 'block', mb: 1 }}>
        {t('form.logo')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {logo ? (
          <Box data-testid="party-logo-preview">
            <PartyLogo
              src={logo.previewUrl}
              alt={t('credits.logoOf', { name: name.trim() || t('form.unnamed') })}
              height={56}
            />
          </Box>
        ) : (
          <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
            {t('form.noLogo')}
          </Typography>
        )}
        <FileChooseButton
          label={t(upload.isPending ? 'form.logoUploading' : logo ? 'form.logoReplace' : 'form.logoChoose')}
          busy={upload.isPending}
          onFile={uploadFile}
          testId="party-logo-file"
        />
        {logo && (
          <Button color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => onChange(null)}>
            {t('form.logoRemove')}
          </Button>
        )}
      </Box>
      <FormHelperText id={`${id}-hint`} error={Boolean(error)} data-testid="party-logo-message">
        {error ?? t('form.logoHint')}
      </FormHelperText>
    </Box>
  );
}
