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
  if (calendar.data?.status !== 'RECONNECT_NEEDED') return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      role="alert"
      title={integrationMessages.googleCalendarReconnectBanner}
      action={
        pathname === '/management/integrations' ? undefined : (
          <Button size="small" onClick={() => void navigate('/management/integrations')}>
            Reconnect
          </Button>
        )
      }
    />
  );
}
