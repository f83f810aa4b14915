// Helpers that page loaders throw or return; the router turns them into statuses.
import { data } from 'react-router';

/** Throw from a loader: the page renders its error boundary with a 404 status. */
export function notFound(title = 'Page Not Found', message?: string): never {
  // React Router turns a thrown data() result into the route's error response, with its status.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw data({ title, message }, { status: 404, statusText: 'Not Found' });
}
