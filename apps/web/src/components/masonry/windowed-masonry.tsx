import Box from '@mui/material/Box';
import {
  type ElementType,
  memo,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { layoutMasonry, MASONRY_DEFAULTS, type TilePlacement, tilesInBand } from './masonry-layout';

export interface WindowedMasonryProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** Width / height of the tile (its rows follow: columns / ratio). */
  getRatio: (item: T) => number;
  /** Columns the tile spans (1 or 2); default 1. */
  getSpan?: (item: T) => number;
  renderItem: (item: T, placement: TilePlacement, index: number) => ReactNode;
  /** Called when the end of the grid comes within {@link nearEndPx} of the viewport's bottom. */
  onNearEnd?: () => void;
  nearEndPx?: number;
  minColumnWidth?: number;
  minColumns?: number;
  maxColumns?: number;
  gap?: number;
  /** Grow tiles into cells no later tile fills (default true); false while an endless list has more to load. */
  closeHoles?: boolean;
  /** 'feed' for an endless list of articles (ARIA feed pattern), else a plain list. */
  variant?: 'feed' | 'list';
  /** Total number of items when more are still to load (aria-setsize); -1 when unknown. */
  setSize?: number;
  busy?: boolean;
  /** Height the grid keeps at least (spec §9: 800 px for the feed), so the page does not jump while pages load. */
  minHeight?: number;
  /**
   * The grid's width as the screen expects it before it can be measured. With it, the first render
   * already lays out and renders the tiles (inside the app's first, time-sliced render) instead of
   * rendering them all at once when the measured width arrives in a layout effect.
   */
  initialWidth?: number;
  'aria-label'?: string;
  'data-testid'?: string;
}

interface CellProps {
  item: unknown;
  placement: TilePlacement;
  index: number;
  isFeed: boolean;
  setSize: number;
  renderItem: (item: never, placement: TilePlacement, index: number) => ReactNode;
}

/**
 * One positioned tile. Memoised: when scrolling changes which tiles are in the window, the tiles
 * that stay are not rendered again (their item, placement and render function are unchanged).
 */
const Cell = memo(function Cell({ item, placement, index, isFeed, setSize, renderItem }: CellProps) {
  const Wrapper: ElementType = isFeed ? 'article' : 'div';
  return (
    <Wrapper
      role={isFeed ? undefined : 'listitem'}
      aria-posinset={isFeed ? index + 1 : undefined}
      aria-setsize={isFeed ? setSize : undefined}
      style={{
        position: 'absolute',
        left: 0,
        top: 0,
        width: placement.width,
        height: placement.height,
        transform: `translate(${placement.x}px, ${placement.y}px)`,
      }}
    >
      {renderItem(item as never, placement, index)}
    </Wrapper>
  );
}, sameCell);

/** A new layout makes new placement objects; a tile whose place did not move need not render again. */
function sameCell(before: CellProps, after: CellProps): boolean {
  const a = before.placement;
  const b = after.placement;
  return (
    before.item === after.item &&
    before.index === after.index &&
    before.isFeed === after.isFeed &&
    before.setSize === after.setSize &&
    before.renderItem === after.renderItem &&
    a.x === b.x &&
    a.y === b.y &&
    a.width === b.width &&
    a.height === b.height
  );
}

/** Scroll is sampled in steps of this size: the rendered set changes rarely, not on every frame. */
const SCROLL_STEP_PX = 150;

function pageTop(element: HTMLElement): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

/**
 * A masonry grid that lays out every item (their sizes follow from the known picture ratios) but
 * renders only those within a screen height of the viewport. A feed of a thousand items thus keeps
 * a few dozen tiles in the DOM and scrolls as smoothly as one of thirty. The page itself scrolls
 * (no inner scroll box), so the browser's own scrolling, keyboard and restoration keep working.
 */
export function WindowedMasonry<T>({
  items,
  getKey,
  getRatio,
  getSpan,
  renderItem,
  onNearEnd,
  nearEndPx = 2000,
  minColumnWidth = MASONRY_DEFAULTS.minColumnWidth,
  minColumns = MASONRY_DEFAULTS.minColumns,
  maxColumns = MASONRY_DEFAULTS.maxColumns,
  gap = MASONRY_DEFAULTS.gap,
  closeHoles = true,
  variant = 'list',
  setSize,
  busy = false,
  minHeight = 0,
  initialWidth = 0,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: WindowedMasonryProps<T>) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(initialWidth);
  const [band, setBand] = useState({
    top: 0,
    bottom: typeof window === 'undefined' ? 1000 : window.innerHeight,
  });

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    setWidth(container.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  const layout = useMemo(
    () =>
      layoutMasonry(
        items.map(getRatio),
        { width, minColumnWidth, minColumns, maxColumns, gap, closeHoles },
        getSpan ? (index) => getSpan(items[index] as T) : undefined,
      ),
    [items, getRatio, getSpan, width, minColumnWidth, minColumns, maxColumns, gap, closeHoles],
  );

  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const nearEndRef = useRef(onNearEnd);
  nearEndRef.current = onNearEnd;

  const measure = useCallback(() => {
    const container = containerRef.current;
    if (!container) return;
    const viewport = window.innerHeight;
    const scrolled = window.scrollY - pageTop(container);
    const step = Math.floor(scrolled / SCROLL_STEP_PX) * SCROLL_STEP_PX;
    // One screen above and below stays rendered, so fast scrolling does not show empty space.
    const top = step - viewport;
    const bottom = step + SCROLL_STEP_PX + 2 * viewport;
    // A transition: rendering the tiles that come into the band may be split into short tasks; the
    // band reaches a screen beyond the viewport, so there is time before they are needed.
    startTransition(() =>
      setBand((current) => (current.top === top && current.bottom === bottom ? current : { top, bottom })),
    );
    if (scrolled + viewport >= layoutRef.current.height - nearEndPx) nearEndRef.current?.();
  }, [nearEndPx]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [measure]);

  // A new layout (more items, another width) may leave the end in view: check again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure whenever the layout changes.
  useEffect(() => {
    measure();
  }, [measure, layout]);

  const visible = width > 0 ? tilesInBand(layout.placements, band.top, band.bottom) : [];
  const isFeed = variant === 'feed';

  return (
    <Box
      ref={containerRef}
      role={isFeed ? 'feed' : 'list'}
      aria-label={ariaLabel}
      aria-busy={busy || undefined}
      data-testid={testId}
      data-count={items.length}
      sx={{ position: 'relative', width: '100%', height: layout.height, minHeight }}
    >
      {visible.map((index) => {
        const item = items[index] as T;
        return (
          <Cell
            key={getKey(item)}
            item={item}
            placement={layout.placements[index] as TilePlacement}
            index={index}
            isFeed={isFeed}
            setSize={setSize ?? items.length}
            renderItem={renderItem as CellProps['renderItem']}
          />
        );
      })}
    </Box>
  );
}
