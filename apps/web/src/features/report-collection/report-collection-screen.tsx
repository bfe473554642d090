import CloseIcon from '@mui/icons-material/Close';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FieldErrors, fieldErrors } from '../../components/account/validation-messages';
import { usePageTitle } from '../../components/show-page/use-page-title';
import { isSignedIn, useSession } from '../../lib/auth/session-store';
import { ApiError } from '../../lib/hydra/hydra-client';
import { preloadNamespace } from '../../lib/i18n/preload-namespace';
import { useReportCollection } from '../../lib/resources/collection-reports';
import { usePerson } from '../../lib/resources/people';
import { useAccount } from '../../lib/resources/users';
import { routePath } from '../../lib/routing/route-links';
import { AboutStep } from './components/about-step';
import { ConsentStep } from './components/consent-step';
import { ContactStep } from './components/contact-step';
import { FeedbackInfoDialog } from './components/feedback-info-dialog';
import { IntroStep } from './components/intro-step';
import { ReportStepper } from './components/report-stepper';
import { SubjectStep } from './components/subject-step';
import {
  byField,
  clearDraft,
  firstStepWithError,
  LAST_STEP,
  loadDraft,
  REPORT_STEPS,
  type ReportDraft,
  type ReportStep,
  reportBody,
  saveDraft,
  stepErrors,
} from './report-draft';

preloadNamespace('report-collection');

/** Generated account names (spec §4 'usr_…') are no one's name to prefill. */
const isGeneratedName = (name: string) => name.startsWith('usr_');

/**
 * The signed-in reporter's name and e-mail, when the app knows them, fill empty contact fields
 * once; what the reporter typed is never overwritten.
 */
function usePrefilledContact(setDraft: (update: (draft: ReportDraft) => ReportDraft) => void) {
  const session = useSession();
  const signedIn = isSignedIn(session);
  const email = useAccount(signedIn ? session.user?.id : undefined).data?.email;
  const name = usePerson(signedIn ? session.user?.person_id : undefined).data?.name;
  useEffect(() => {
    if (!email && !name) return;
    setDraft((draft) => ({
      ...draft,
      personEmail: draft.personEmail || email || '',
      personName: draft.personName || (name && !isGeneratedName(name) ? name : ''),
    }));
  }, [email, name, setDraft]);
  return { signedIn, prefilled: Boolean(email) };
}

/**
 * Spec §2 PhotographCollectionCreate `/report_collection`: the five-step report wizard (intro; the
 * collection; about; contact, checked before leaving; consent and submit) with continue/back, a
 * feedback dialog and close to /retro. Each step is checked by the domain's step schema; the
 * server's refusals take the reporter back to the step of the refused field. The draft waits in
 * this tab (sessionStorage) until the report is sent.
 */
export default function ReportCollectionScreen({ onFeedback }: { onFeedback?: () => void }) {
  const { t, i18n } = useTranslation('report-collection');
  const navigate = useNavigate();
  const [initial] = useState(loadDraft);
  const [draft, setDraft] = useState(initial.draft);
  const [step, setStep] = useState<ReportStep>(initial.step);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const report = useReportCollection();
  const { signedIn, prefilled } = usePrefilledContact(setDraft);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterRender = useRef<'heading' | 'invalid' | null>(null);
  usePageTitle(t('title'));

  useEffect(() => saveDraft(draft, step), [draft, step]);

  // After a step change the step's heading takes the focus (a keyboard or screen-reader user
  // hears where they are); after a refusal the first refused field does.
  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'heading') headingRef.current?.focus();
    if (target === 'invalid') {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error input')?.focus();
    }
  });

  const change = (update: Partial<ReportDraft>) => {
    setDraft((current) => ({ ...current, ...update }));
    // A corrected field loses its message.
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(update)) delete next[field];
      return next;
    });
  };

  const goTo = (next: ReportStep, nextErrors: FieldErrors = {}) => {
    setErrors(nextErrors);
    setFailure(null);
    setStep(next);
    focusAfterRender.current = Object.keys(nextErrors).length > 0 ? 'invalid' : 'heading';
    window.scrollTo({ top: 0 });
  };

  const refuse = (problems: FieldErrors) => {
    setErrors(byField(problems));
    focusAfterRender.current = 'invalid';
  };

  const send = async () => {
    // Every step once more: a draft restored from an older visit may hold a gap.
    for (const earlier of [1, 2, 3, 4] as const) {
      const problems = stepErrors(earlier, draft);
      if (problems) {
        if (earlier === step) refuse(problems);
        else goTo(earlier, byField(problems));
        return;
      }
    }
    setFailure(null);
    try {
      await report.mutateAsync(reportBody(draft, i18n.language));
      clearDraft();
      void navigate(routePath('PhotographCollectionCreated') ?? '/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) {
        const refused = byField(fieldErrors(error.violations));
        const target = firstStepWithError(refused);
        if (target === null) setFailure(t('errors.failed', { message: error.message }));
        else if (target === step) refuse(refused);
        else goTo(target, refused);
      } else if (error instanceof ApiError && error.status === 429) setFailure(t('errors.tooMany'));
      else if (error instanceof ApiError) setFailure(t('errors.failed', { message: error.message }));
      else setFailure(t('errors.offline'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    if (step === LAST_STEP) {
      void send();
      return;
    }
    const problems = stepErrors(step, draft);
    if (problems) refuse(problems);
    else goTo((step + 1) as ReportStep);
  };

  const openFeedback = () => {
    if (signedIn && onFeedback) onFeedback();
    else setFeedbackOpen(true);
  };

  const steps: Record<ReportStep, ReactNode> = {
    0: <IntroStep />,
    1: <SubjectStep draft={draft} onChange={change} errors={errors} />,
    2: <AboutStep draft={draft} onChange={change} errors={errors} />,
    3: <ContactStep draft={draft} onChange={change} errors={errors} prefilled={prefilled} />,
    4: <ConsentStep draft={draft} onChange={change} errors={errors} onEdit={(target) => goTo(target)} />,
  };
  const continueLabel =
    step === 0 ? t('actions.start') : step === LAST_STEP ? t('actions.submit') : t('actions.continue');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, pb: { xs: 12, sm: 6 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography
          component="h1"
          variant="h1"
          sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, flexGrow: 1 }}
        >
          {t('title')}
        </Typography>
        <Button startIcon={<FeedbackOutlinedIcon />} onClick={openFeedback} aria-haspopup="dialog">
          {t('feedback')}
        </Button>
        <IconButton
          aria-label={t('close')}
          onClick={() => void navigate(routePath('LandingPage') ?? '/')}
          data-testid="report-close"
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <ReportStepper active={step} />
      <Paper
        component="form"
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-labelledby={headingId}
        variant="outlined"
        sx={{ mt: 2, p: { xs: 2, sm: 4 } }}
        data-testid={`report-step-${step}`}
      >
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          variant="h2"
          sx={{ fontSize: { xs: '1.3rem', sm: '1.6rem' }, mb: 2, outline: 'none' }}
        >
          {step === 0 ? t('intro.heading') : t(`steps.${REPORT_STEPS[step]}`)}
        </Typography>
        {steps[step]}
        {(failure || Object.keys(errors).length > 0) && (
          <Alert severity="error" sx={{ mt: 3 }} role="alert">
            {failure ?? t('errors.checkFields')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, mt: 4, justifyContent: 'space-between', flexWrap: 'wrap' }}>
          {step > 0 ? (
            <Button
              variant="outlined"
              onClick={() => goTo((step - 1) as ReportStep)}
              disabled={report.isPending}
            >
              {t('actions.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="contained" size="large" disabled={report.isPending}>
            {report.isPending ? t('actions.sending') : continueLabel}
          </Button>
        </Box>
      </Paper>
      <FeedbackInfoDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </Container>
  );
}
