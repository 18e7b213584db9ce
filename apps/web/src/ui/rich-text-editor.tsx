// Stub: replaced in this session by the Tiptap editor.
export type RichTextEditorProps = {
  value: string;
  onChange(html: string): void;
  placeholder?: string;
  'aria-label'?: string;
};

export function RichTextEditor(_props: RichTextEditorProps) {
  return null;
}
