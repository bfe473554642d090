import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import IconButton from '@mui/material/IconButton';
import { overPictureButtonSx } from '../add-to-album/add-to-album-button';

/**
 * The owner's 'take this out' button on a grid tile (an album's item, a collection's photograph).
 * It only asks: the caller opens its confirmation dialog, which says what leaves and what stays.
 */
export function RemoveOverPictureButton({
  label,
  hint,
  onClick,
  'data-testid': testId,
}: {
  /** What a screen reader hears, naming the picture ('Remove “Kapellbrücke” from the album'). */
  label: string;
  /** The short tooltip. */
  hint: string;
  onClick(): void;
  'data-testid': string;
}) {
  return (
    <IconButton
      size="small"
      onClick={onClick}
      aria-label={label}
      title={hint}
      aria-haspopup="dialog"
      sx={overPictureButtonSx}
      data-testid={testId}
    >
      <RemoveCircleOutlineIcon fontSize="small" />
    </IconButton>
  );
}
