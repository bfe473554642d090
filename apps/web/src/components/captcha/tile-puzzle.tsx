import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { TIMERS_MS } from '@retropics/domain/constants';
import type { CaptchaPuzzle } from '@retropics/domain/contracts/captcha.contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCaptchaPuzzle, verifyCaptchaPuzzle } from '../../lib/resources/captcha';
import { arrangedTiles, initialSlots, isArranged, neighbour, swapSlots } from './tile-swaps';

const TILE_PX = 96;

/**
 * Spec §4 'Captcha': the tile puzzle. Tiles are swapped by pointer (tap one, then another; or drag
 * one onto another) or by keyboard (arrow keys move the focus, Enter or Space picks a tile and
 * swaps it with the one picked before); the fixed tiles cannot move. Once every tile stands in
 * place the server checks the order, and 1.5 s after it agrees (spec §9) `onSolved` gets the token.
 */
export function TilePuzzle({ onSolved }: { onSolved: (token: string) => void }) {
  const { t } = useTranslation('contact');
  const [puzzle, setPuzzle] = useState<CaptchaPuzzle | null>(null);
  const [slots, setSlots] = useState<number[]>([]);
  const [picked, setPicked] = useState<number | null>(null);
  const [focus, setFocus] = useState(0);
  const [status, setStatus] = useState<'loading' | 'playing' | 'checking' | 'solved' | 'failed'>('loading');
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const solvedTimer = useRef<number | undefined>(undefined);

  const load = useCallback(async () => {
    setStatus('loading');
    setPicked(null);
    try {
      const next = await loadCaptchaPuzzle();
      setPuzzle(next);
      setSlots(initialSlots(next.shuffled_tiles.length));
      setFocus(0);
      setStatus('playing');
      setAnnouncement(t('captcha.loaded'));
    } catch (error) {
      // Spec §8: captcha failures are logged only; the person may load another puzzle.
      console.warn('captcha could not be loaded', error);
      setStatus('failed');
    }
  }, [t]);

  useEffect(() => {
    void load();
    return () => window.clearTimeout(solvedTimer.current);
  }, [load]);

  const fixed = (position: number) => puzzle?.fixedTiles.includes(position) ?? false;

  async function check(nextSlots: number[], current: CaptchaPuzzle) {
    setStatus('checking');
    try {
      const answer = await verifyCaptchaPuzzle(
        current.folder,
        arrangedTiles(nextSlots, current.shuffled_tiles),
      );
      if (!answer.success || !answer.token) throw new Error(answer.message);
      const token = answer.token;
      setStatus('solved');
      setAnnouncement(t('captcha.solved'));
      solvedTimer.current = window.setTimeout(() => onSolved(token), TIMERS_MS.captchaSolved);
    } catch (error) {
      console.warn('captcha verification failed', error);
      setAnnouncement(t('captcha.expired'));
      await load();
    }
  }

  function swap(a: number, b: number) {
    if (!puzzle || status !== 'playing' || a === b || fixed(a) || fixed(b)) return;
    const next = swapSlots(slots, a, b);
    setSlots(next);
    setPicked(null);
    setAnnouncement(t('captcha.swapped', { first: a + 1, second: b + 1 }));
    if (isArranged(next, puzzle.shuffled_tiles)) void check(next, puzzle);
  }

  function pick(position: number) {
    if (status !== 'playing') return;
    if (fixed(position)) {
      setAnnouncement(t('captcha.fixedTile', { position: position + 1 }));
      return;
    }
    if (picked === null) {
      setPicked(position);
      setAnnouncement(t('captcha.picked', { position: position + 1 }));
    } else if (picked === position) {
      setPicked(null);
      setAnnouncement(t('captcha.unpicked'));
    } else swap(picked, position);
  }

  function onKeyDown(event: React.KeyboardEvent, position: number) {
    if (!puzzle) return;
    const target = neighbour(position, event.key, puzzle.grid);
    if (target !== null) {
      event.preventDefault();
      setFocus(target);
      buttons.current[target]?.focus();
    }
  }

  if (status === 'failed')
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={() => void load()}>
            {t('captcha.retry')}
          </Button>
        }
      >
        {t('captcha.loadFailed')}
      </Alert>
    );
  if (status === 'loading' || !puzzle)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: TILE_PX * 3 }}>
        <CircularProgress aria-label={t('captcha.loading')} />
      </Box>
    );

  return (
    <Box>
      <Typography id="captcha-instructions" sx={{ mb: 1.5 }}>
        {t('captcha.instructions')}
      </Typography>
      <Box
        role="group"
        aria-label={t('captcha.puzzleLabel')}
        aria-describedby="captcha-instructions"
        data-testid="captcha-puzzle"
        data-folder={puzzle.folder}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${puzzle.grid}, ${TILE_PX}px)`,
          gap: '2px',
          justifyContent: 'center',
          mx: 'auto',
        }}
      >
        {slots.map((slot, position) => {
          const isFixed = fixed(position);
          const isPicked = picked === position;
          return (
            <Box
              component="button"
              type="button"
              // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the grid's fixed positions; only pictures move between them
              key={position}
              ref={(element: HTMLButtonElement | null) => {
                buttons.current[position] = element;
              }}
              tabIndex={position === focus ? 0 : -1}
              // The position's own number, never the tile's: only the picture says where it belongs.
              aria-label={t(isFixed ? 'captcha.fixedTileLabel' : 'captcha.tileLabel', {
                position: position + 1,
                row: Math.floor(position / puzzle.grid) + 1,
                column: (position % puzzle.grid) + 1,
              })}
              aria-pressed={isFixed ? undefined : isPicked}
              aria-disabled={isFixed || status !== 'playing'}
              data-position={position}
              data-slot={slot}
              draggable={!isFixed && status === 'playing'}
              onFocus={() => setFocus(position)}
              onClick={() => pick(position)}
              onKeyDown={(event: React.KeyboardEvent) => onKeyDown(event, position)}
              onDragStart={() => setDragFrom(position)}
              onDragOver={(event: React.DragEvent) => {
                if (dragFrom !== null && !isFixed) event.preventDefault();
              }}
              onDrop={(event: React.DragEvent) => {
                event.preventDefault();
                if (dragFrom !== null) swap(dragFrom, position);
                setDragFrom(null);
              }}
              onDragEnd={() => setDragFrom(null)}
              sx={{
                width: TILE_PX,
                height: TILE_PX,
                p: 0,
                border: 0,
                cursor: isFixed ? 'default' : 'pointer',
                backgroundImage: `url(${puzzle.tileUrl.replace('{position}', String(slot))})`,
                backgroundSize: 'cover',
                outline: isPicked ? '4px solid' : 'none',
                outlineColor: 'secondary.main',
                outlineOffset: '-4px',
                opacity: isFixed ? 0.85 : 1,
                '&:focus-visible': {
                  outline: '3px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: '2px',
                },
              }}
            />
          );
        })}
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: 1.5, minHeight: '1.5em' }} data-testid="captcha-status">
        {status === 'solved' ? (
          <Alert severity="success">{t('captcha.solved')}</Alert>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {announcement}
          </Typography>
        )}
      </Box>
      <Button
        onClick={() => void load()}
        disabled={status === 'checking' || status === 'solved'}
        sx={{ mt: 1 }}
      >
        {t('captcha.newPuzzle')}
      </Button>
    </Box>
  );
}
