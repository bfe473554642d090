import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { RichTextEditor } from './lazy-rich-text-editor';

interface RichTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The message under the editor; the hint when there is none. */
  error: string | undefined;
  hint?: string;
}

/** A rich text of a form with its visible label and the message or hint under it. */
export function RichTextField({ id, label, value, onChange, error, hint }: RichTextFieldProps) {
  const labelId = `${id}-label`;
  return (
    <Box>
      <Typography id={labelId} component="span" variant="body2" sx={{ display: 'block', mb: 0.75 }}>
        {label}
      </Typography>
      <RichTextEditor
        id={id}
        value={value}
        onChange={onChange}
        labelId={labelId}
        describedBy={`${id}-hint`}
        invalid={Boolean(error)}
      />
      <FormHelperText id={`${id}-hint`} error={Boolean(error)}>
        {error ?? hint}
      </FormHelperText>
    </Box>
  );
}
