// The placeholder menu: the square-bracket tokens of the shared catalogue, grouped as the email
// is about them (client, business, package, ...). A searchable select, so the keyboard reaches
// every token: type part of its name, arrows to move, Enter to insert.
import type { CSSProperties } from 'react';
import { Select, Typography, theme } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import {
  placeholderGroupLabels,
  placeholderGroups,
  placeholders,
} from '@studio/shared/emails/placeholders';

/** A token, or a group of them (antd takes both as one option type). */
type TokenOption = {
  label: string;
  value?: string;
  search?: string;
  title?: string;
  options?: TokenOption[];
};

const groupedOptions = placeholderGroups.map((group) => {
  const groupLabel = placeholderGroupLabels[group];
  return {
    label: groupLabel,
    title: groupLabel,
    options: placeholders
      .filter((entry) => entry.group === group)
      .map<TokenOption>((entry) => ({
        value: entry.token,
        label: entry.label,
        search: `${groupLabel} ${entry.label} ${entry.token}`.toLowerCase(),
      })),
  };
});

type PlaceholderSelectProps = {
  /** Names the select for screen readers: which field it inserts into. */
  'aria-label': string;
  onInsert(token: string): void;
  size?: 'small' | 'middle';
  variant?: 'borderless' | 'outlined';
  style?: CSSProperties;
  disabled?: boolean;
};

export function PlaceholderSelect({
  'aria-label': ariaLabel,
  onInsert,
  size = 'middle',
  variant = 'outlined',
  style,
  disabled = false,
}: PlaceholderSelectProps) {
  const { token } = theme.useToken();
  // A phone has no room for the token beside its name: it goes under it.
  const isMobile = useIsMobile();
  return (
    <Select<string | null, TokenOption>
      aria-label={ariaLabel}
      size={size}
      variant={variant}
      disabled={disabled}
      // Nothing stays selected: choosing a token inserts it and the menu is ready again.
      value={null}
      // Reads as a control, not as an empty field's hint.
      placeholder={
        <span style={{ color: disabled ? undefined : token.colorText }}>
          <PlusOutlined aria-hidden style={{ fontSize: 12, marginInlineEnd: 6 }} />
          Insert placeholder
        </span>
      }
      options={groupedOptions}
      showSearch={{
        filterOption: (input, option) =>
          Boolean(option?.search?.includes(input.trim().toLowerCase())),
      }}
      popupMatchSelectWidth={false}
      placement="bottomLeft"
      styles={{ popup: { root: { maxWidth: 'calc(100vw - 24px)', minWidth: 220 } } }}
      listHeight={320}
      style={style}
      optionRender={(option) => (
        <span
          style={{
            display: 'flex',
            flexDirection: isMobile ? 'column' : 'row',
            justifyContent: 'space-between',
            gap: isMobile ? 0 : 16,
          }}
        >
          <span>{option.data.label}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {option.data.value}
          </Typography.Text>
        </span>
      )}
      onSelect={(token) => {
        if (token) onInsert(token);
      }}
    />
  );
}
