import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';

interface ExpandableBoxProps {
  /** Height in px while collapsed (spec §9: 130 for albums, 160 for collections). */
  collapsedHeight: number;
  moreLabel: string;
  lessLabel: string;
  children: ReactNode;
}

/** Long text folded to a fixed height with a fade and a toggle; short text shows whole, without one. */
export function ExpandableBox({ collapsedHeight, moreLabel, lessLabel, children }: ExpandableBoxProps) {
  const contentRef = useRef<HTMLDivElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const check = () => setOverflows(content.scrollHeight > collapsedHeight + 4);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(content);
    return () => observer.disconnect();
  }, [collapsedHeight]);

  const collapsed = overflows && !expanded;
  return (
    <Box>
      <Box
        id={id}
        ref={contentRef}
        sx={{
          position: 'relative',
          maxHeight: collapsed ? collapsedHeight : 'none',
          overflow: 'hidden',
          ...(collapsed && {
            maskImage: 'linear-gradient(to bottom, #000 60%, transparent)',
            WebkitMaskImage: 'linear-gradient(to bottom, #000 60%, transparent)',
          }),
        }}
      >
        {children}
      </Box>
      {overflows && (
        <Button
          size="small"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={id}
        >
          {expanded ? lessLabel : moreLabel}
        </Button>
      )}
    </Box>
  );
}
