import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { SCROLL_PX } from '@retropics/domain/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearEnd } from '../../lib/layout/use-near-end';
import { CardGrid } from '../tiles/link-card';
import { type ListQueryState, listFailure } from './owned-lists-rules';

/** What the list reads of a paged query (TanStack Query's infinite query). */
export interface PagedList extends ListQueryState {
  isLoading: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * One list of the person's own ('my images', the orders screen): its cards in a grid, loading the next page when its end comes within
 * 40 px of the bottom of the screen (spec §9), and what it says while loading, when empty, and
 * when it cannot be read — offline without a saved answer, the spec's §8 text.
 */
export function OwnedList({
  list,
  count,
  loadingLabel,
  emptyText,
  testId,
  columns = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
  children,
}: {
  list: PagedList;
  /** How many cards the list holds so far. */
  count: number;
  loadingLabel: string;
  emptyText: string;
  testId: string;
  /** The grid's CSS template (two cards a row on phones, 220 px or wider ones beyond). */
  columns?: string | Record<string, string>;
  /** The cards, each an `<li>`. */
  children: ReactNode;
}) {
  const { t } = useTranslation('my-images');
  const failure = listFailure(list);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const endRef = useNearEnd(() => {
    if (hasNextPage && !isFetchingNextPage && failure === null) void fetchNextPage();
  }, SCROLL_PX.infiniteScrollList);

  return (
    <>
      {list.isLoading && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      )}
      {count === 0 && !list.isLoading && failure === null && (
        <Typography sx={{ color: 'text.secondary' }} data-testid={`${testId}-empty`}>
          {emptyText}
        </Typography>
      )}
      {count > 0 && (
        <CardGrid testId={testId} columns={columns}>
          {children}
        </CardGrid>
      )}
      <div ref={endRef} data-testid={`${testId}-end`} />
      {isFetchingNextPage && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label={t('loadingMore')} />
        </Box>
      )}
      {failure === 'offline' && (
        <Typography role="status" sx={{ py: 2 }} data-testid={`${testId}-offline`}>
          {t('offline')}
        </Typography>
      )}
      {failure === 'error' && (
        <Box role="alert" sx={{ py: 2 }}>
          <Typography sx={{ mb: 1 }}>{t('loadError')}</Typography>
          <Button variant="outlined" onClick={() => void (count > 0 ? fetchNextPage() : list.refetch())}>
            {t('retry')}
          </Button>
        </Box>
      )}
    </>
  );
}
