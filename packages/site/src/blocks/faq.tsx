// FAQ: questions a visitor opens one by one (<details>, so it works without JavaScript), each
// answer rich text, sanitised when saved and again when rendered.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { richText, text } from '../fields.ts';
import { RichText } from '../rich-text.tsx';

export const ZFaqProps = z.object({
  heading: text('Heading', 120),
  items: z
    .array(
      z.object({
        question: text('Question', 200).min(1, 'Question is required'),
        answer: richText('Answer', 5000),
      }),
    )
    .max(40, 'An FAQ holds at most 40 questions'),
});
export type TFaqProps = z.infer<typeof ZFaqProps>;

export const faqDefaults: TFaqProps = {
  heading: 'Questions and answers',
  items: [
    {
      question: 'What should we wear?',
      answer:
        '<p>Soft, solid colours that go well together. I send a style guide after booking.</p>',
    },
    {
      question: 'When do we get our photos?',
      answer: '<p>Your online gallery is ready within three weeks of the session.</p>',
    },
  ],
};

export const faqFields: Fields<TFaqProps> = {
  heading: { type: 'text', label: 'Heading' },
  items: {
    type: 'array',
    label: 'Questions',
    max: 40,
    arrayFields: {
      question: { type: 'text', label: 'Question' },
      answer: { type: 'richtext', label: 'Answer' },
    },
    defaultItemProps: { question: 'A question clients ask', answer: '<p>The answer.</p>' },
    getItemSummary: (item, index) => item.question || `Question ${(index ?? 0) + 1}`,
  },
};

export function FaqBlock(props: {
  heading: string;
  items: { question: string; answer: string | ReactNode }[];
}) {
  return (
    <section className="site-block site-faq">
      {props.heading && <h2 className="site-heading">{props.heading}</h2>}
      <div className="site-faq__list">
        {props.items.map((item, index) => (
          <details key={index} className="site-faq__item">
            <summary className="site-faq__question">{item.question}</summary>
            <RichText className="site-faq__answer" html={item.answer} />
          </details>
        ))}
      </div>
    </section>
  );
}
