import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './rich-text-editor-props';

// Tiptap and ProseMirror are large: they load with the first form that writes rich text.
const Editor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor, loaded on demand; a box of its size holds the place meanwhile. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('rich-text-editor');
  return (
    <Suspense
      fallback={
        <Box
          sx={{
            minHeight: 210,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <CircularProgress size={24} aria-label={t('loading')} />
        </Box>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
