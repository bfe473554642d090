import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { DeskItem } from '@retropics/domain/contracts/editors-desk.contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkDeskItem } from '../../lib/resources/editors-desk';
import { showError } from '../../lib/snackbar/snackbar-store';
import { useDateTime } from './use-date-time';

/**
 * One item of a desk list: what it is (heading), when it came, its content, and the 'Erledigt'
 * switch with who marked it and when. The item stays where it is after marking, so the editor
 * sees the result (and can take it back); it leaves the open list when the list is read again.
 */
export function DeskItemFrame({
  item,
  heading,
  children,
}: {
  item: DeskItem;
  heading: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('editors-desk');
  const dateTime = useDateTime();
  const mark = useMarkDeskItem();
  const headingId = useId();
  const { done, doneBy, doneAt } = item.mark;

  const toggle = (next: boolean) =>
    mark.mutate({ iri: item['@id'], done: next }, { onError: () => showError(t('mark.failed')) });

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`desk-item-${item.id}`}
      data-done={done}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 2,
        display: 'grid',
        gap: 1,
        borderLeft: 4,
        borderLeftColor: done ? 'success.main' : 'primary.main',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
        <Typography
          id={headingId}
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1rem', flex: '1 1 auto' }}
        >
          {heading}
        </Typography>
        <Typography component="time" variant="body2" color="text.secondary" dateTime={item.dateCreated}>
          {dateTime(item.dateCreated)}
        </Typography>
      </Box>
      {children}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          borderTop: 1,
          borderColor: 'divider',
          pt: 1,
        }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={done}
              onChange={(event) => toggle(event.target.checked)}
              disabled={mark.isPending}
              color="success"
              data-testid="desk-done-toggle"
            />
          }
          label={t('mark.done')}
        />
        {done && doneAt && (
          <Typography variant="body2" color="text.secondary" data-testid="desk-done-by">
            {doneBy
              ? t('mark.doneBy', { name: doneBy.name, when: dateTime(doneAt) })
              : t('mark.doneAt', { when: dateTime(doneAt) })}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
