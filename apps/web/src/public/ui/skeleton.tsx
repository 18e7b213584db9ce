// Grey shapes where content is about to appear (STYLE: every load has a skeleton).
import { texts } from '../texts.ts';

export function Skeleton({ width = '100%', height = 16 }: { width?: string; height?: number }) {
  return <span className="skeleton" style={{ width, height }} aria-hidden="true" />;
}

export function PageSkeleton() {
  return (
    <div className="page" aria-busy="true">
      <span className="visually-hidden" role="status">
        {texts.loading}
      </span>
      <div className="topbar topbar--skeleton">
        <Skeleton width="40px" height={40} />
        <Skeleton width="160px" height={20} />
      </div>
      <main className="container stack-lg">
        <Skeleton width="60%" height={36} />
        <Skeleton width="90%" />
        <div className="card-grid">
          {[0, 1, 2].map((n) => (
            <div key={n} className="card stack">
              <Skeleton height={140} />
              <Skeleton width="70%" height={20} />
              <Skeleton width="40%" />
            </div>
          ))}
        </div>
      </main>
    </div>
  );
}

export function SectionSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="stack" aria-busy="true">
      <span className="visually-hidden" role="status">
        {texts.loading}
      </span>
      {Array.from({ length: rows }, (_, n) => (
        <Skeleton key={n} height={44} />
      ))}
    </div>
  );
}
