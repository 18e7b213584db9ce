// The formatting bar above the rich-text editor: compact, every button named for screen readers
// and explained (with its keyboard shortcut) in a tooltip.
import type { ReactNode } from 'react';
import { Divider, Select, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { LinkButton } from './rich-text-link-button.tsx';
import { keys, ToolButton } from './rich-text-tool-button.tsx';

type Level = 1 | 2 | 3 | 4 | 5;
const LEVELS: Level[] = [1, 2, 3, 4, 5];

const { isMac, mod, shift, alt } = keys;

const textStyleOptions = [
  { value: 0, label: 'Paragraph' },
  ...LEVELS.map((level) => ({ value: level, label: `Heading ${level}` })),
];

type ToolbarProps = {
  editor: Editor;
  disabled: boolean;
  isLinkOpen: boolean;
  onLinkOpenChange(isOpen: boolean): void;
  /** Tools after the built-in ones. */
  extra?: ReactNode;
};

export function RichTextToolbar({
  editor,
  disabled,
  isLinkOpen,
  onLinkOpenChange,
  extra,
}: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isBold: current.isActive('bold'),
      isItalic: current.isActive('italic'),
      isUnderline: current.isActive('underline'),
      isStrike: current.isActive('strike'),
      level: LEVELS.find((level) => current.isActive('heading', { level })) ?? 0,
      isBulletList: current.isActive('bulletList'),
      isOrderedList: current.isActive('orderedList'),
      isBlockquote: current.isActive('blockquote'),
      isLink: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className="rte-toolbar" role="toolbar" aria-label="Formatting">
      <Tooltip
        title={`Text style (${mod}+${alt}+1 to 5 for headings, ${mod}+${alt}+0 for paragraph)`}
        mouseEnterDelay={0.4}
      >
        <Select
          size="small"
          variant="borderless"
          aria-label="Text style"
          value={state.level}
          options={textStyleOptions}
          disabled={disabled}
          popupMatchSelectWidth={false}
          style={{ width: 116 }}
          onChange={(level: number) =>
            level === 0
              ? chain().setParagraph().run()
              : chain()
                  .setHeading({ level: level as Level })
                  .run()
          }
        />
      </Tooltip>
      <Separator />
      <ToolButton
        label="Bold"
        shortcut={`${mod}+B`}
        icon={<BoldOutlined />}
        isActive={state.isBold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="Italic"
        shortcut={`${mod}+I`}
        icon={<ItalicOutlined />}
        isActive={state.isItalic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label="Underline"
        shortcut={`${mod}+U`}
        icon={<UnderlineOutlined />}
        isActive={state.isUnderline}
        disabled={disabled}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        label="Strikethrough"
        shortcut={`${mod}+${shift}+S`}
        icon={<StrikethroughOutlined />}
        isActive={state.isStrike}
        disabled={disabled}
        onClick={() => chain().toggleStrike().run()}
      />
      <Separator />
      <ToolButton
        label="Bulleted list"
        shortcut={`${mod}+${shift}+8`}
        icon={<UnorderedListOutlined />}
        isActive={state.isBulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="Numbered list"
        shortcut={`${mod}+${shift}+7`}
        icon={<OrderedListOutlined />}
        isActive={state.isOrderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label="Quote"
        shortcut={`${mod}+${shift}+B`}
        icon={<QuoteIcon />}
        isActive={state.isBlockquote}
        disabled={disabled}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <LinkButton
        editor={editor}
        isActive={state.isLink}
        disabled={disabled}
        isOpen={isLinkOpen}
        onOpenChange={onLinkOpenChange}
      />
      <Separator />
      <ToolButton
        label="Undo"
        shortcut={`${mod}+Z`}
        icon={<UndoOutlined />}
        disabled={disabled || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label="Redo"
        shortcut={isMac ? `${mod}+${shift}+Z` : `${mod}+Y`}
        icon={<RedoOutlined />}
        disabled={disabled || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
      {extra && (
        <>
          <Separator />
          {extra}
        </>
      )}
    </div>
  );
}

function Separator() {
  return <Divider orientation="vertical" style={{ margin: '0 4px', height: 18 }} />;
}

function QuoteIcon() {
  return (
    <span className="anticon" aria-hidden>
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor">
        <path d="M9.6 6C6.5 7.4 4.5 10 4.5 13.4V18h5.6v-5.5H7.2c.2-2 1.4-3.6 3.4-4.6L9.6 6Zm9 0c-3.1 1.4-5.1 4-5.1 7.4V18h5.6v-5.5h-2.9c.2-2 1.4-3.6 3.4-4.6L18.6 6Z" />
      </svg>
    </span>
  );
}
