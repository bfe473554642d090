import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/**
 * Which sections the person folded, for this tab: coming back from an album to the list finds
 * them as they were left.
 */
const folded = new Set<string>();

/**
 * A section of 'my images' (spec §2): a heading that folds and unfolds the section (a disclosure
 * button with aria-expanded), the create button beside it, and the list.
 */
export function OwnedSection({
  name,
  heading,
  total,
  createLabel,
  createPath,
  children,
}: {
  /** Names the section in the tab's fold memory and in `data-testid`. */
  name: string;
  heading: string;
  /** How many there are in all (the list's `hydra:totalItems`), once known. */
  total: number | undefined;
  createLabel: string;
  /** Where the create button leads; null while that screen does not exist (no button). */
  createPath: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('my-images');
  const [open, setOpen] = useState(() => !folded.has(name));
  const headingId = useId();
  const contentId = useId();
  const toggle = () => {
    if (open) folded.add(name);
    else folded.delete(name);
    setOpen(!open);
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }} data-testid={`my-${name}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h2" sx={{ flexGrow: 1, m: 0 }}>
          <Button
            onClick={toggle}
            aria-expanded={open}
            aria-controls={contentId}
            color="inherit"
            startIcon={
              <ExpandMoreIcon
                sx={{
                  transform: open ? 'none' : 'rotate(-90deg)',
                  transition: 'transform 150ms',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                }}
              />
            }
            sx={{ font: 'inherit', textTransform: 'none', px: 1, ml: -1 }}
          >
            {heading}
            {total !== undefined && (
              <>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    ml: 1,
                    px: 1,
                    borderRadius: 99,
                    bgcolor: 'action.selected',
                    fontSize: '0.9rem',
                    fontWeight: 600,
                    lineHeight: 1.6,
                  }}
                >
                  {total}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {`, ${t('count', { count: total })}`}
                </Box>
              </>
            )}
          </Button>
        </Typography>
        {createPath && (
          <Button component={RouterLink} to={createPath} variant="outlined" startIcon={<AddIcon />}>
            {createLabel}
          </Button>
        )}
      </Box>
      <Box id={contentId} hidden={!open}>
        {children}
      </Box>
    </Box>
  );
}
