// /management/seo: how the website appears in search results and when shared. The settings are
// part of the website like its theme: saved as drafts, live when the website is published (the
// page says so, shows whether anything waits, and can publish).
import './seo.css';
import { Alert, App, Button, Flex, Skeleton } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { seoMessages, type TSiteSeo } from '@studio/site/seo';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { SeoImageCard } from './seo-image-card.tsx';
import { PageSeoList } from './page-seo-list.tsx';
import { SiteSeoCard } from './site-seo-card.tsx';
import { usePublishFromSeo, useSaveSiteSeo, useSeoSettings } from './use-seo.ts';

export function SeoPage() {
  const { modal, message } = App.useApp();
  const settings = useSeoSettings();
  const saveSite = useSaveSiteSeo();
  const publish = usePublishFromSeo();
  const businessName = useSession().business?.businessName ?? '';
  const isMobile = useIsMobile();

  const confirmPublish = () =>
    modal.confirm({
      title: 'Publish your website?',
      content:
        'Your SEO settings, every page, the theme and the menu as they are now go live for your visitors.',
      okText: 'Publish',
      onOk: () =>
        publish.mutateAsync().then(
          () => message.success('Your website is live'),
          (error: unknown) => message.error(errorLines(error).join(' ') || 'Not published'),
        ),
    });

  const data = settings.data;
  const publishButton = (
    <Button
      type={data?.hasUnpublishedChanges ? 'primary' : 'default'}
      icon={<CloudUploadOutlined />}
      onClick={confirmPublish}
      loading={publish.isPending}
    >
      Publish website
    </Button>
  );
  const saveImage =
    (field: keyof Pick<TSiteSeo, 'socialImageUrl' | 'faviconUrl'>) => (url: string | null) =>
      saveSite.mutateAsync({ ...data!.site, [field]: url });

  return (
    <PageBody width={960}>
      <PageHeader
        title="SEO"
        description="How your website appears in search results, in browser tabs and when someone shares it."
      />
      {!data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={24}>
          <Alert
            type={data.hasUnpublishedChanges ? 'warning' : 'info'}
            showIcon
            title={
              data.hasUnpublishedChanges
                ? 'You have changes that are not live yet'
                : 'Your website shows these settings'
            }
            description={
              <Flex vertical gap={12} align="flex-start">
                {seoMessages.liveAfterPublish}
                {isMobile && publishButton}
              </Flex>
            }
            action={isMobile ? undefined : publishButton}
          />
          <SiteSeoCard site={data.site} businessName={businessName} />
          <div className="seo-images">
            <SeoImageCard
              title="Social image"
              description="Shown when a page is shared on Facebook, WhatsApp, X or in a message. A landscape photo, ideally 1200 × 630 px."
              url={data.site.socialImageUrl}
              preview="wide"
              isSaving={saveSite.isPending}
              onChange={saveImage('socialImageUrl')}
            />
            <SeoImageCard
              title="Favicon"
              description="The small icon in browser tabs and bookmarks. A square image of at least 180 × 180 px: your logo mark or initials."
              url={data.site.faviconUrl}
              preview="square"
              isSaving={saveSite.isPending}
              onChange={saveImage('faviconUrl')}
            />
          </div>
          <PageSeoList
            pages={data.pages}
            siteName={data.site.title || businessName}
            siteDescription={data.site.description}
            liveUrl={data.liveUrl}
          />
        </Flex>
      )}
    </PageBody>
  );
}
