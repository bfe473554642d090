import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { UnavailableScreen } from '../show-page/unavailable-screen';

interface UnavailableNoticeProps {
  title: string;
  text: string;
  /** A retry for a failed load: its label and action. */
  retry?: { label: string; onClick: () => void };
  /** Where to go instead, the first one the main way. */
  links: ReadonlyArray<{ to: string; label: string }>;
  testId: string;
}

/** The screen of a form whose subject cannot be edited here: why, a retry, and where to go instead. */
export function UnavailableNotice({ title, text, retry, links, testId }: UnavailableNoticeProps) {
  return (
    <UnavailableScreen
      title={title}
      text={text}
      testId={testId}
      actions={
        <>
          {retry && (
            <Button variant="contained" onClick={retry.onClick}>
              {retry.label}
            </Button>
          )}
          {links.map((link, index) => (
            <Button
              key={link.to}
              variant={index === 0 && !retry && links.length > 1 ? 'contained' : 'text'}
              component={RouterLink}
              to={link.to}
            >
              {link.label}
            </Button>
          ))}
        </>
      }
    />
  );
}
