import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import { APP_FEEDBACK_TEXT_MAX_LENGTH } from '@retropics/domain/validation';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TextThenDetailsDialogProps {
  title: string;
  intro: string;
  textLabel: string;
  /** Label of the second step in the stepper. */
  detailsStep: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The second step's fields (rating, screenshot). */
  details: ReactNode;
  /** True when the second step has what sending needs. */
  detailsComplete: boolean;
  sending: boolean;
  /** Why the last send failed; shown in the dialog, whose text stays for another try. */
  sendError: string | null;
  onSend: () => void;
  onClose: () => void;
  testId: string;
}

/**
 * Spec §4 feedback and bug report: step 0 the text, step 1 the details, then send. The text stays
 * editable in step 1, and emptying it goes back to step 0, because there is nothing to send then.
 */
export function TextThenDetailsDialog(props: TextThenDetailsDialogProps) {
  const { t } = useTranslation('feedback');
  const titleId = useId();
  const [step, setStep] = useState<0 | 1>(0);
  const hasText = props.text.trim() !== '';
  // A draft kept from an earlier opening may be blank; then there is only the first step.
  const activeStep = hasText ? step : 0;
  const changeText = (text: string) => {
    if (text.trim() === '') setStep(0);
    props.onTextChange(text);
  };

  return (
    <Dialog
      open
      onClose={props.sending ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid={props.testId}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={activeStep} sx={{ mb: 2 }}>
          <Step>
            <StepLabel>{t('steps.write')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{props.detailsStep}</StepLabel>
          </Step>
        </Stepper>
        <DialogContentText sx={{ mb: 2 }}>{props.intro}</DialogContentText>
        <TextField
          label={props.textLabel}
          value={props.text}
          onChange={(event) => changeText(event.target.value)}
          multiline
          minRows={activeStep === 0 ? 4 : 2}
          fullWidth
          autoFocus
          disabled={props.sending}
          slotProps={{ htmlInput: { maxLength: APP_FEEDBACK_TEXT_MAX_LENGTH } }}
        />
        {activeStep === 1 && <Box sx={{ mt: 2 }}>{props.details}</Box>}
        {props.sendError && (
          // In the dialog, not the shell's snackbar: a modal hides everything outside it from screen readers.
          <Alert severity="error" variant="filled" role="alert" sx={{ mt: 2 }}>
            {props.sendError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {activeStep === 0 ? (
          <>
            <Button onClick={props.onClose}>{t('actions.cancel')}</Button>
            <Button variant="contained" disabled={!hasText} onClick={() => setStep(1)}>
              {t('actions.next')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setStep(0)} disabled={props.sending}>
              {t('actions.back')}
            </Button>
            <Button
              variant="contained"
              disabled={!props.detailsComplete || props.sending}
              onClick={props.onSend}
            >
              {props.sending ? t('actions.sending') : t('actions.send')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** What the feedback and bug-report dialogs take: the draft they edit, and the sending state. */
export interface DraftDialogProps<Draft> {
  draft: Draft;
  onChange: (draft: Draft) => void;
  sending: boolean;
  sendError: string | null;
  onSend: () => void;
  onClose: () => void;
}
