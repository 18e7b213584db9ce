// The one rich-text editor of the app (contracts, service descriptions, emails): Tiptap with the
// formatting the server's sanitiser keeps (headings 1 to 5). A controlled antd form field.
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Form, theme } from 'antd';
import { Extension, type Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Placeholder from '@tiptap/extension-placeholder';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import { isAllowedLink } from './rich-text-link.ts';
import './rich-text-editor.css';

export type RichTextEditorProps = {
  /** HTML; '' for an empty document. */
  value?: string;
  onChange?(html: string): void;
  placeholder?: string;
  'aria-label'?: string;
  /** Set by antd's Form.Item so its label focuses the editor. */
  id?: string;
  disabled?: boolean;
  /** Height of the writing area before it grows. */
  minHeight?: number;
  /** CSS height past which the writing area scrolls (the toolbar stays in view); none by default. */
  maxHeight?: string;
  /** More tools at the end of the toolbar (e.g. the email placeholders), given the editor. */
  toolbarExtra?(editor: Editor): ReactNode;
};

/**
 * The editor's document as a value: '' when empty, and without the empty paragraph the editor
 * keeps at the end so the caret can always leave a list or quote.
 */
function toValue(editor: Editor): string {
  if (editor.isEmpty) return '';
  return editor.getHTML().replace(/(<p><\/p>)+$/, '');
}

export function RichTextEditor({
  value,
  onChange,
  placeholder,
  'aria-label': ariaLabel,
  id,
  disabled = false,
  minHeight = 200,
  maxHeight = 'none',
  toolbarExtra,
}: RichTextEditorProps) {
  const { token } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const [isLinkOpen, setLinkOpen] = useState(false);

  // The editor is created once; callbacks it holds read the latest props through refs.
  const onChangeRef = useRef(onChange);
  const openLinkRef = useRef(() => setLinkOpen(true));
  /** The last HTML this editor emitted or was given, so a value echoed back is not re-applied. */
  const knownValue = useRef(value ?? '');

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Extension options are read once, like the placeholder.
  const [extensions] = useState(() => [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5] },
      // Only what the server keeps: no code, code blocks or rules.
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        isAllowedUri: (url) => isAllowedLink(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      },
    }),
    Placeholder.configure({ placeholder: placeholder ?? '' }),
    Extension.create({
      name: 'linkShortcut',
      addKeyboardShortcuts: () => ({
        'Mod-k': () => {
          openLinkRef.current();
          return true;
        },
      }),
    }),
  ]);

  const editor = useEditor({
    extensions,
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'rte-content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = toValue(current);
      knownValue.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value set from outside (form reset, loaded record) replaces the document without emitting.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const incoming = value ?? '';
    if (incoming === knownValue.current) return;
    knownValue.current = incoming;
    const current = toValue(editor);
    if (incoming !== current) editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const borderColor =
    status === 'error'
      ? token.colorError
      : status === 'warning'
        ? token.colorWarning
        : token.colorBorder;
  const style = {
    '--rte-border': borderColor,
    '--rte-focus': status === 'error' ? token.colorError : token.colorPrimary,
    '--rte-focus-ring': status === 'error' ? token.colorErrorOutline : token.controlOutline,
    '--rte-radius': `${token.borderRadius}px`,
    '--rte-active': token.colorPrimary,
    '--rte-bg': disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    '--rte-toolbar-line': token.colorBorderSecondary,
    '--rte-text': token.colorText,
    '--rte-muted': token.colorTextSecondary,
    '--rte-placeholder': token.colorTextPlaceholder,
    '--rte-link': token.colorLink,
    '--rte-quote-line': token.colorBorder,
    '--rte-min-height': `${minHeight}px`,
    '--rte-max-height': maxHeight,
  } as CSSProperties;

  return (
    <div className={`rte${disabled ? ' rte-disabled' : ''}`} style={style}>
      <RichTextToolbar
        editor={editor}
        disabled={disabled}
        isLinkOpen={isLinkOpen}
        onLinkOpenChange={setLinkOpen}
        extra={toolbarExtra?.(editor)}
      />
      <EditorContent editor={editor} />
    </div>
  );
}
