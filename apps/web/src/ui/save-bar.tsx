// The bar that ends a long settings form: says whether anything is unsaved, offers Discard and
// Save (a submit button of the surrounding form).
import { Button, Flex, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { brand } from '../app/theme.ts';

export type SaveBarProps = {
  isDirty: boolean;
  isSaving: boolean;
  /** A record not created yet: Save is offered even before anything is typed (to show what is missing). */
  isNew?: boolean;
  onDiscard: () => void;
  style?: CSSProperties;
};

/** Stays in view at the bottom while there is something to save. */
export function SaveBar({ isDirty, isSaving, isNew = false, onDiscard, style }: SaveBarProps) {
  return (
    <Flex
      align="center"
      justify="flex-end"
      gap={8}
      wrap
      style={{
        // Sticky only while there is something to save; otherwise it simply ends the form.
        position: isDirty ? 'sticky' : 'static',
        bottom: 16,
        zIndex: 5,
        padding: 12,
        borderRadius: 8,
        background: '#FFFFFF',
        border: `1px solid ${isDirty ? brand.accent : brand.line}`,
        boxShadow: isDirty ? '0 8px 24px rgba(29, 37, 33, 0.12)' : undefined,
        ...style,
      }}
    >
      <Typography.Text type="secondary" style={{ flex: 1, paddingLeft: 4 }}>
        {isNew ? 'Not saved yet.' : isDirty ? 'You have unsaved changes.' : 'All changes saved.'}
      </Typography.Text>
      <Button onClick={onDiscard} disabled={!isDirty || isSaving}>
        Discard
      </Button>
      <Button type="primary" htmlType="submit" loading={isSaving} disabled={!isDirty && !isNew}>
        {isNew ? 'Save' : 'Save changes'}
      </Button>
    </Flex>
  );
}
