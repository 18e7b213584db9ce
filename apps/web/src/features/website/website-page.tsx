// /website: the website builder, full screen. The page list and theme on the side, the selected
// page in the Puck editor. Loaded as its own chunk: Puck and the site's blocks never weigh on the
// rest of the app.
// Puck's stylesheet without its font import from a CDN (none is reachable, and none should be
// needed): the editor's chrome falls back to the app's own fonts.
import '@puckeditor/core/no-external.css';
import '@fontsource/lora/400.css';
import '@fontsource/lora/500.css';
import '@studio/site/site.css';
import './website.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { siteUrl } from '@studio/site/contracts';
import type { TSiteContext } from '@studio/site/site-context.tsx';
import type { TSiteTheme } from '@studio/site/theme';
import { ApiError } from '../../api/http-client.ts';
import { PageEditor } from './page-editor.tsx';
import { MenuPanel } from './menu-panel.tsx';
import { PageTree } from './page-tree.tsx';
import { ThemePanel } from './theme-panel.tsx';
import {
  useBookableServices,
  usePublishSite,
  useSaveSettings,
  useSitePages,
  useSiteSettings,
} from './use-website.ts';

/**
 * In the editor the stored rich text is the photographer's own draft, already cleaned by the
 * server when it was saved; the live site cleans it again on the server when rendering.
 */
const keepEditorHtml = (html: string) => html;

export function WebsitePage() {
  const { modal, message } = App.useApp();
  const pages = useSitePages();
  const settings = useSiteSettings();
  const services = useBookableServices(settings.data?.businessSlug);
  const saveSettings = useSaveSettings();
  const publish = usePublishSite();
  const [selectedId, setSelectedId] = useState<string>();
  const [isPreview, setPreview] = useState(false);
  const [theme, setTheme] = useState<TSiteTheme>();

  const pageId = selectedId ?? pages.data?.[0]?.id;
  const currentTheme = theme ?? settings.data?.theme;

  const context = useMemo<TSiteContext | undefined>(() => {
    if (!settings.data) return undefined;
    return {
      business: {
        name: settings.data.businessName,
        slug: settings.data.businessSlug,
        currency: settings.data.businessCurrency,
        email: '',
        phone: '',
      },
      services: services.data?.services ?? [],
      ...(services.data ? { inquiryFields: services.data.inquiryFields } : {}),
      sanitize: keepEditorHtml,
    };
  }, [settings.data, services.data]);

  // Theme changes save a moment after the last one, each naming the version it was made from.
  // Publishing first writes a change still waiting, so the theme the owner sees is the one that
  // goes live.
  const themeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waitingTheme = useRef<TSiteTheme | null>(null);
  useEffect(() => () => clearTimeout(themeTimer.current), []);
  // The settings as last loaded or saved: a save waiting on the timer names their version, not
  // the one of the render that started the timer.
  const latestSettings = useRef(settings.data);
  latestSettings.current = settings.data;
  const saveTheme = async (next: TSiteTheme) => {
    const current = latestSettings.current;
    if (!current) return;
    try {
      await saveSettings.mutateAsync({ theme: next, menu: current.menu, version: current.version });
    } catch (error) {
      void message.error(
        `Theme not saved: ${error instanceof ApiError ? error.lines.join(' ') : (error as Error).message}`,
      );
    }
  };
  const flushTheme = async () => {
    clearTimeout(themeTimer.current);
    const next = waitingTheme.current;
    waitingTheme.current = null;
    if (next) await saveTheme(next);
  };
  const changeTheme = (next: TSiteTheme) => {
    setTheme(next);
    waitingTheme.current = next;
    clearTimeout(themeTimer.current);
    themeTimer.current = setTimeout(() => void flushTheme(), 500);
  };

  const confirmPublish = (flush: () => Promise<void>) => {
    modal.confirm({
      title: 'Publish your website?',
      content: 'Every page, the theme and the menu as they are now go live for your visitors.',
      okText: 'Publish',
      onOk: async () => {
        await Promise.all([flush(), flushTheme()]);
        try {
          const result = await publish.mutateAsync();
          modal.success({
            title: 'Your website is live',
            content: (
              <a href={result.url} target="_blank" rel="noreferrer">
                {`${window.location.origin}${result.url}`}
              </a>
            ),
          });
        } catch (error) {
          void message.error(error instanceof ApiError ? error.lines.join(' ') : 'Not published');
        }
      },
    });
  };

  if (!settings.data || !context || !currentTheme || !pages.data) {
    return <Skeleton active style={{ padding: 32 }} />;
  }
  const siteBase = siteUrl(settings.data.businessSlug);
  return (
    <div className={isPreview ? 'website is-preview' : 'website'}>
      <aside className="website-side" hidden={isPreview}>
        <Link to="/">
          <ArrowLeftOutlined /> Back to the dashboard
        </Link>
        <PageTree selectedId={pageId} onSelect={setSelectedId} siteBase={siteBase} />
        <MenuPanel settings={settings.data} theme={currentTheme} pages={pages.data} />
        <ThemePanel
          theme={currentTheme}
          businessColor={settings.data.businessColor}
          onChange={changeTheme}
        />
        <Link to="/management/seo">Search and sharing (SEO)</Link>
        {settings.data.publishedAt && (
          <Typography.Text type="secondary">
            Live at{' '}
            <a href={siteBase} target="_blank" rel="noreferrer">
              {siteBase}
            </a>
          </Typography.Text>
        )}
        {!settings.data.publishedAt && (
          <Typography.Text type="secondary">
            Not published yet: visitors see your name and a link to book.
          </Typography.Text>
        )}
      </aside>
      <main className="website-main">
        {/* The page's h1, for screen readers: Puck's header draws the page's title as no heading. */}
        <h1 className="studio-visually-hidden">Website builder</h1>
        {pageId ? (
          <PageEditor
            key={pageId}
            pageId={pageId}
            theme={currentTheme}
            businessColor={settings.data.businessColor}
            context={context}
            isPreview={isPreview}
            onPreview={setPreview}
            onPublish={confirmPublish}
          />
        ) : (
          <Button onClick={() => void pages.refetch()}>Reload pages</Button>
        )}
      </main>
    </div>
  );
}
