import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DESK_STATES,
  type DeskItemOf,
  type DeskKind,
  type DeskState,
} from '@retropics/domain/contracts/editors-desk.contract';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError, ListLoading } from '../../components/list-load-states';
import { useDeskList } from '../../lib/resources/editors-desk';

/**
 * One list of the desk: open items first of all (the work still to do), or the done ones, or
 * all; newest first, a page at a time.
 */
export function DeskList<Kind extends DeskKind>({
  kind,
  renderItem,
}: {
  kind: Kind;
  renderItem: (item: DeskItemOf<Kind>) => ReactNode;
}) {
  const { t } = useTranslation('editors-desk');
  const [state, setState] = useState<DeskState>('open');
  const list = useDeskList(kind, state);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ToggleButtonGroup
        value={state}
        exclusive
        size="small"
        onChange={(_, next: DeskState | null) => next && setState(next)}
        aria-label={t('state.label')}
        sx={{ justifySelf: 'start' }}
      >
        {DESK_STATES.map((entry) => (
          <ToggleButton key={entry} value={entry} data-testid={`desk-state-${entry}`} sx={{ px: 2 }}>
            {t(`state.${entry}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box aria-live="polite" aria-busy={list.isFetching}>
        {list.isPending ? (
          <ListLoading label={t('list.loading')} />
        ) : list.isError && list.items.length === 0 ? (
          <ListLoadError
            text={t('list.loadError')}
            retry={t('list.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : list.items.length === 0 ? (
          <Typography color="text.secondary" data-testid="desk-list-empty">
            {t(`empty.${state}`)}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
            aria-label={t(`tabs.${kind}`)}
            data-testid={`desk-list-${kind}`}
          >
            {list.items.map((item) => (
              <Fragment key={item['@id']}>{renderItem(item)}</Fragment>
            ))}
          </Box>
        )}
      </Box>
      {list.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          sx={{ justifySelf: 'center' }}
        >
          {t('list.more')}
        </Button>
      )}
    </Box>
  );
}
