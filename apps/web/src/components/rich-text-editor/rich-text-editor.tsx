import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { Editor } from '@tiptap/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Fragment, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkDialog } from './link-dialog';
import type { RichTextEditorProps } from './rich-text-editor-props';

/**
 * Only what the server keeps of a rich text (packages/domain/src/rich-text.ts): paragraphs,
 * headings 1 to 3, bold, italic, underline, struck through, lists, quotes, links and line breaks.
 * Code, code blocks and rules are switched off, so the editor never makes markup the server drops.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // No empty paragraph kept after the last heading or list: the saved text ends where the writing does.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => /^(https?:|mailto:)/i.test(url),
      HTMLAttributes: { rel: 'nofollow noopener noreferrer ugc', target: '_blank' },
    },
  }),
];

type Level = 1 | 2 | 3;

function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive('paragraph'),
      heading: ([1, 2, 3] as const).find((level) => current.isActive('heading', { level })) ?? null,
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
}

/** One button of the toolbar: its name is its label, its state `aria-pressed`. */
interface Tool {
  key: string;
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
  icon: ReactNode;
  /** A divider before it: the bar's groups (block type, marks, blocks, link, history). */
  groupStart?: boolean;
}

const toolSx = (pressed: boolean | undefined) => ({
  minWidth: 40,
  height: 40,
  px: 0.75,
  display: 'inline-grid',
  placeItems: 'center',
  border: 0,
  borderRadius: 1,
  font: 'inherit',
  fontWeight: 700,
  fontSize: '0.9rem',
  cursor: 'pointer',
  color: 'text.primary',
  bgcolor: pressed ? 'action.selected' : 'transparent',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
  '&:disabled': { color: 'text.disabled', cursor: 'default', bgcolor: 'transparent' },
});

/** Arrow keys, Home and End move between the enabled tools (the ARIA toolbar pattern). */
function nextTool(key: string, index: number, enabled: readonly number[]): number | null {
  const at = Math.max(0, enabled.indexOf(index));
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[key];
  if (key === 'Home') return enabled[0] ?? null;
  if (key === 'End') return enabled[enabled.length - 1] ?? null;
  if (step === undefined) return null;
  return enabled[(at + step + enabled.length) % enabled.length] ?? null;
}

function Toolbar({ editor, editorId }: { editor: Editor; editorId: string }) {
  const { t } = useTranslation('rich-text-editor');
  const state = useToolbarState(editor);
  const [linkOpen, setLinkOpen] = useState(false);
  // The toolbar is one tab stop: the tool last focused keeps it.
  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const chain = () => editor.chain().focus();
  const setHeading = (level: Level | null) =>
    level === null ? chain().setParagraph().run() : chain().setHeading({ level }).run();

  const tools: Tool[] = [
    {
      key: 'paragraph',
      label: t('paragraph'),
      pressed: state.paragraph,
      run: () => setHeading(null),
      icon: t('paragraphShort'),
    },
    ...([1, 2, 3] as const).map((level) => ({
      key: `h${level}`,
      label: t('heading', { level }),
      pressed: state.heading === level,
      run: () => setHeading(level),
      icon: `H${level}`,
    })),
    {
      key: 'bold',
      label: t('bold'),
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
      icon: <FormatBoldIcon fontSize="small" />,
      groupStart: true,
    },
    {
      key: 'italic',
      label: t('italic'),
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
      icon: <FormatItalicIcon fontSize="small" />,
    },
    {
      key: 'underline',
      label: t('underline'),
      pressed: state.underline,
      run: () => chain().toggleUnderline().run(),
      icon: <FormatUnderlinedIcon fontSize="small" />,
    },
    {
      key: 'strike',
      label: t('strike'),
      pressed: state.strike,
      run: () => chain().toggleStrike().run(),
      icon: <StrikethroughSIcon fontSize="small" />,
    },
    {
      key: 'bulletList',
      label: t('bulletList'),
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
      icon: <FormatListBulletedIcon fontSize="small" />,
      groupStart: true,
    },
    {
      key: 'orderedList',
      label: t('orderedList'),
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
      icon: <FormatListNumberedIcon fontSize="small" />,
    },
    {
      key: 'blockquote',
      label: t('blockquote'),
      pressed: state.blockquote,
      run: () => chain().toggleBlockquote().run(),
      icon: <FormatQuoteIcon fontSize="small" />,
    },
    {
      key: 'link',
      label: t('link'),
      pressed: state.link,
      run: () => setLinkOpen(true),
      icon: <LinkIcon fontSize="small" />,
    },
    {
      key: 'undo',
      label: t('undo'),
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
      icon: <UndoIcon fontSize="small" />,
      groupStart: true,
    },
    {
      key: 'redo',
      label: t('redo'),
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
      icon: <RedoIcon fontSize="small" />,
    },
  ];
  const enabled = tools.flatMap((tool, index) => (tool.disabled ? [] : [index]));
  const stop = enabled.includes(current) ? current : (enabled[0] ?? 0);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTool(event.key, stop, enabled);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <Box
        role="toolbar"
        aria-label={t('toolbar')}
        aria-controls={editorId}
        onKeyDown={onKeyDown}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.25,
          p: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {tools.map((tool, index) => (
          <Fragment key={tool.key}>
            {tool.groupStart && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
            <Box
              component="button"
              type="button"
              ref={(element: HTMLButtonElement | null) => {
                buttons.current[index] = element;
              }}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.pressed}
              disabled={tool.disabled}
              tabIndex={index === stop ? 0 : -1}
              onFocus={() => setCurrent(index)}
              // The editor keeps its selection: a click must not take the focus away first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
              sx={toolSx(tool.pressed)}
            >
              {tool.icon}
            </Box>
          </Fragment>
        ))}
      </Box>
      <LinkDialog
        open={linkOpen}
        initial={state.link ? String(editor.getAttributes('link').href ?? '') : ''}
        onClose={() => {
          setLinkOpen(false);
          editor.commands.focus();
        }}
        onApply={(href) => {
          setLinkOpen(false);
          if (href === null) chain().extendMarkRange('link').unsetLink().run();
          else chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
    </>
  );
}

/**
 * The rich-text editor (Tiptap) with an accessible toolbar. Loaded on its own (lazy-rich-text-editor.tsx):
 * the editor is large and only forms that write rich text need it.
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  labelId,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-invalid': invalid ? 'true' : 'false',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main' },
        '& .tiptap': {
          minHeight: 160,
          px: 1.5,
          py: 1,
          outline: 'none',
          '& h1': { fontSize: '1.6rem', margin: '0.6em 0 0.3em' },
          '& h2': { fontSize: '1.35rem', margin: '0.6em 0 0.3em' },
          '& h3': { fontSize: '1.15rem', margin: '0.6em 0 0.3em' },
          '& p': { margin: '0.4em 0' },
          '& a': { color: 'primary.main' },
          '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
        },
      }}
    >
      <Toolbar editor={editor} editorId={id} />
      <EditorContent editor={editor} />
    </Box>
  );
}
