// The toolbar's link button: a small popover asking for the address (http, https or mailto).
import { useState } from 'react';
import { Button, Flex, Input, Popover, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { messages } from '@studio/shared/messages';
import { normaliseLink } from './rich-text-link.ts';
import { keys, ToolButton } from './rich-text-tool-button.tsx';

type LinkButtonProps = {
  editor: Editor;
  isActive: boolean;
  disabled: boolean;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
};

export function LinkButton({ editor, isActive, disabled, isOpen, onOpenChange }: LinkButtonProps) {
  const [draft, setDraft] = useState('');
  const [isInvalid, setInvalid] = useState(false);

  const open = (next: boolean) => {
    if (next) {
      setDraft((editor.getAttributes('link').href as string | undefined) ?? '');
      setInvalid(false);
    }
    onOpenChange(next);
  };

  const apply = () => {
    if (!draft.trim()) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onOpenChange(false);
      return;
    }
    const href = normaliseLink(draft);
    if (!href) {
      setInvalid(true);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: draft.trim(),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    onOpenChange(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onOpenChange(false);
  };

  const content = (
    <Flex vertical gap={8} style={{ width: 280 }}>
      <Input
        autoFocus
        aria-label="Link address"
        placeholder="https://example.com"
        value={draft}
        status={isInvalid ? 'error' : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setInvalid(false);
        }}
        onPressEnter={(event) => {
          event.preventDefault();
          apply();
        }}
      />
      {isInvalid && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {messages.url}
        </Typography.Text>
      )}
      <Flex justify="flex-end" gap={8}>
        {isActive && (
          <Button size="small" onClick={remove}>
            Remove link
          </Button>
        )}
        <Button size="small" type="primary" onClick={apply}>
          Apply
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover
      open={isOpen}
      onOpenChange={open}
      trigger="click"
      placement="bottom"
      content={content}
      destroyOnHidden
    >
      <span>
        <ToolButton
          label="Link"
          shortcut={`${keys.mod}+K`}
          icon={<LinkOutlined />}
          isActive={isActive}
          disabled={disabled}
        />
      </span>
    </Popover>
  );
}
