// How it works: the steps from first contact to the photos, numbered in order.
// The server runs this file through tsx, which does not apply a package's tsconfig to files of
// another workspace: the pragma keeps the automatic JSX runtime everywhere.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Fields } from '@puckeditor/core';
import { z } from 'zod';
import { text } from '../fields.ts';

export const ZHowItWorksProps = z.object({
  heading: text('Heading', 120),
  steps: z
    .array(
      z.object({
        title: text('Step title', 120).min(1, 'Step title is required'),
        text: text('Step text', 600),
      }),
    )
    .max(10, 'How it works holds at most 10 steps'),
});
export type THowItWorksProps = z.infer<typeof ZHowItWorksProps>;

export const howItWorksDefaults: THowItWorksProps = {
  heading: 'How it works',
  steps: [
    { title: 'Book your session', text: 'Choose a time online and pay the retainer.' },
    { title: 'We plan together', text: 'I send a short questionnaire and a style guide.' },
    { title: 'The session', text: 'Relaxed and unhurried, about an hour.' },
    { title: 'Your gallery', text: 'Your edited photos arrive within three weeks.' },
  ],
};

export const howItWorksFields: Fields<THowItWorksProps> = {
  heading: { type: 'text', label: 'Heading' },
  steps: {
    type: 'array',
    label: 'Steps',
    max: 10,
    arrayFields: {
      title: { type: 'text', label: 'Title' },
      text: { type: 'textarea', label: 'Text' },
    },
    defaultItemProps: { title: 'A step', text: '' },
    getItemSummary: (item, index) => item.title || `Step ${(index ?? 0) + 1}`,
  },
};

export function HowItWorksBlock(props: THowItWorksProps) {
  return (
    <section className="site-block site-steps">
      {props.heading && <h2 className="site-heading">{props.heading}</h2>}
      <ol className="site-steps__list">
        {props.steps.map((step, index) => (
          <li key={index} className="site-steps__item">
            <span className="site-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="site-steps__title">{step.title}</h3>
            {step.text && <p className="site-steps__text">{step.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
