// What marks demo data on screen: the "Demo" tag on its rows, the banner across the app while it
// is loaded (with the one-click removal), and the button that loads it.
import { App, Alert, Button, Tag } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { useDemoData, useIsDemo, useLoadDemoData, useRemoveDemoData } from './use-onboarding.ts';

/** "Demo" beside a row the demo data made; nothing for the owner's own rows. */
export function DemoTag({ id }: { id: string }) {
  const isDemo = useIsDemo();
  if (!isDemo(id)) return null;
  return (
    <Tag color="gold" style={{ marginInlineEnd: 0, alignSelf: 'flex-start' }}>
      Demo
    </Tag>
  );
}

/**
 * Across the app while demo data is loaded. Removing it takes one click and no confirmation:
 * it deletes only the sample rows the app made (the owner's own work stays), and loading it
 * again is one click too.
 */
export function DemoDataBanner() {
  const { data } = useDemoData();
  const remove = useRemoveDemoData();
  const { message } = App.useApp();
  const isMobile = useIsMobile();
  if (!data) return null;
  return (
    // The gold of the Demo tags, so the banner and the rows it speaks of read as one.
    <Alert
      type="warning"
      showIcon
      banner
      icon={<ExperimentOutlined />}
      title="You are looking at demo data"
      description={
        isMobile
          ? undefined
          : 'Sample services, shoots and contacts, tagged Demo. Your own work stays when you remove them.'
      }
      action={
        <Button
          size="small"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => void message.success('Demo data removed'),
              onError: (error) => void message.error(error.message),
            })
          }
        >
          Remove demo data
        </Button>
      }
    />
  );
}

/** Loads the demo data; hidden while it is loaded. */
export function ExploreDemoButton({ block = false }: { block?: boolean }) {
  const { data, isPending } = useDemoData();
  const load = useLoadDemoData();
  const { message } = App.useApp();
  if (isPending || data) return null;
  return (
    <Button
      icon={<ExperimentOutlined />}
      block={block}
      loading={load.isPending}
      onClick={() =>
        load.mutate(undefined, {
          onSuccess: () => void message.success('Demo data loaded'),
          onError: (error) => void message.error(error.message),
        })
      }
    >
      Explore with demo data
    </Button>
  );
}
