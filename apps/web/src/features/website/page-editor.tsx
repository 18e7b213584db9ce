// One page in the Puck editor: the draft loads, every change autosaves, and the header holds the
// save state, Preview and Publish. Leaving with unsaved changes asks first.
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Button, Skeleton, Space } from 'antd';
import { EyeOutlined, EditOutlined } from '@ant-design/icons';
import { createUsePuck, Puck, type Data } from '@puckeditor/core';
import { useBlocker } from 'react-router';
import type { TSitePageDraft } from '@studio/site/contracts';
import type { TSiteContext } from '@studio/site/site-context.tsx';
import type { TSiteTheme } from '@studio/site/theme';
import { siteEditorConfig } from './puck-config.tsx';
import { SaveIndicator } from './save-indicator.tsx';
import { AddSectionButton } from './section-insert.tsx';
import { useDraftAutosave, type SaveState } from './use-draft-autosave.ts';
import { usePageDraft } from './use-website.ts';

type EditorProps = {
  pageId: string;
  theme: TSiteTheme;
  businessColor: string;
  context: TSiteContext;
  isPreview: boolean;
  onPreview: (isPreview: boolean) => void;
  /** Publishes after this page's pending save is written. */
  onPublish: (flush: () => Promise<void>) => void;
};

export function PageEditor(props: EditorProps) {
  const draft = usePageDraft(props.pageId);
  if (!draft.data) return <Skeleton active style={{ padding: 32 }} />;
  return <LoadedEditor {...props} draft={draft.data} />;
}

/**
 * Puck's canvas is an iframe of Puck's making, with no name and a document of no language: this
 * override of its content names the frame (a screen reader announces it by that name) and gives
 * its document the page's language and a title. A component of the module, so Puck keeps it
 * between renders.
 */
function CanvasFrame({ children, document }: { children: ReactNode; document?: Document }) {
  useEffect(() => {
    if (!document) return;
    document.documentElement.lang = window.document.documentElement.lang || 'en';
    document.title = 'Page preview';
    document.defaultView?.frameElement?.setAttribute('title', 'Page preview');
  }, [document]);
  return <>{children}</>;
}

/** What of Puck's data is the page (Puck adds its own bookkeeping keys around it). */
function pageOf(data: Partial<Data>): string {
  return JSON.stringify({ root: data.root ?? {}, content: data.content ?? [] });
}

function LoadedEditor(props: EditorProps & { draft: TSitePageDraft }) {
  const { draft } = props;
  const autosave = useDraftAutosave(props.pageId, draft.version);
  const lastSeen = useRef(pageOf(draft.data as Data));
  const config = useMemo(
    () =>
      siteEditorConfig({
        theme: props.theme,
        businessColor: props.businessColor,
        context: props.context,
      }),
    [props.theme, props.businessColor, props.context],
  );

  const isDirty = autosave.state.kind !== 'saved';
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  const blocker = useBlocker(isDirty);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('Your last changes are not saved yet. Leave anyway?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  // Switching to another page saves what is waiting on this one.
  const { flush } = autosave;
  useEffect(() => () => void flush(), [flush]);

  return (
    <Puck
      config={config}
      data={draft.data as Data}
      headerTitle={draft.page.title}
      headerPath={draft.page.isHome ? '/' : `/${draft.page.slug}`}
      height="100%"
      onChange={(data) => {
        const page = pageOf(data);
        if (page === lastSeen.current) return;
        lastSeen.current = page;
        autosave.change({ root: data.root, content: data.content });
      }}
      overrides={{
        iframe: CanvasFrame,
        headerActions: () => (
          <HeaderActions
            state={autosave.state}
            isPreview={props.isPreview}
            onRetry={() => void autosave.retry()}
            onPreview={props.onPreview}
            onPublish={() => props.onPublish(autosave.flush)}
          />
        ),
      }}
    />
  );
}

const usePuck = createUsePuck();

/** Puck's header: the save state, Preview (hides the panels) and Publish. */
function HeaderActions(props: {
  state: SaveState;
  isPreview: boolean;
  onRetry: () => void;
  onPreview: (isPreview: boolean) => void;
  onPublish: () => void;
}) {
  const dispatch = usePuck((puck) => puck.dispatch);
  return (
    <Space>
      <SaveIndicator state={props.state} onRetry={props.onRetry} />
      {!props.isPreview && <AddSectionButton />}
      <Button
        icon={props.isPreview ? <EditOutlined /> : <EyeOutlined />}
        onClick={() => {
          const isPreview = !props.isPreview;
          dispatch({
            type: 'setUi',
            ui: {
              previewMode: isPreview ? 'interactive' : 'edit',
              leftSideBarVisible: !isPreview,
              rightSideBarVisible: !isPreview,
            },
          });
          props.onPreview(isPreview);
        }}
      >
        {props.isPreview ? 'Edit' : 'Preview'}
      </Button>
      <Button type="primary" onClick={props.onPublish}>
        Publish
      </Button>
    </Space>
  );
}
