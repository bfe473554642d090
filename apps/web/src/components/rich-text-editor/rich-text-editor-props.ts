export interface RichTextEditorProps {
  /** The id of the editable area (the toolbar controls it). */
  id: string;
  /** The HTML the editor starts with; later changes of it are not followed. */
  value: string;
  /** The HTML as written, '' for an empty text. */
  onChange: (html: string) => void;
  /** The id of the visible label that names the text. */
  labelId: string;
  /** The id of the message or hint under the editor. */
  describedBy?: string;
  invalid?: boolean;
}
