import CropFreeIcon from '@mui/icons-material/CropFree';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { AVATAR_DEFAULT, AVATAR_MAX, AVATAR_MIN } from '@retropics/domain/constants';
import type { Viewer } from '@retropics/domain/permissions';
import { type FormEvent, useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promptSignIn } from '../../lib/auth/sign-in-prompt';
import { ApiError } from '../../lib/hydra/hydra-client';
import { formatDate } from '../../lib/i18n/format-date';
import {
  type PictureComment,
  useDeleteComment,
  useUpdateComment,
  useVoteComment,
} from '../../lib/resources/comments';
import { AreaEditContext } from '../comment-form/area-edit-context';
import { RichText } from '../rich-text/rich-text';
import { normaliseBox } from './comment-display';
import { commentActions } from './comment-rights';
import { isBlankText, plainTextToRichText, richTextToPlainText } from './comment-text';
import { textFieldViolation, type ViolationText } from './comment-violations';
import { ReportCommentDialog } from './report-comment-dialog';

/** Spec §3 'Person': a picture is an avatar number 0..8; a full URL counts as none. */
function avatarUrl(pictureUrl: string | null | undefined): string {
  const number = Number(pictureUrl);
  const avatar =
    Number.isInteger(number) && number >= AVATAR_MIN && number <= AVATAR_MAX ? number : AVATAR_DEFAULT;
  return `/avatars/${avatar}.png`;
}

type Failure = 'vote' | 'edit' | 'delete';

interface CommentItemProps {
  comment: PictureComment;
  viewer: Viewer;
  active: boolean;
  /** Shows the comment's marked area on the picture. */
  onSelect?: (comment: PictureComment) => void;
}

/**
 * One comment (spec §2 comments list): author with avatar, date, the rich text, votes with the
 * reader's own vote shown, and for its author editing and deleting (with the §5 confirmation).
 */
export function CommentItem({ comment, viewer, active, onSelect }: CommentItemProps) {
  const { t } = useTranslation('comments');
  const actions = commentActions(viewer, comment);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const vote = useVoteComment();
  const remove = useDeleteComment();
  const boxed = normaliseBox(comment.box) !== null;
  const editArea = useContext(AreaEditContext);
  const confirmTitleId = useId();

  const castVote = (direction: 'up' | 'down') => {
    if (!viewer) {
      promptSignIn();
      return;
    }
    setFailure(null);
    vote.mutate({ iri: comment['@id'], direction }, { onError: () => setFailure('vote') });
  };

  // Visitors see 'Melden' too and are asked to sign in, as for votes.
  const offerReport = actions.report || !viewer;
  const startReport = () => {
    if (!viewer) {
      promptSignIn();
      return;
    }
    setReporting(true);
  };

  const deleteComment = () => {
    setConfirming(false);
    setFailure(null);
    remove.mutate(comment, { onError: () => setFailure('delete') });
  };

  return (
    <Box
      component="li"
      data-testid={`comment-${comment.id}`}
      aria-current={active ? 'true' : undefined}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderBottomColor: 'divider',
        borderLeft: 3,
        borderLeftColor: active ? 'primary.main' : 'transparent',
      }}
    >
      <Avatar src={avatarUrl(comment.author?.pictureUrl)} alt="" sx={{ width: 36, height: 36, mt: 0.5 }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 600 }} data-testid="author-name">
            {comment.author?.name ?? t('anonymous')}
          </Typography>
          <Typography
            component="time"
            variant="body2"
            dateTime={comment.dateCreated}
            sx={{ color: 'text.secondary' }}
          >
            {formatDate(comment.dateCreated.slice(0, 10))}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Box sx={{ display: 'inline-flex', alignSelf: 'center', mr: -1, my: -0.5 }}>
            {actions.edit && !editing && (
              <Tooltip title={t('edit.action')}>
                <IconButton
                  size="small"
                  onClick={() => setEditing(true)}
                  aria-label={t('edit.action')}
                  data-testid="edit-comment"
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {actions.delete && (
              <Tooltip title={t('delete.action')}>
                <IconButton
                  size="small"
                  onClick={() => setConfirming(true)}
                  aria-label={t('delete.action')}
                  disabled={remove.isPending}
                  data-testid="delete-comment"
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {offerReport && (
              <Tooltip title={t('report.action')}>
                <IconButton
                  size="small"
                  onClick={startReport}
                  aria-label={t('report.action')}
                  data-testid="report-comment"
                >
                  <FlagOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        </Box>
        {editing ? (
          <EditCommentForm
            comment={comment}
            onDone={() => setEditing(false)}
            onFailed={() => setFailure('edit')}
          />
        ) : (
          <Box data-testid="body-text">
            <RichText
              html={comment.text}
              sx={{ overflowWrap: 'anywhere', lineHeight: 1.5, '& p': { my: 0.5 } }}
            />
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box
            role="group"
            aria-label={t('vote.group')}
            sx={{ display: 'inline-flex', alignItems: 'center' }}
          >
            <Tooltip title={t('vote.up')}>
              <IconButton
                size="small"
                onClick={() => castVote('up')}
                aria-label={t('vote.up')}
                aria-pressed={comment.myVote === 1}
                color={comment.myVote === 1 ? 'primary' : 'default'}
                disabled={vote.isPending}
                data-testid="vote-up"
              >
                <ThumbUpOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Typography
              component="span"
              variant="body2"
              aria-label={t('vote.score', { count: comment.upvoteCount })}
              role="status"
              sx={{ minWidth: 20, textAlign: 'center' }}
              data-testid="vote-count"
            >
              {comment.upvoteCount}
            </Typography>
            <Tooltip title={t('vote.down')}>
              <IconButton
                size="small"
                onClick={() => castVote('down')}
                aria-label={t('vote.down')}
                aria-pressed={comment.myVote === -1}
                color={comment.myVote === -1 ? 'primary' : 'default'}
                disabled={vote.isPending}
                data-testid="vote-down"
              >
                <ThumbDownOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
          {boxed &&
            (onSelect ? (
              <Button
                size="small"
                startIcon={<CropFreeIcon />}
                onClick={() => onSelect(comment)}
                aria-label={t('showArea')}
                sx={{ color: 'text.secondary', textTransform: 'none' }}
              >
                {comment.isBackside ? t('marksBack') : t('marksArea')}
              </Button>
            ) : (
              <Typography
                component="span"
                variant="body2"
                sx={{
                  display: 'inline-flex',
                  gap: 0.5,
                  alignItems: 'center',
                  color: 'text.secondary',
                  mx: 1,
                }}
              >
                <CropFreeIcon fontSize="inherit" />
                {comment.isBackside ? t('marksBack') : t('marksArea')}
              </Typography>
            ))}
          {boxed && actions.edit && editArea && <ChangeAreaButton onClick={() => editArea(comment)} />}
        </Box>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)} sx={{ mt: 1 }}>
            {t(`${failure}.failed`)}
          </Alert>
        )}
      </Box>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={confirmTitleId}
        maxWidth="xs"
        fullWidth
        data-testid="confirm-delete-comment"
      >
        <DialogTitle id={confirmTitleId}>{t('delete.confirm')}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            {t('delete.no')}
          </Button>
          <Button color="error" variant="contained" onClick={deleteComment}>
            {t('delete.yes')}
          </Button>
        </DialogActions>
      </Dialog>
      {reporting && <ReportCommentDialog commentIri={comment['@id']} onClose={() => setReporting(false)} />}
    </Box>
  );
}

/** The author's 'change area': box-edit mode over the picture with this comment's box. */
function ChangeAreaButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation('annotate');
  return (
    <Button
      size="small"
      startIcon={<EditOutlinedIcon />}
      onClick={onClick}
      sx={{ color: 'text.secondary', textTransform: 'none' }}
      data-testid="change-comment-area"
    >
      {t('changeArea')}
    </Button>
  );
}

/**
 * The author's words in a field, sent back as the whole comment (spec §7 PUT {@id}) with only the
 * text changed; a refusal of the text stands under the field.
 */
function EditCommentForm({
  comment,
  onDone,
  onFailed,
}: {
  comment: PictureComment;
  onDone(): void;
  onFailed(): void;
}) {
  const { t } = useTranslation('comments');
  const [text, setText] = useState(() => richTextToPlainText(comment.text));
  const [refusal, setRefusal] = useState<ViolationText | null>(null);
  const update = useUpdateComment();
  const fieldId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (isBlankText(text)) {
      setRefusal({ key: 'violations.textRequired' });
      return;
    }
    update.mutate(
      {
        iri: comment['@id'],
        text: plainTextToRichText(text),
        box: comment.box,
        isPrivate: comment.isPrivate,
        isBackside: comment.isBackside,
        category: comment.category,
        categoryAttributes: comment.categoryAttributes,
        faceId: comment.faceId,
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const violation = error instanceof ApiError ? textFieldViolation(error.violations) : null;
          if (violation) setRefusal(violation);
          else onFailed();
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 1, my: 1 }}>
      <TextField
        id={fieldId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setRefusal(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onDone();
          }
        }}
        label={t('edit.label')}
        multiline
        minRows={2}
        maxRows={10}
        size="small"
        fullWidth
        autoFocus
        error={refusal !== null}
        helperText={refusal ? t(refusal.key, refusal.values) : undefined}
        data-testid="edit-comment-field"
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={update.isPending}>
          {t('edit.save')}
        </Button>
      </Box>
    </Box>
  );
}
