// One search result: client name and email, the service with its colour, the created
// date. The row is a link: clicking it, or Enter on it, opens the shoot, inquiry or contact.
import { Link } from 'react-router';
import type { TSearchResult, TSearchResultType } from '@studio/shared/search/contracts';
import { dayjs } from '../../ui/dayjs.ts';
import { ServiceDot } from '../../ui/service-dot.tsx';

export const resultTypeLabels: Record<TSearchResultType, string> = {
  shoot: 'Shoot',
  inquiry: 'Inquiry',
  clients: 'Client',
};

export function searchResultId(result: TSearchResult): string {
  return `search-result-${result.type}-${result.id}`;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '').join('') || '?';
}

type SearchResultRowProps = {
  result: TSearchResult;
  timeZone: string;
  isActive: boolean;
  /** The All results tab says what kind each row is. */
  showsType: boolean;
  onOpen(): void;
  onHover(): void;
};

export function SearchResultRow({
  result,
  timeZone,
  isActive,
  showsType,
  onOpen,
  onHover,
}: SearchResultRowProps) {
  const created = dayjs(result.createdDate).tz(timeZone).format('MMM D, YYYY');
  return (
    <Link
      id={searchResultId(result)}
      to={result.link}
      role="option"
      aria-selected={isActive}
      className={isActive ? 'studio-search-row is-active' : 'studio-search-row'}
      data-testid="search-result"
      onClick={onOpen}
      onMouseMove={onHover}
    >
      <span className={`studio-search-avatar is-${result.type}`} aria-hidden>
        {initialsOf(result.customerName)}
      </span>
      <span className="studio-search-who">
        <span className="studio-search-name">
          {result.customerName}
          {showsType && (
            <span className={`studio-search-kind is-${result.type}`}>
              {resultTypeLabels[result.type]}
            </span>
          )}
        </span>
        <span className="studio-search-email">{result.email}</span>
      </span>
      <span className="studio-search-meta">
        {result.serviceName ? (
          <span className="studio-search-service">
            <ServiceDot color={result.serviceColor} />
            <span className="studio-search-service-name">{result.serviceName}</span>
          </span>
        ) : (
          <span className="studio-search-service is-none">
            {result.type === 'inquiry' ? 'General inquiry' : 'No shoots yet'}
          </span>
        )}
        <span className="studio-search-date" title="Created">
          {created}
        </span>
      </span>
    </Link>
  );
}
