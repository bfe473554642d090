import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { overlayButtonSx } from './viewer-top-bar';

/** The viewers' comments button (photograph, RetroSnap): opens the comments, badged with their count. */
export function CommentsButton({ count, onOpen }: { count: number; onOpen(): void }) {
  const { t } = useTranslation('viewer');
  return (
    <Tooltip title={t('toolbar.comments')}>
      <IconButton
        onClick={onOpen}
        aria-label={t('toolbar.commentsCount', { count })}
        aria-haspopup="dialog"
        sx={overlayButtonSx}
        data-testid="open-comments"
      >
        <Badge badgeContent={count} color="primary" max={99}>
          <ChatBubbleOutlineIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
