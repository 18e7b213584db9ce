// The routes of the clients' booking pages (a separate entry from the owner app: book.html).
import { Suspense } from 'react';
import { BusinessPage } from './business/business-page.tsx';
import { CheckoutDonePage, ContractPage, ManagePage } from './lazy-parts.ts';
import { Router, Routes, type RouteDefinition } from './router.tsx';
import { ServicePage } from './service/service-page.tsx';
import { NotFoundPage } from './ui/error-state.tsx';
import { PageSkeleton } from './ui/skeleton.tsx';

const routes: RouteDefinition[] = [
  { path: '/book/:businessSlug', element: <BusinessPage /> },
  { path: '/book/:businessSlug/:serviceSlug', element: <ServicePage /> },
  { path: '/book/:businessSlug/:serviceSlug/done', element: <CheckoutDonePage /> },
  { path: '/booking/:token', element: <ManagePage /> },
  { path: '/contract/:token', element: <ContractPage /> },
];

export function PublicApp() {
  return (
    <Router>
      <Suspense fallback={<PageSkeleton />}>
        <Routes routes={routes} fallback={<NotFoundPage />} />
      </Suspense>
    </Router>
  );
}
