// What marks demo data on screen: the "Demo" tag on its rows, the banner across the app while it
// is loaded (with the one-click removal), and the button that loads it. Drawn with the light
// parts: they show on the home (the first screen, which carries no antd) and on every list.
import { ExperimentOutlined } from '@ant-design/icons';
import { LightAlert } from '../../ui/light/alert.tsx';
import { LightButton } from '../../ui/light/button.tsx';
import { LightTag } from '../../ui/light/tag.tsx';
import { toast } from '../../ui/light/toast.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { useDemoData, useIsDemo, useLoadDemoData, useRemoveDemoData } from './use-onboarding.ts';

/** "Demo" beside a row the demo data made; nothing for the owner's own rows. */
export function DemoTag({ id }: { id: string }) {
  const isDemo = useIsDemo();
  if (!isDemo(id)) return null;
  return (
    <LightTag color="gold" style={{ alignSelf: 'flex-start' }}>
      Demo
    </LightTag>
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
  const isMobile = useIsMobile();
  if (!data) return null;
  return (
    // The gold of the Demo tags, so the banner and the rows it speaks of read as one.
    <LightAlert
      type="warning"
      isBanner
      icon={<ExperimentOutlined />}
      title="You are looking at demo data"
      description={
        isMobile
          ? undefined
          : 'Sample services, shoots and contacts, tagged Demo. Your own work stays when you remove them.'
      }
      action={
        <LightButton
          size="small"
          isLoading={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => toast.success('Demo data removed'),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Remove demo data
        </LightButton>
      }
    />
  );
}

/** Loads the demo data; hidden while it is loaded. */
export function ExploreDemoButton({ block = false }: { block?: boolean }) {
  const { data, isPending } = useDemoData();
  const load = useLoadDemoData();
  if (isPending || data) return null;
  return (
    <LightButton
      icon={<ExperimentOutlined />}
      isBlock={block}
      isLoading={load.isPending}
      onClick={() =>
        load.mutate(undefined, {
          onSuccess: () => toast.success('Demo data loaded'),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      Explore with demo data
    </LightButton>
  );
}
