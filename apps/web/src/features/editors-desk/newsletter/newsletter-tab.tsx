import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Locale } from '@retropics/domain/constants';
import {
  NEWSLETTER_SUBJECT_MAX_LENGTH,
  NEWSLETTER_TEXT_MAX_LENGTH,
  newsletterMailingBody,
} from '@retropics/domain/contracts/newsletter.contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { formatDate } from '../../../lib/i18n/format-date';
import { useNewsletterMailings, useSendNewsletterMailing } from '../../../lib/resources/newsletter';
import { showError, showSuccess } from '../../../lib/snackbar/snackbar-store';

const LANGUAGES: readonly Locale[] = ['de', 'en', 'it'];

type Draft = Record<Locale, { subject: string; text: string }>;
const emptyDraft = (): Draft => ({
  de: { subject: '', text: '' },
  en: { subject: '', text: '' },
  it: { subject: '', text: '' },
});

/**
 * The editors' desk tab for the newsletter (issue 19): subject and text in German, English and
 * Italian, sent after a confirmation that says how many confirmed subscribers it reaches, and the
 * mailings sent so far. The server refuses everyone but editors and admins.
 */
export function NewsletterTab() {
  const { t, i18n } = useTranslation('newsletter');
  const mailings = useNewsletterMailings();
  const send = useSendNewsletterMailing();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const dialogTitleId = useId();
  const subscribers = mailings.data?.confirmedSubscribers ?? 0;

  const change = (locale: Locale, field: 'subject' | 'text', value: string) =>
    setDraft((current) => ({ ...current, [locale]: { ...current[locale], [field]: value } }));

  /** The server's own rule: every language needs both, so the form refuses in the same words. */
  const check = (event: FormEvent) => {
    event.preventDefault();
    const checked = newsletterMailingBody.safeParse({ translations: draft });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  const sendNow = () =>
    send.mutate(
      { translations: draft },
      {
        onSuccess: (mailing) => {
          setConfirming(false);
          setDraft(emptyDraft());
          showSuccess(t('desk.sent', { count: mailing.recipientCount }));
        },
        onError: (error) => {
          setConfirming(false);
          if (error instanceof ApiError && error.violations.length > 0)
            setErrors(Object.fromEntries(error.violations.map((v) => [v.propertyPath, v.message])));
          else showError(error.message);
        },
      },
    );

  const subjectFor = (translations: { locale: string; subject: string }[]) =>
    (translations.find((translation) => translation.locale === i18n.language) ?? translations[0])?.subject ??
    '';

  return (
    <Box data-testid="newsletter-tab">
      <Typography component="h2" variant="h6">
        {t('desk.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('desk.intro')}
      </Typography>
      {mailings.isSuccess && (
        <Typography variant="body2" sx={{ mb: 2, fontWeight: 700 }} data-testid="newsletter-subscribers">
          {t('desk.subscribers', { count: subscribers })}
        </Typography>
      )}
      <form onSubmit={check} noValidate>
        {LANGUAGES.map((locale) => {
          const language = t(`desk.language.${locale}`);
          const subjectError = errors[`translations.${locale}.subject`];
          const textError = errors[`translations.${locale}.text`];
          return (
            <Box component="fieldset" key={locale} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {language}
              </Typography>
              <TextField
                label={t('desk.subject', { language })}
                name={`subject-${locale}`}
                value={draft[locale].subject}
                onChange={(event) => change(locale, 'subject', event.target.value)}
                error={Boolean(subjectError)}
                helperText={subjectError}
                fullWidth
                margin="dense"
                slotProps={{ htmlInput: { maxLength: NEWSLETTER_SUBJECT_MAX_LENGTH, lang: locale } }}
              />
              <TextField
                label={t('desk.text', { language })}
                name={`text-${locale}`}
                value={draft[locale].text}
                onChange={(event) => change(locale, 'text', event.target.value)}
                error={Boolean(textError)}
                helperText={textError ?? t('desk.textHelp')}
                fullWidth
                multiline
                minRows={4}
                margin="dense"
                slotProps={{ htmlInput: { maxLength: NEWSLETTER_TEXT_MAX_LENGTH, lang: locale } }}
              />
            </Box>
          );
        })}
        <Button type="submit" variant="contained" disabled={send.isPending || !mailings.isSuccess}>
          {t('desk.send')}
        </Button>
      </form>

      <Typography component="h3" variant="subtitle1" sx={{ mt: 4, fontWeight: 700 }}>
        {t('desk.pastTitle')}
      </Typography>
      {mailings.isPending && <CircularProgress aria-label={t('desk.pastTitle')} sx={{ m: 2 }} />}
      {mailings.isError && (
        <Alert severity="error">{t('desk.loadFailed', { message: mailings.error.message })}</Alert>
      )}
      {mailings.isSuccess && mailings.data['hydra:member'].length === 0 && (
        <Typography variant="body2">{t('desk.none')}</Typography>
      )}
      {mailings.isSuccess && mailings.data['hydra:member'].length > 0 && (
        <List dense data-testid="newsletter-mailings">
          {mailings.data['hydra:member'].map((mailing) => (
            <ListItem key={mailing.id} disableGutters>
              <ListItemText
                primary={subjectFor(mailing.translations)}
                secondary={`${formatDate(mailing.dateCreated.slice(0, 10))} · ${t('desk.recipients', {
                  count: mailing.recipientCount,
                })}`}
              />
            </ListItem>
          ))}
        </List>
      )}

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={dialogTitleId}>
        <DialogTitle id={dialogTitleId}>{t('desk.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('desk.confirmText', { count: subscribers, subject: draft.de.subject.trim() })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('desk.cancel')}</Button>
          <Button onClick={sendNow} variant="contained" disabled={send.isPending}>
            {t('desk.confirmSend')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
