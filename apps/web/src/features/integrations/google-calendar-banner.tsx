// The banner across the owner app while Google Calendar needs reconnecting: the times that
// depended on it are not offered and shoots are not written to it until then.
import { Alert, Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { integrationMessages } from '@studio/shared/integrations/messages';
import { useGoogleCalendar } from './use-integrations.ts';

export function GoogleCalendarBanner() {
  const calendar = useGoogleCalendar();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The integrations page's card says it there, with its Reconnect button.
  if (calendar.data?.status !== 'RECONNECT_NEEDED' || pathname === '/management/integrations')
    return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      role="alert"
      title={integrationMessages.googleCalendarReconnectBanner}
      action={
        <Button size="small" onClick={() => void navigate('/management/integrations')}>
          Reconnect
        </Button>
      }
    />
  );
}
