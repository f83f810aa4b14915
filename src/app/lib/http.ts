// Helpers that page loaders throw or return; the router turns them into statuses.
import { data } from 'react-router';

/** Throw from a loader: the page renders its error boundary with a 404 status. */
export function notFound(title = 'Page Not Found', message?: string): never {
  throw data({ title, message }, { status: 404, statusText: 'Not Found' });
}
