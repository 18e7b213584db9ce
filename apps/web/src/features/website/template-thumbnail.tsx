// A template's thumbnail: the template rendered by the server exactly as the live site would show
// it, with this business's name, photos and colours, scaled down in an inert frame.
//
// Why a live preview rather than images made ahead by a script: the thumbnail then shows the
// owner's own name, colour and photos (a stock screenshot would show someone else's site), it can
// never fall behind a change to a block or a template, and no binary files have to be made again
// and committed for every change. The cost, one small render per visible card, is kept down by
// loading a preview only when its card scrolls into view and caching it for a minute.
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from 'antd';
import { useTemplatePreview } from './use-templates.ts';

/** The width the template is laid out at before it is scaled down: a laptop's window. */
const pageWidth = 1280;

function useIsVisible<T extends Element>() {
  const ref = useRef<T>(null);
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isVisible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVisible]);
  return { ref, isVisible };
}

export function TemplateThumbnail(props: { templateId: string; name: string }) {
  const { ref, isVisible } = useIsVisible<HTMLDivElement>();
  const [width, setWidth] = useState(240);
  const preview = useTemplatePreview(props.templateId, isVisible);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth || 240));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  const scale = width / pageWidth;
  return (
    <div ref={ref} className="template-thumb" data-template-thumbnail={props.templateId}>
      {preview.data ? (
        <iframe
          title={`Preview of ${props.name}`}
          srcDoc={preview.data}
          // No scripts run in it (the page sends none), and it takes no focus or clicks: the
          // card around it is the control.
          sandbox="allow-same-origin"
          tabIndex={-1}
          aria-hidden="true"
          loading="lazy"
          style={{ width: pageWidth, height: pageWidth * 0.75, transform: `scale(${scale})` }}
        />
      ) : (
        <Skeleton.Image active style={{ width: '100%', height: '100%' }} />
      )}
    </div>
  );
}
