// The site's pages beside the editor: choose one to edit, add, rename, reorder, delete.
import { useState } from 'react';
import { App, Button, Dropdown, Skeleton, Tooltip, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  FileOutlined,
  HomeOutlined,
  MoreOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { TSitePage } from '@studio/site/contracts';
import { ApiError } from '../../api/http-client.ts';
import { PageFormModal } from './page-form-modal.tsx';
import { LAST_POSITION, parentChoices } from './page-nesting.ts';
import {
  useCreatePage,
  useDeletePage,
  useMovePage,
  useSitePages,
  useUpdatePage,
} from './use-website.ts';

function depthOf(page: TSitePage, pages: TSitePage[]): number {
  let depth = 0;
  for (let at = page.parentId; at; at = pages.find((p) => p.id === at)?.parentId ?? null) depth++;
  return depth;
}

export function PageTree(props: {
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  siteBase: string;
}) {
  const { modal, message } = App.useApp();
  const pages = useSitePages();
  const create = useCreatePage();
  const update = useUpdatePage();
  const move = useMovePage();
  const remove = useDeletePage();
  const [editing, setEditing] = useState<TSitePage | 'new' | undefined>();

  if (!pages.data) return <Skeleton active paragraph={{ rows: 4 }} style={{ padding: 16 }} />;
  const list = pages.data;

  const siblingsOf = (page: TSitePage) =>
    list.filter((p) => p.parentId === page.parentId && !p.isHome);
  const shift = (page: TSitePage, by: number) => {
    const siblings = siblingsOf(page);
    const index = siblings.findIndex((p) => p.id === page.id) + by;
    move.mutate(
      { id: page.id, parentId: page.parentId, index },
      { onError: (error) => void message.error(error.message) },
    );
  };
  // Under another page, or back to the top level: last among the new siblings. The server's
  // refusals (a page under itself, the home page) are shown as they are.
  const nest = (page: TSitePage, parentId: string | null) =>
    move.mutate(
      { id: page.id, parentId, index: LAST_POSITION },
      {
        onError: (error) =>
          void message.error(error instanceof ApiError ? error.lines.join(' ') : error.message),
      },
    );
  const confirmDelete = (page: TSitePage) => {
    const children = list.filter((p) => p.parentId === page.id).length;
    modal.confirm({
      title: `Delete “${page.title}”?`,
      content:
        'The page and its content are removed from the editor and from the live site' +
        (children ? `, with the ${children} page(s) under it.` : '.') +
        ' This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync(page.id);
        if (page.id === props.selectedId) props.onSelect(list[0]!.id);
      },
    });
  };

  return (
    <nav aria-label="Pages" className="website-pages">
      <div className="website-pages__head">
        <Typography.Text strong>Pages</Typography.Text>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Add page
        </Button>
      </div>
      <ul className="website-pages__list">
        {list.map((page) => {
          const siblings = siblingsOf(page);
          const position = siblings.findIndex((p) => p.id === page.id);
          return (
            <li
              key={page.id}
              className={page.id === props.selectedId ? 'is-selected' : undefined}
              style={{ paddingLeft: 8 + depthOf(page, list) * 16 }}
            >
              <button
                type="button"
                className="website-pages__item"
                aria-current={page.id === props.selectedId ? 'page' : undefined}
                onClick={() => props.onSelect(page.id)}
              >
                {page.isHome ? <HomeOutlined /> : <FileOutlined />}
                <span className="website-pages__title">{page.title}</span>
                {page.hasUnpublishedChanges && (
                  <Tooltip title="Changes not published yet">
                    <span className="website-pages__dot" aria-label="Not published" />
                  </Tooltip>
                )}
              </button>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'rename', label: 'Rename' },
                    {
                      key: 'up',
                      label: 'Move up',
                      icon: <ArrowUpOutlined />,
                      disabled: page.isHome || position <= 0,
                    },
                    {
                      key: 'down',
                      label: 'Move down',
                      icon: <ArrowDownOutlined />,
                      disabled: page.isHome || position >= siblings.length - 1,
                    },
                    {
                      key: 'under',
                      label: 'Move under',
                      disabled: parentChoices(page, list).length === 0,
                      children: parentChoices(page, list).map((parent) => ({
                        key: `under:${parent.id}`,
                        label: parent.title,
                      })),
                    },
                    {
                      key: 'top',
                      label: 'Move to top level',
                      disabled: page.isHome || page.parentId === null,
                    },
                    { type: 'divider' },
                    { key: 'delete', label: 'Delete', danger: true, disabled: page.isHome },
                  ],
                  onClick: ({ key }) => {
                    if (key.startsWith('under:')) nest(page, key.slice('under:'.length));
                    if (key === 'top') nest(page, null);
                    if (key === 'rename') setEditing(page);
                    if (key === 'up') shift(page, -1);
                    if (key === 'down') shift(page, 1);
                    if (key === 'delete') confirmDelete(page);
                  },
                }}
              >
                <Button
                  type="text"
                  size="small"
                  icon={<MoreOutlined />}
                  aria-label={`Actions for ${page.title}`}
                />
              </Dropdown>
            </li>
          );
        })}
      </ul>
      {editing === 'new' && (
        <PageFormModal
          title="Add page"
          siteBase={props.siteBase}
          withTemplates
          onClose={() => setEditing(undefined)}
          onSubmit={async (values) => {
            const page = await create.mutateAsync(values);
            props.onSelect(page.id);
          }}
        />
      )}
      {editing && editing !== 'new' && (
        <PageFormModal
          title="Rename page"
          siteBase={props.siteBase}
          isHome={editing.isHome}
          initial={{ title: editing.title, slug: editing.slug }}
          onClose={() => setEditing(undefined)}
          onSubmit={(values) =>
            update.mutateAsync({ id: editing.id, ...values }).catch((error: unknown) => {
              throw error instanceof ApiError ? error : new Error('Not saved');
            })
          }
        />
      )}
    </nav>
  );
}
