// One large, keyboard-reachable choice in a chooser dialog: an icon, a title, a line of detail.
import type { ReactNode } from 'react';
import './choice-card.css';

type ChoiceCardProps = {
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Shown at the end of the row: a tag or an arrow. */
  extra?: ReactNode;
} & ({ onClick: () => void; href?: never } | { href: string; onClick?: () => void });

export function ChoiceCard({ icon, title, description, extra, onClick, href }: ChoiceCardProps) {
  const content = (
    <>
      <span className="studio-choice-icon" aria-hidden>
        {icon}
      </span>
      <span className="studio-choice-text">
        <span className="studio-choice-title">{title}</span>
        <span className="studio-choice-description">{description}</span>
      </span>
      {extra}
    </>
  );
  if (href) {
    return (
      <a
        className="studio-choice"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
      >
        {content}
      </a>
    );
  }
  return (
    <button type="button" className="studio-choice" onClick={onClick}>
      {content}
    </button>
  );
}
