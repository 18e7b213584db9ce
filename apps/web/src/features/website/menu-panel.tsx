// The site's menu: which pages it links to, in which order, with optional labels (at most 12).
// The side panel shows the menu; the editor opens in a dialog, where rows are reordered with
// their Move up / Move down buttons (keyboard and screen-reader friendly). Saved as a draft with
// the theme; it goes live with the next publish.
import { useMemo, useState } from 'react';
import { Alert, App, Button, Flex, Input, Modal, Select, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  MenuOutlined,
} from '@ant-design/icons';
import { messages } from '@studio/shared/messages';
import {
  ZSiteMenu,
  type TSiteMenu,
  type TSitePage,
  type TSiteSettings,
} from '@studio/site/contracts';
import type { TSiteTheme } from '@studio/site/theme';
import { errorLines } from '../../api/http-client.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDirtyGuard } from '../../ui/use-dirty-guard.tsx';
import { useSaveSettings } from './use-website.ts';

export const MENU_MAX_ITEMS = 12;

type Item = TSiteMenu['items'][number];

export function MenuEditor(props: {
  menu: TSiteMenu;
  pages: TSitePage[];
  isSaving: boolean;
  onSave(menu: TSiteMenu): Promise<unknown>;
  onClose(): void;
}) {
  const [items, setItems] = useState<Item[]>(() =>
    props.menu.items.filter((item) => props.pages.some((page) => page.id === item.pageId)),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const isDirty = JSON.stringify(items) !== JSON.stringify(props.menu.items);
  const guard = useDirtyGuard(isDirty);
  const titleOf = (pageId: string) => props.pages.find((page) => page.id === pageId)?.title ?? '';
  const available = props.pages.filter((page) => !items.some((item) => item.pageId === page.id));
  const isFull = items.length >= MENU_MAX_ITEMS;

  const move = (from: number, to: number) =>
    setItems((current) => {
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });

  const save = async () => {
    const parsed = ZSiteMenu.safeParse({ items });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    setErrors([]);
    try {
      await props.onSave(parsed.data);
      guard.release();
      props.onClose();
    } catch (error) {
      setErrors(errorLines(error));
    }
  };
  const cancel = () =>
    void guard.confirmDiscard().then((isDiscarded) => isDiscarded && props.onClose());

  return (
    <Modal
      open
      title="Site menu"
      width={560}
      okText="Save menu"
      onOk={() => void save()}
      onCancel={cancel}
      confirmLoading={props.isSaving}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Typography.Paragraph type="secondary">
        Choose the pages your menu links to and their order. Without any, the menu shows your
        top-level pages.
      </Typography.Paragraph>
      <FormErrors lines={errors} />
      {items.length === 0 && (
        <Alert
          type="info"
          title="The menu shows your top-level pages in the order of the page list."
        />
      )}
      <ol className="website-menu__list" aria-label="Menu links">
        {items.map((item, index) => {
          const title = titleOf(item.pageId);
          return (
            <li key={item.pageId} className="website-menu__row">
              <span className="website-menu__position" aria-hidden>
                {index + 1}
              </span>
              <div className="website-menu__fields">
                <Typography.Text strong>{title}</Typography.Text>
                <Input
                  size="small"
                  value={item.label}
                  maxLength={40}
                  placeholder={`Label (default: ${title})`}
                  aria-label={`Menu label for ${title}`}
                  onChange={(event) =>
                    setItems((current) =>
                      current.map((entry, at) =>
                        at === index ? { ...entry, label: event.target.value } : entry,
                      ),
                    )
                  }
                />
              </div>
              <Flex gap={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`Move ${title} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`Move ${title} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${title} from the menu`}
                  onClick={() => setItems((current) => current.filter((_, at) => at !== index))}
                />
              </Flex>
            </li>
          );
        })}
      </ol>
      <Select
        style={{ width: '100%' }}
        placeholder={isFull ? 'The menu holds at most 12 links' : 'Add a page to the menu'}
        aria-label="Add a page to the menu"
        disabled={isFull || available.length === 0}
        value={null}
        options={available.map((page) => ({ value: page.id, label: page.title }))}
        onChange={(pageId: string | null) =>
          pageId && setItems((current) => [...current, { pageId, label: '' }])
        }
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 13 }}>
        {items.length} of {MENU_MAX_ITEMS} links. Changes go live when you publish.
      </Typography.Text>
    </Modal>
  );
}

/** The menu as the side panel shows it, with the button that opens the editor. */
export function MenuPanel(props: {
  settings: TSiteSettings;
  theme: TSiteTheme;
  pages: TSitePage[];
}) {
  const { message } = App.useApp();
  const saveSettings = useSaveSettings();
  const [isEditing, setEditing] = useState(false);
  const { settings, pages } = props;
  const summary = useMemo(() => {
    const labels = settings.menu.items.flatMap((item) => {
      const page = pages.find((candidate) => candidate.id === item.pageId);
      return page ? [item.label || page.title] : [];
    });
    return labels.length ? labels.join(' · ') : 'Your top-level pages';
  }, [settings.menu.items, pages]);

  return (
    <div className="website-menu">
      <Flex justify="space-between" align="center">
        <Typography.Text strong>Menu</Typography.Text>
        <Button size="small" icon={<MenuOutlined />} onClick={() => setEditing(true)}>
          Edit menu
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {summary}
      </Typography.Text>
      {isEditing && (
        <MenuEditor
          menu={settings.menu}
          pages={pages}
          isSaving={saveSettings.isPending}
          onClose={() => setEditing(false)}
          onSave={(menu) =>
            saveSettings
              .mutateAsync({ theme: props.theme, menu, version: settings.version })
              .then(() => message.success(messages.saved))
          }
        />
      )}
    </div>
  );
}
