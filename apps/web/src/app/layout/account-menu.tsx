// The account menu in the top bar: who is signed in, their settings, and log out.
import { Avatar, Dropdown, Typography, type MenuProps } from 'antd';
import { BankOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { canAccess } from '@studio/shared/permissions';
import { requirementOf } from '../route-access.ts';
import { useSession } from '../session-context.ts';
import { brand } from '../theme.ts';

export function AccountMenu() {
  const { account, business } = useSession();
  const navigate = useNavigate();
  const email = account?.email ?? '';
  // A page the account may not open is not offered (route-access.ts).
  const mayOpen = (path: string) => {
    const requirement = requirementOf(path);
    return !requirement || (account !== undefined && canAccess(account, requirement));
  };

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      style: { cursor: 'default' },
      label: (
        <div style={{ padding: '4px 0', maxWidth: 240 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {business?.businessName}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
            {email}
          </Typography.Text>
        </div>
      ),
    },
    { type: 'divider' },
    { key: '/management/account', icon: <UserOutlined />, label: 'Account' },
    ...(mayOpen('/management/business')
      ? [{ key: '/management/business', icon: <BankOutlined />, label: 'Business Profile' }]
      : []),
    { key: '/account/change-password', icon: <LockOutlined />, label: 'Change password' },
    { type: 'divider' },
    { key: '/logout', icon: <LogoutOutlined />, label: 'Log out' },
  ];

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick: ({ key }) => navigate(key) }}
    >
      <button type="button" className="studio-icon-button" aria-label="Account menu">
        <Avatar
          size={32}
          src={account?.avatar ?? undefined}
          style={{ background: '#E8EFEC', color: brand.accent, fontWeight: 700 }}
        >
          {email.charAt(0).toUpperCase() || <UserOutlined />}
        </Avatar>
      </button>
    </Dropdown>
  );
}
