import { messages } from '@studio/shared/messages';
import { ErrorScreen } from './error-screen.tsx';

export function NotFoundPage() {
  return <ErrorScreen heading={404} message={messages.notFound} />;
}
