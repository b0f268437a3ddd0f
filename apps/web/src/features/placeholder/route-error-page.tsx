import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MessageCard } from './message-card';
import NotFoundPage from './not-found-page';

/** Shown when a screen fails to render or its code cannot be loaded even after a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <MessageCard
      title="Something went wrong"
      action={{ label: 'Reload page', onClick: () => window.location.reload() }}
    >
      This screen could not be shown. Reloading the page usually helps; if it keeps happening,
      please tell your administrator.
    </MessageCard>
  );
}
