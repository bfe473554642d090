import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOCALES, type Locale } from '@retropics/domain/constants';
import { CONTACT_TEXT_MAX_LENGTH, contactFormSchema } from '@retropics/domain/contracts/contact.contract';
import { isFeedbackEmailValid, MESSAGES } from '@retropics/domain/validation';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaDialog } from '../../components/captcha/captcha-dialog';
import { useCloseScreen } from '../../components/show-page/use-close-screen';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { useSession } from '../../lib/auth/session-store';
import { ApiError } from '../../lib/hydra/hydra-client';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useSubmitContactMessage } from '../../lib/resources/contact-messages';
import { useAccount } from '../../lib/resources/users';

preloadNamespace('contact');

type Step = 'form' | 'mismatch' | 'captcha' | 'sent';

const localeOf = (language: string): Locale =>
  (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'de';

/**
 * Spec §2 Contact `/contact` (nav hidden), §4 'Contact form', §5 'Feedback': text, optional e-mail
 * with the §5 rule, the newsletter box (only with a valid address), back and send. Send opens the
 * captcha, or first the e-mail-mismatch confirmation when a signed-in person writes another
 * address than their account's; the solved captcha's token sends the message; the fields clear
 * and a thank-you follows.
 */
export default function ContactScreen() {
  const { t, i18n } = useTranslation('contact');
  usePageTitle(t('title'));
  const close = useCloseScreen();
  const session = useSession();
  const userId = session.user?.id;
  const account = useAccount(userId);
  const submit = useSubmitContactMessage();
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  const [step, setStep] = useState<Step>('form');
  /** The sender ticked the newsletter: the thank-you says a confirmation mail is on its way. */
  const [confirmationMailed, setConfirmationMailed] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const mismatchTitle = useId();

  const emailValid = isFeedbackEmailValid(email);
  const hasEmail = email.trim() !== '' && emailValid;
  const canSend =
    !submit.isPending &&
    contactFormSchema.safeParse({ feedbackText: text, email, subscribeNewsletter: newsletter && hasEmail })
      .success;
  const accountEmail = account.data?.email;
  const differs =
    accountEmail !== undefined && hasEmail && email.trim().toLowerCase() !== accountEmail.toLowerCase();
  const emailMessage =
    (emailTouched && !emailValid ? MESSAGES.feedbackEmail : undefined) ?? fieldErrors.email;

  function send() {
    if (!canSend) return;
    setServerError(null);
    setStep(differs ? 'mismatch' : 'captcha');
  }

  async function sendWith(captchaToken: string) {
    try {
      await submit.mutateAsync({
        feedbackText: text,
        email: email.trim(),
        subscribeNewsletter: newsletter && hasEmail,
        ...(userId !== undefined && { userId }),
        ...(differs && accountEmail && { userOldEmail: accountEmail }),
        captchaToken,
        locale: localeOf(i18n.language),
      });
      setConfirmationMailed(newsletter && hasEmail);
      setText('');
      setEmail('');
      setNewsletter(false);
      setEmailTouched(false);
      setFieldErrors({});
      setStep('sent');
    } catch (error) {
      // Spec §8: feedback failures are logged; the form keeps what was written and says why.
      console.warn('contact message refused', error);
      setFieldErrors(error instanceof ApiError ? error.fieldMessages : {});
      setServerError(error instanceof Error ? error.message : String(error));
      setStep('form');
    }
  }

  if (step === 'sent')
    return (
      <Container
        maxWidth="sm"
        sx={{ py: { xs: 4, sm: 8 }, textAlign: 'center' }}
        data-testid="contact-thanks"
      >
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
        <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' }, mb: 3 }}>
          {t('thanks.title')}
        </Typography>
        <Typography sx={{ mb: confirmationMailed ? 2 : 4 }}>{t('thanks.text')}</Typography>
        {confirmationMailed && (
          <Typography sx={{ mb: 4 }} data-testid="contact-newsletter-pending">
            {t('thanks.newsletter')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setStep('form')}>
            {t('thanks.another')}
          </Button>
          <Button variant="contained" onClick={close}>
            {t('back')}
          </Button>
        </Box>
      </Container>
    );

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' }, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          label={t('text')}
          name="feedbackText"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={5}
          required
          slotProps={{ htmlInput: { maxLength: CONTACT_TEXT_MAX_LENGTH } }}
          error={Boolean(fieldErrors.feedbackText)}
          helperText={fieldErrors.feedbackText}
        />
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (!isFeedbackEmailValid(event.target.value)) setNewsletter(false);
          }}
          onBlur={() => setEmailTouched(true)}
          error={Boolean(emailMessage)}
          helperText={emailMessage ?? t('emailHelp')}
        />
        <FormControlLabel
          control={
            <Checkbox
              name="subscribeNewsletter"
              checked={newsletter && hasEmail}
              disabled={!hasEmail}
              onChange={(event) => setNewsletter(event.target.checked)}
            />
          }
          label={t('newsletter')}
        />
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('back')}</Button>
          <Button type="submit" variant="contained" disabled={!canSend}>
            {t('send')}
          </Button>
        </Box>
      </Box>

      <Dialog
        open={step === 'mismatch'}
        onClose={() => setStep('form')}
        aria-labelledby={mismatchTitle}
        maxWidth="xs"
      >
        <DialogTitle id={mismatchTitle}>{t('mismatch.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('mismatch.text', { entered: email.trim(), account: accountEmail })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep('form')}>{t('mismatch.change')}</Button>
          <Button variant="contained" onClick={() => setStep('captcha')}>
            {t('mismatch.confirm')}
          </Button>
        </DialogActions>
      </Dialog>

      <CaptchaDialog
        open={step === 'captcha'}
        onClose={() => setStep('form')}
        onSolved={(token) => void sendWith(token)}
      />
    </Container>
  );
}
