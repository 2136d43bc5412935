import { Suspense } from 'react';
import NotFoundPage from '../not-found-page';

/**
 * The 404 route. Its page sits in a Suspense boundary so that the prerendered 404.html carries the
 * boundary's markers: at an unknown kit's address the kit route shows the same page loaded on demand
 * (template-detail.tsx), and React hydrates the server's 404 into that boundary once it has loaded.
 */
export default function NotFoundRoute() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
