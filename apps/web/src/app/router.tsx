// Every route of the app, each a lazy chunk with its page title.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootRoute } from './root-route.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { RequireAccess, RequireAnonymous, RequireAuth } from './guards.tsx';
import { requirementOf } from './route-access.ts';
import { RouteErrorScreen } from '../features/errors/route-error-screen.tsx';

type PageModule = Record<string, React.ComponentType>;

/**
 * A lazily loaded page: the chunk holds the page and everything only it uses. A path that needs a
 * capability or a role (route-access.ts) sits under RequireAccess, which answers 403 'Access
 * denied' to an account without it.
 */
function page(
  load: () => Promise<PageModule>,
  name: string,
  title: string,
  extra: Partial<RouteObject> = {},
): RouteObject {
  const route = lazyPage(load, name, title, extra);
  const requirement = extra.path === undefined ? undefined : requirementOf(extra.path);
  return requirement ? { element: <RequireAccess {...requirement} />, children: [route] } : route;
}

function lazyPage(
  load: () => Promise<PageModule>,
  name: string,
  title: string,
  extra: Partial<RouteObject>,
): RouteObject {
  return {
    ...extra,
    handle: { title, ...(extra.handle as object | undefined) },
    lazy: async () => {
      const module = await load();
      const Component = module[name];
      if (!Component) throw new Error(`${name} is missing from its module`);
      return { Component };
    },
  } as RouteObject;
}

/**
 * The routes whose pages use antd, under one lazily loaded AntdScope (antd's theme and App): it
 * stays mounted while the owner moves between them, so a message shown before a move survives
 * it. The home and the layout are outside: they are drawn without antd, so the first screen of
 * a visit loads none of it.
 */
function antdScope(children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({ Component: (await import('./antd-scope.tsx')).AntdScope }),
    children,
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: LoadingScreen,
    children: [
      // Anonymous-allowed routes
      page(() => import('../features/auth/login-hand-over.tsx'), 'LoginHandOver', 'Log in', {
        path: '/login',
      }),
      antdScope([
        // Where Google and Facebook send the browser back: logged out to log in, logged in to
        // connect the provider to the account.
        page(
          () => import('../features/auth/social-callback-page.tsx'),
          'SocialCallbackPage',
          'Signing in',
          { path: '/social/:provider' },
        ),
        page(() => import('../features/auth/logout-page.tsx'), 'LogoutPage', 'Logging out', {
          path: '/logout',
        }),
        page(
          () => import('../features/auth/lost-password-page.tsx'),
          'LostPasswordPage',
          'Forgot password',
          {
            path: '/lost-password',
          },
        ),
        page(
          () => import('../features/auth/reset-password-page.tsx'),
          'ResetPasswordPage',
          'Reset password',
          {
            path: '/reset-password',
          },
        ),
        page(
          () => import('../features/auth/email-confirmation-page.tsx'),
          'EmailConfirmationPage',
          'Confirm email',
          {
            path: '/email-confirmation',
          },
        ),
        page(
          () => import('../features/auth/change-email-page.tsx'),
          'ChangeEmailPage',
          'Change email',
          {
            path: '/change-email',
          },
        ),
        page(
          () => import('../features/auth/change-business-email-page.tsx'),
          'ChangeBusinessEmailPage',
          'Change business email',
          { path: '/change-business-email' },
        ),
        {
          element: <RequireAnonymous />,
          children: [
            page(() => import('../features/auth/signup-page.tsx'), 'SignupPage', 'Sign up', {
              path: '/signup',
            }),
          ],
        },
      ]),
      {
        element: <RequireAuth />,
        children: [
          // Full-screen pages: no header (and for /website and /start no sidebar either).
          antdScope([
            page(
              () => import('../features/website/website-page.tsx'),
              'WebsitePage',
              'Website builder',
              {
                path: '/website',
              },
            ),
            page(
              () => import('../features/start/start-page.tsx'),
              'StartPage',
              'Set up your website',
              {
                path: '/start',
              },
            ),
            page(
              () => import('../features/notifications/notifications-page.tsx'),
              'NotificationsPage',
              'Notifications',
              { path: '/notifications' },
            ),
          ]),
          {
            lazy: async () => ({ Component: (await import('./layout/app-layout.tsx')).AppLayout }),
            children: [
              page(() => import('../features/home/home-page.tsx'), 'HomePage', 'Home', {
                path: '/',
              }),
              page(() => import('../features/home/home-page.tsx'), 'HomePage', 'Shoots', {
                path: '/shoots',
              }),
              page(() => import('../features/home/home-page.tsx'), 'HomePage', 'Inquiries', {
                path: '/inquiries',
              }),
              antdScope([
                page(
                  () => import('../features/account/account-page.tsx'),
                  'AccountPage',
                  'Account',
                  {
                    path: '/management/account',
                  },
                ),
                page(
                  () => import('../features/account/change-password-page.tsx'),
                  'ChangePasswordPage',
                  'Change password',
                  { path: '/account/change-password' },
                ),
                page(
                  () => import('../features/business/business-profile-page.tsx'),
                  'BusinessProfilePage',
                  'Business Profile',
                  {
                    path: '/management/business',
                  },
                ),
                page(() => import('../features/domains/domain-page.tsx'), 'DomainPage', 'Domain', {
                  path: '/management/domain',
                }),
                page(() => import('../features/seo/seo-page.tsx'), 'SeoPage', 'SEO', {
                  path: '/management/seo',
                }),
                page(
                  () => import('../features/payments/payments-page.tsx'),
                  'PaymentsPage',
                  'Payments',
                  { path: '/management/payments' },
                ),
                page(
                  () => import('../features/emails/email-templates-page.tsx'),
                  'EmailTemplatesPage',
                  'Emails',
                  { path: '/management/emails' },
                ),
                page(
                  () => import('../features/emails/email-template-editor-page.tsx'),
                  'EmailTemplateEditorPage',
                  'Email template',
                  { path: '/management/emails/:id' },
                ),
                page(
                  () => import('../features/contracts/contracts-page.tsx'),
                  'ContractsPage',
                  'Contracts',
                  {
                    path: '/management/contracts',
                  },
                ),
                page(
                  () => import('../features/questionnaires/questionnaires-page.tsx'),
                  'QuestionnairesPage',
                  'Questionnaires',
                  { path: '/management/questionnaries' },
                ),
                page(
                  () => import('../features/coupons/coupons-page.tsx'),
                  'CouponsPage',
                  'Coupons',
                  {
                    path: '/management/coupons',
                  },
                ),
                page(
                  () => import('../features/availability/availability-page.tsx'),
                  'AvailabilityPage',
                  'Availability',
                  {
                    path: '/management/availability',
                  },
                ),
                page(
                  () => import('../features/workflows/workflows-page.tsx'),
                  'WorkflowsPage',
                  'Automation workflows',
                  { path: '/management/workflow' },
                ),
                page(
                  () => import('../features/workflows/workflow-editor-page.tsx'),
                  'WorkflowEditorPage',
                  'Workflow',
                  { path: '/management/workflow/:id' },
                ),
                page(
                  () => import('../features/integrations/integrations-page.tsx'),
                  'IntegrationsPage',
                  'Integrations',
                  { path: '/management/integrations' },
                ),
                page(
                  () => import('../features/mobile-app/mobile-app-page.tsx'),
                  'MobileAppPage',
                  'Mobile notification app',
                  { path: '/management/mobile-notification-app' },
                ),
                page(() => import('../features/zoom/zoom-page.tsx'), 'ZoomPage', 'Zoom', {
                  path: '/zoom',
                }),
                page(() => import('../features/icons/icons-page.tsx'), 'IconsPage', 'Icons', {
                  path: '/icons',
                }),
                page(
                  () => import('../features/contacts/contacts-page.tsx'),
                  'ContactsPage',
                  'Contacts',
                  { path: '/contacts' },
                ),
                page(
                  () => import('../features/contacts/contact-detail-page.tsx'),
                  'ContactDetailPage',
                  'Contact',
                  { path: '/contacts/:id' },
                ),
                page(
                  () => import('../features/services/services-list-page.tsx'),
                  'ServicesListPage',
                  'Services',
                  {
                    path: '/services',
                  },
                ),
                page(
                  () => import('../features/services/service-edit-page.tsx'),
                  'ServiceEditPage',
                  'Service',
                  {
                    path: '/services/:id/:tabName',
                  },
                ),
                page(
                  () => import('../features/services/service-edit-page.tsx'),
                  'ServiceEditPage',
                  'Edit service',
                  {
                    path: '/services/edit/:id',
                  },
                ),
                page(
                  () => import('../features/shoots/shoot-detail-page.tsx'),
                  'ShootDetailPage',
                  'Shoot',
                  { path: '/shoots/:id' },
                ),
                page(
                  () => import('../features/inquiries/inquiry-page.tsx'),
                  'InquiryPage',
                  'Inquiry',
                  { path: '/inquiries/:id' },
                ),
              ]),
            ],
          },
        ],
      },
      page(
        () => import('../features/errors/not-found-page.tsx'),
        'NotFoundPage',
        'Page not found',
        { path: '*' },
      ),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
