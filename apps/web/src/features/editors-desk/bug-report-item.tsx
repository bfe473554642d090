import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DeskBugReportItem } from '@retropics/domain/contracts/editors-desk.contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskScreenshot } from '../../lib/resources/editors-desk';
import { DeskItemFrame } from './desk-item-frame';
import { PlainText, personName } from './desk-items';

/** The screenshot, fetched with the token; opens full size in a new tab. */
function Screenshot({ url }: { url: string }) {
  const { t } = useTranslation('editors-desk');
  const screenshot = useDeskScreenshot(url);
  if (screenshot.isError) return <Typography color="error">{t('bug.screenshotError')}</Typography>;
  if (!screenshot.src) return <CircularProgress size={24} aria-label={t('bug.screenshotLoading')} />;
  return (
    <Link
      href={screenshot.src}
      target="_blank"
      rel="noopener"
      sx={{ justifySelf: 'start', maxWidth: '100%' }}
    >
      <Box
        component="img"
        src={screenshot.src}
        alt={t('bug.screenshot')}
        data-testid="desk-bug-screenshot"
        sx={{
          display: 'block',
          maxWidth: '100%',
          maxHeight: 360,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
    </Link>
  );
}

export function BugReportItem({ item }: { item: DeskBugReportItem }) {
  const { t } = useTranslation('editors-desk');
  const logId = useId();
  return (
    <DeskItemFrame
      item={item}
      heading={t('bug.heading', { name: personName(item.author, t('unknownPerson')) })}
    >
      <PlainText text={item.text} />
      <Typography id={logId} variant="body2" color="text.secondary">
        {t('bug.consoleLog')}
      </Typography>
      {item.consoleLog ? (
        <Box
          component="pre"
          // A scrollable region must be reachable by keyboard.
          tabIndex={0}
          aria-labelledby={logId}
          data-testid="desk-bug-console-log"
          sx={{
            m: 0,
            p: 1,
            maxHeight: 220,
            overflow: 'auto',
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontSize: '0.8rem',
            whiteSpace: 'pre',
          }}
        >
          {item.consoleLog}
        </Box>
      ) : (
        <Typography variant="body2">{t('bug.noConsoleLog')}</Typography>
      )}
      {item.screenshotUrl ? (
        <Screenshot url={item.screenshotUrl} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('bug.noScreenshot')}
        </Typography>
      )}
    </DeskItemFrame>
  );
}
