// The banner across the owner app while Google Calendar needs reconnecting: the times that
// depended on it are not offered and shoots are not written to it until then. Drawn without
// antd (light.css, layout.css), as it stands on the owner's first screen.
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { integrationMessages } from '@studio/shared/integrations/messages';
import { LightButton } from '../../ui/light/button.tsx';
import { useGoogleCalendar } from './use-integrations.ts';

export function GoogleCalendarBanner() {
  const calendar = useGoogleCalendar();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The integrations page's card says it there, with its Reconnect button.
  if (calendar.data?.status !== 'RECONNECT_NEEDED' || pathname === '/management/integrations')
    return null;
  return (
    <div className="studio-banner" role="alert">
      <ExclamationCircleFilled className="studio-banner-icon" aria-hidden />
      <span className="studio-banner-text">
        {integrationMessages.googleCalendarReconnectBanner}
      </span>
      <LightButton size="small" onClick={() => void navigate('/management/integrations')}>
        Reconnect
      </LightButton>
    </div>
  );
}
