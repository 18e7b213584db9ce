// /icons: the gallery of the icons the app uses, for whoever designs or builds a screen: search
// by name, click one to copy its name (as it is imported from @ant-design/icons).
import { Fragment, useMemo, useState } from 'react';
import { App, Empty, Flex, Input, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { appIcons } from './app-icons.ts';
import { matchIcons } from './match-icons.ts';
import './icons-page.css';

const allNames = Object.keys(appIcons).sort((a, b) => a.localeCompare(b));

/** The name with a line-break chance before each capital: 'ArrowDown', 'Outlined', not 'Outli-ned'. */
function BreakableName({ name }: { name: string }) {
  const words = name.split(/(?=[A-Z])/);
  return words.map((word, index) => (
    <Fragment key={`${word}-${index}`}>
      {index > 0 && <wbr />}
      {word}
    </Fragment>
  ));
}

export function IconsPage() {
  const [query, setQuery] = useState('');
  const { message } = App.useApp();
  const shown = useMemo(() => matchIcons(allNames, query), [query]);

  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(name);
      void message.success(`Copied ${name}`);
    } catch {
      void message.error(`Your browser did not allow copying. The name is ${name}.`);
    }
  };

  return (
    <PageBody width={1120}>
      <PageHeader
        title="Icons"
        description="Every icon the app uses. Search by name, and click an icon to copy its name."
      />
      <Flex gap={16} align="center" wrap style={{ marginBottom: 20 }}>
        <Input
          allowClear
          size="large"
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search icons, e.g. arrow or calendar"
          aria-label="Search icons"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ flex: '1 1 280px', maxWidth: 480 }}
        />
        <Typography.Text type="secondary" role="status">
          {shown.length === allNames.length
            ? `${allNames.length} icons`
            : `${shown.length} of ${allNames.length} icons`}
        </Typography.Text>
      </Flex>
      {shown.length === 0 ? (
        <Empty description={`No icon matches “${query.trim()}”`} style={{ padding: '48px 0' }} />
      ) : (
        <ul className="icon-gallery" aria-label="Icons">
          {shown.map((name) => {
            const Icon = appIcons[name];
            if (!Icon) return null;
            return (
              <li key={name}>
                <button
                  type="button"
                  className="icon-gallery-item"
                  onClick={() => void copy(name)}
                  aria-label={`Copy ${name}`}
                  title={`Copy ${name}`}
                >
                  <span className="icon-gallery-glyph" aria-hidden>
                    <Icon />
                  </span>
                  <span className="icon-gallery-name">
                    <BreakableName name={name} />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </PageBody>
  );
}
