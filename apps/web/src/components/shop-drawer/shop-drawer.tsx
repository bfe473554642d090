import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { WIDTHS_PX } from '@retropics/domain/constants';
import { type ReactNode, useId } from 'react';

/**
 * The side drawer the shop opens from the right (spec §2: the perks drawer of a collection and the
 * viewer's print drawer, 320 px, the full width on small screens): a dialog named by its heading,
 * with a close button beside it.
 */
export function ShopDrawer({
  open,
  onClose,
  title,
  closeLabel,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: WIDTHS_PX.perkDrawer } },
          role: 'dialog',
          'aria-labelledby': titleId,
          ...(testId && { 'data-testid': testId }),
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, pb: 1 }}>
        <Typography id={titleId} component="h2" variant="h2" sx={{ flexGrow: 1, fontSize: '1.3rem' }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={closeLabel}>
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </Drawer>
  );
}
