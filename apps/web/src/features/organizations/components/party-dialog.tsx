import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ORGANIZATION_NAME_MAX_LENGTH } from '@retropics/domain/contracts/organization.contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LongForm } from '../../../components/form/long-form';
import { RichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { mediaQueries } from '../../../lib/layout/breakpoints';
import { useMatchMedia } from '../../../lib/layout/use-media-query';
import {
  type Organization,
  type PartyKind,
  type Sponsor,
  useCreateOrganization,
  useCreateSponsor,
  useUpdateOrganization,
  useUpdateSponsor,
} from '../../../lib/resources/organizations';
import { showSuccess } from '../../../lib/snackbar/snackbar-store';
import { draftOf, type PartyDraft, type PartyErrors, partyBody, partyMessageKey } from '../party-draft';
import { LogoField } from './logo-field';

interface PartyDialogProps {
  kind: PartyKind;
  /** The record being changed; null for a new one. */
  party: Organization | Sponsor | null;
  onClose: () => void;
}

/** Create or change one organization or sponsor; shown while mounted. */
export function PartyDialog({ kind, party, onClose }: PartyDialogProps) {
  const { t } = useTranslation('organizations');
  const formId = useId();
  const fullScreen = useMatchMedia(mediaQueries.mobile);
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<PartyDraft>(() => draftOf(party ?? undefined));
  const [errors, setErrors] = useState<PartyErrors>({});
  const [general, setGeneral] = useState<'saveFailed' | 'denied' | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const createOrganization = useCreateOrganization();
  const updateOrganization = useUpdateOrganization();
  const createSponsor = useCreateSponsor();
  const updateSponsor = useUpdateSponsor();
  const busy = [createOrganization, updateOrganization, createSponsor, updateSponsor].some(
    (mutation) => mutation.isPending,
  );
  const isOrganization = kind === 'organizations';

  // After a refused save the first field with a message takes the focus, so it is read out.
  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const message = (field: keyof PartyErrors) => {
    const text = errors[field];
    return text === undefined ? undefined : t(partyMessageKey(text));
  };
  const change = (next: Partial<PartyDraft>, fields: ReadonlyArray<keyof PartyErrors>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });
  };
  const refuse = (byField: PartyErrors) => {
    setErrors(byField);
    setFocusRequest((count) => count + 1);
  };

  const send = (checked: NonNullable<ReturnType<typeof partyBody>['body']>) => {
    if (kind === 'organizations') {
      const body = checked as Parameters<typeof createOrganization.mutateAsync>[0];
      return party
        ? updateOrganization.mutateAsync({ id: party.id, ...body })
        : createOrganization.mutateAsync(body);
    }
    return party
      ? updateSponsor.mutateAsync({ id: party.id, ...checked })
      : createSponsor.mutateAsync(checked);
  };

  const save = async () => {
    const checked = partyBody(kind, draft);
    if (!checked.body) {
      refuse(checked.errors);
      return;
    }
    setErrors({});
    setGeneral(null);
    try {
      const saved = await send(checked.body);
      showSuccess(t(party ? 'saved.updated' : 'saved.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) refuse(error.fieldMessages);
      else setGeneral(error instanceof ApiError && error.status === 403 ? 'denied' : 'saveFailed');
    }
  };

  const fieldErrors = Object.values(errors).filter((text) => text !== undefined).length;
  const title = t(`${kind}.${party ? 'editTitle' : 'createTitle'}`);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${formId}-title`}
    >
      <DialogTitle id={`${formId}-title`}>{title}</DialogTitle>
      <DialogContent dividers>
        <LongForm ref={form} id={formId} onSave={save} spacing={2.5} data-testid="party-form">
          <TextField
            label={t('form.name')}
            name="name"
            value={draft.name}
            onChange={(event) => change({ name: event.target.value }, ['name'])}
            required
            fullWidth
            autoFocus
            error={Boolean(message('name'))}
            helperText={message('name')}
            slotProps={{ htmlInput: { maxLength: ORGANIZATION_NAME_MAX_LENGTH } }}
          />
          {isOrganization && (
            <Box>
              <Typography
                id={`${formId}-text-label`}
                component="span"
                variant="body2"
                sx={{ display: 'block', mb: 0.75 }}
              >
                {t('form.text')}
              </Typography>
              <RichTextEditor
                id={`${formId}-text`}
                value={draft.text}
                onChange={(text) => change({ text }, ['text'])}
                labelId={`${formId}-text-label`}
                describedBy={`${formId}-text-hint`}
                invalid={Boolean(message('text'))}
              />
              <FormHelperText id={`${formId}-text-hint`} error={Boolean(message('text'))}>
                {message('text') ?? t('form.textHint')}
              </FormHelperText>
            </Box>
          )}
          <TextField
            label={t('form.url')}
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={draft.url}
            onChange={(event) => change({ url: event.target.value }, ['url'])}
            fullWidth
            error={Boolean(message('url'))}
            helperText={message('url') ?? t('form.urlHint')}
          />
          <LogoField
            kind={kind}
            name={draft.name}
            logo={draft.logo}
            onChange={(logo) => change({ logo }, ['logo', 'file'])}
            error={message('file') ?? message('logo')}
            onUploadError={(upload) =>
              setErrors((current) => {
                const rest = { ...current };
                if (upload === undefined) delete rest.file;
                else rest.file = upload;
                return rest;
              })
            }
          />
          {(fieldErrors > 0 || general) && (
            <Alert severity="error" role="alert" data-testid="party-form-errors">
              {t(general ? `errors.${general}` : 'errors.checkFields')}
            </Alert>
          )}
        </LongForm>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy} data-testid="party-save">
          {t(busy ? 'form.saving' : party ? 'form.save' : 'form.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
