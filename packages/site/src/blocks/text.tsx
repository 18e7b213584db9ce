// Text: a rich-text section (headings, paragraphs, lists, links).
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { useSite } from '../site-context.tsx';

export const ZTextProps = z.object({
  content: z.string().max(20000, 'Text must be at most 20000 characters'),
});
export type TTextProps = z.infer<typeof ZTextProps>;

export const textDefaults: TTextProps = {
  content: '<h2>About me</h2><p>Tell visitors who you are and how you like to work.</p>',
};

export const textFields: Fields<TTextProps> = {
  content: { type: 'richtext', label: 'Text' },
};

/**
 * Stored content is HTML and goes through the side's sanitiser before it is written into the page.
 * Inside the editor Puck hands the component its own live editor element instead of the string.
 */
export function TextBlock(props: { content: string | ReactNode }) {
  const { sanitize } = useSite();
  return (
    <section className="site-block site-text">
      {typeof props.content === 'string' ? (
        <div
          className="site-rich-text"
          dangerouslySetInnerHTML={{ __html: sanitize(props.content) }}
        />
      ) : (
        <div className="site-rich-text">{props.content}</div>
      )}
    </section>
  );
}
