// The server's error text under a form: each semicolon-separated piece on its own line.
import { Alert } from 'antd';

export function FormErrors({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={
        <div data-testid="form-errors">
          {lines.map((line, index) => (
            <div key={`${index}-${line}`}>{line}</div>
          ))}
        </div>
      }
    />
  );
}
