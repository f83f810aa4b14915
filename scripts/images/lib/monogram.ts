// The "NF" monogram as geometric paths in a 64-unit box, so it renders identically everywhere.
import { g, path } from './svg';

export function monogram(color: string): string {
  return g([
    path('M12 18h5.2l8.6 18.4V18H31v28h-5.2L17.2 27.6V46H12z', color),
    path('M35.5 18H53v5H40.7v7.4h10.6v4.8H40.7V46h-5.2z', color),
  ]);
}
