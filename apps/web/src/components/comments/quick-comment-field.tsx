import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptSignIn } from '../../lib/auth/sign-in-prompt';
import { ApiError } from '../../lib/hydra/hydra-client';
import { useCreateComment } from '../../lib/resources/comments';
import { type CommentTarget, isBlankText, quickCommentInput } from './comment-text';
import { textFieldViolation, type ViolationText } from './comment-violations';

/**
 * Spec §2 quick comment: a field that posts a comment without a marked area on what the screen
 * shows. Blank text is not sent (§5); a visitor is asked to sign in (§6) instead; a refusal of the
 * text stands under the field, any other failure is the alert of §8.
 */
export function QuickCommentField({ target, signedIn }: { target: CommentTarget; signedIn: boolean }) {
  const { t } = useTranslation('comments');
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<ViolationText | null>(null);
  const [failed, setFailed] = useState(false);
  const create = useCreateComment();
  const fieldId = useId();

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!signedIn) {
      promptSignIn();
      return;
    }
    if (isBlankText(text) || create.isPending) return;
    setRefusal(null);
    setFailed(false);
    create.mutate(quickCommentInput(target, text), {
      onSuccess: () => setText(''),
      onError: (error) => {
        const violation = error instanceof ApiError ? textFieldViolation(error.violations) : null;
        if (violation) setRefusal(violation);
        else setFailed(true);
      },
    });
  };

  return (
    <Box
      component="form"
      onSubmit={send}
      noValidate
      sx={{ display: 'grid', gap: 1 }}
      data-testid="quick-comment"
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setRefusal(null);
          }}
          onKeyDown={(event) => {
            // Enter sends, as in a chat; Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
          }}
          label={t('quick.label')}
          placeholder={t('quick.placeholder')}
          multiline
          maxRows={6}
          size="small"
          fullWidth
          error={refusal !== null}
          helperText={refusal ? t(refusal.key, refusal.values) : undefined}
          id={fieldId}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('quick.send')}
          disabled={create.isPending}
          sx={{ mt: 0.25 }}
          data-testid="quick-comment-send"
        >
          <SendIcon />
        </IconButton>
      </Box>
      {failed && (
        <Alert severity="error" onClose={() => setFailed(false)} data-testid="quick-comment-failed">
          {t('quick.failed')}
        </Alert>
      )}
    </Box>
  );
}
