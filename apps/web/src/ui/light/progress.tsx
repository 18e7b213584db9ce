// A bar of how much is done (antd's line Progress without antd), read out as a progress bar.
import './parts.css';

export function LightProgress({
  percent,
  'aria-label': ariaLabel,
}: {
  percent: number;
  'aria-label': string;
}) {
  return (
    <div
      className="l-progress"
      role="progressbar"
      aria-label={ariaLabel}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="l-progress-rail">
        <div className="l-progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
