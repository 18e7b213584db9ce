// An uploaded image as the blocks show it: with its smaller copies in srcset and the block's sizes,
// so a phone downloads a copy near its width instead of the 1200 px original, and with its width
// and height so the page does not jump while it loads.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import { imageOrPlaceholder } from './fields.ts';
import { useSite } from './site-context.tsx';

export function SiteImage(props: {
  url: string;
  alt: string;
  className: string;
  /** The width the image takes in the layout (the `sizes` attribute). */
  sizes: string;
  isEager?: boolean;
}) {
  const { images } = useSite();
  const known = props.url ? images?.[props.url] : undefined;
  return (
    <img
      className={props.className}
      src={imageOrPlaceholder(props.url)}
      srcSet={known?.srcSet || undefined}
      sizes={known?.srcSet ? props.sizes : undefined}
      width={known?.width ?? undefined}
      height={known?.height ?? undefined}
      alt={props.alt}
      loading={props.isEager ? undefined : 'lazy'}
      decoding="async"
    />
  );
}
