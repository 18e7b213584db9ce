// Footer: a closing line and the business's name with the year.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { text } from '../fields.ts';
import { useSite } from '../site-context.tsx';

export const ZFooterProps = z.object({ text: text('Footer text', 200) });
export type TFooterProps = z.infer<typeof ZFooterProps>;

export const footerDefaults: TFooterProps = { text: 'Thank you for visiting.' };

export const footerFields: Fields<TFooterProps> = {
  text: { type: 'text', label: 'Text' },
};

export function FooterBlock(props: TFooterProps) {
  const { business } = useSite();
  return (
    <footer className="site-block site-footer">
      {props.text && <p>{props.text}</p>}
      <p className="site-muted">
        © {new Date().getFullYear()} {business.name}
      </p>
    </footer>
  );
}
