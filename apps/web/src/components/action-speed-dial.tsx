import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

export interface SpeedDialEntry {
  key: string;
  icon: ReactNode;
  label: string;
  run(): void;
}

interface ActionSpeedDialProps {
  ariaLabel: string;
  icon: ReactNode;
  entries: readonly SpeedDialEntry[];
  /** Controlled, so a screen can keep its controls shown while the dial is open. */
  open: boolean;
  onOpenChange(open: boolean): void;
  hidden?: boolean;
  'data-testid'?: string;
}

/**
 * The viewers' speed dial (spec §2): actions with their labels always shown beside them, which
 * closes after an action runs.
 */
export function ActionSpeedDial({
  ariaLabel,
  icon,
  entries,
  open,
  onOpenChange,
  hidden,
  'data-testid': testId,
}: ActionSpeedDialProps) {
  const root = useRef<HTMLDivElement | null>(null);
  const room = useRoomAbove(root, open);
  return (
    <SpeedDial
      ref={root}
      ariaLabel={ariaLabel}
      icon={icon}
      open={open}
      // Opens on a click (or Enter/Space) only: opening on hover or focus raced with the click that toggles it.
      onOpen={(_, reason) => reason === 'toggle' && onOpenChange(true)}
      onClose={(_, reason) => reason !== 'mouseLeave' && onOpenChange(false)}
      hidden={hidden}
      FabProps={{ size: 'medium', color: 'primary' }}
      data-testid={testId}
      sx={{
        // A photograph has up to fourteen actions, more than a phone is tall: the list scrolls
        // in the room above the button. Labels sit in the flow beside their buttons (not
        // absolutely placed outside the list), so scrolling clips none of them.
        '& .MuiSpeedDial-actions': {
          maxHeight: room === null ? 'calc(100dvh - 96px)' : `${room}px`,
          overflowY: 'auto',
          overflowX: 'hidden',
          alignItems: 'flex-end',
          overscrollBehavior: 'contain',
        },
      }}
    >
      {entries.map((entry) => (
        <SpeedDialAction
          key={entry.key}
          icon={entry.icon}
          onClick={() => {
            onOpenChange(false);
            entry.run();
          }}
          data-testid={`speed-dial-${entry.key}`}
          slotProps={{
            tooltip: { title: entry.label, open: true, placement: 'left' },
            // Tighter than the default 8 px (40 px buttons, 4 px apart), so that every action fits
            // above the button on a phone and a laptop screen.
            fab: { sx: { my: 0.25 } },
            staticTooltip: { sx: { justifyContent: 'flex-end' } },
            staticTooltipLabel: { sx: { whiteSpace: 'nowrap', position: 'static', flexShrink: 0 } },
          }}
        />
      ))}
    </SpeedDial>
  );
}

/**
 * The height between the top of the window and the dial's button while the dial is open (the
 * button may sit mid-screen above an info panel); null while closed.
 */
function useRoomAbove(root: { current: HTMLDivElement | null }, open: boolean): number | null {
  const [room, setRoom] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    // A list that scrolls must be reachable by keyboard itself (its actions are not tab stops:
    // the dial moves between them with the arrow keys).
    const actions = root.current?.querySelector<HTMLElement>('.MuiSpeedDial-actions');
    if (actions) actions.tabIndex = 0;
    const measure = () => {
      const button = root.current?.querySelector('.MuiSpeedDial-fab');
      // The actions reach 32 px into the button (their padding keeps the first 16 px above it); 8 px stay free on top.
      if (button) setRoom(Math.max(120, Math.floor(button.getBoundingClientRect().top) + 24));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open, root]);
  return room;
}
