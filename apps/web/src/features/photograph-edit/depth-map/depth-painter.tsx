import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brushGrey, brushRadius, mapPoint, nudge, UndoHistory } from './depth-brush';

interface DepthPainterProps {
  /** The photograph under the map. */
  picture: string;
  depthMap: string;
  ratio: number;
  busy: boolean;
  onSave(file: Blob): void;
  onCancel(): void;
}

type Point = { x: number; y: number };

/**
 * Painting corrections on a depth map over its photograph: the map at its own pixels on a canvas
 * shown at the picture's size (its opacity adjustable), a round brush of a size and a depth, undo,
 * and save as a PNG. The keyboard moves the brush with the arrows and paints with Enter or Space.
 */
export function DepthPainter({ picture, depthMap, ratio, busy, onSave, onCancel }: DepthPainterProps) {
  const { t } = useTranslation('depth');
  const id = useId();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const history = useRef(new UndoHistory<ImageData>(8));
  const last = useRef<Point | null>(null);
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [opacity, setOpacity] = useState(70);
  const [size, setSize] = useState(6);
  const [depth, setDepth] = useState(100);
  const [undoable, setUndoable] = useState(0);
  const [cursor, setCursor] = useState<Point | null>(null);

  useEffect(() => {
    const image = new Image();
    let cancelled = false;
    image.src = depthMap;
    image
      .decode()
      .then(() => {
        const node = canvas.current;
        if (cancelled || !node) return;
        node.width = image.naturalWidth;
        node.height = image.naturalHeight;
        node.getContext('2d')?.drawImage(image, 0, 0);
        setCursor({ x: node.width / 2, y: node.height / 2 });
        setLoaded('ready');
      })
      .catch(() => !cancelled && setLoaded('failed'));
    return () => {
      cancelled = true;
    };
  }, [depthMap]);

  const context = () => canvas.current?.getContext('2d', { willReadFrequently: true }) ?? null;
  const mapSize = () => ({ width: canvas.current?.width ?? 1, height: canvas.current?.height ?? 1 });

  const remember = () => {
    const ctx = context();
    const node = canvas.current;
    if (!ctx || !node) return;
    history.current.push(ctx.getImageData(0, 0, node.width, node.height));
    setUndoable(history.current.size);
  };
  const paint = (from: Point, to: Point) => {
    const ctx = context();
    if (!ctx) return;
    const radius = brushRadius(size, mapSize());
    ctx.strokeStyle = brushGrey(depth);
    ctx.fillStyle = brushGrey(depth);
    ctx.lineWidth = radius * 2;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(to.x, to.y, radius, 0, Math.PI * 2);
    ctx.fill();
  };
  const pointAt = (event: PointerEvent<HTMLCanvasElement>) =>
    mapPoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect(), mapSize());

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (loaded !== 'ready') return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    remember();
    const point = pointAt(event);
    last.current = point;
    setCursor(point);
    paint(point, point);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const point = pointAt(event);
    setCursor(point);
    if (!last.current) return;
    paint(last.current, point);
    last.current = point;
  };
  const up = () => {
    last.current = null;
  };
  const key = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (loaded !== 'ready' || !cursor) return;
    const moved = nudge(cursor, event.key, mapSize(), event.shiftKey);
    if (moved) {
      event.preventDefault();
      setCursor(moved);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      remember();
      paint(cursor, cursor);
    }
  };
  const undo = () => {
    const step = history.current.pop();
    if (step) context()?.putImageData(step, 0, 0);
    setUndoable(history.current.size);
  };
  const save = () => canvas.current?.toBlob((blob) => blob && onSave(blob), 'image/png');

  const map = mapSize();
  const radius = brushRadius(size, map);

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="depth-painter">
      {loaded === 'failed' && <Alert severity="error">{t('editor.loadFailed')}</Alert>}
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${ratio}`,
          bgcolor: '#000',
          overflow: 'hidden',
        }}
      >
        <Box
          component="img"
          src={picture}
          alt=""
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <Box
          component="canvas"
          ref={canvas}
          tabIndex={0}
          role="application"
          aria-label={t('editor.canvasLabel')}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onKeyDown={key}
          data-testid="depth-paint-canvas"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            opacity: opacity / 100,
            touchAction: 'none',
            cursor: 'crosshair',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
          }}
        />
        {cursor && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: `${(cursor.x / map.width) * 100}%`,
              top: `${(cursor.y / map.height) * 100}%`,
              width: `${((radius * 2) / map.width) * 100}%`,
              aspectRatio: '1',
              transform: 'translate(-50%, -50%)',
              border: '2px solid #fff',
              boxShadow: '0 0 0 1px #000',
              borderRadius: '50%',
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {(
          [
            ['overlay', opacity, setOpacity, 0, 100, undefined],
            ['brushSize', size, setSize, 1, 30, undefined],
            ['brushValue', depth, setDepth, 0, 100, [t('editor.far'), t('editor.near')]],
          ] as const
        ).map(([name, value, set, min, max, ends]) => (
          <Box key={name}>
            <Typography id={`${id}-${name}`} variant="body2">
              {t(`editor.${name}`)}
            </Typography>
            <Slider
              value={value}
              min={min}
              max={max}
              onChange={(_event, next) => set(next as number)}
              aria-labelledby={`${id}-${name}`}
              marks={
                ends
                  ? [
                      { value: min, label: ends[0] },
                      { value: max, label: ends[1] },
                    ]
                  : undefined
              }
              valueLabelDisplay="auto"
              data-testid={`depth-${name}`}
            />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<UndoIcon />} onClick={undo} disabled={undoable === 0 || busy}>
          {t('editor.undo')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SaveOutlinedIcon />}
          onClick={save}
          disabled={loaded !== 'ready' || busy}
          data-testid="depth-paint-save"
        >
          {t(busy ? 'editor.saving' : 'editor.save')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('editor.stopPainting')}
        </Button>
      </Box>
    </Box>
  );
}
