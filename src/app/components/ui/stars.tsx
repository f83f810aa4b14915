// A row of rating stars; the label carries the rating for screen readers.
import { Star } from './icons/lucide';

export function Stars({ rating, max = 5, className = 'h-4 w-4' }: { rating: number; max?: number; className?: string }) {
  return (
    <span role="img" aria-label={`${rating} out of ${max} stars`} className="inline-flex gap-0.5 text-brass">
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} aria-hidden="true" className={`stroke-[1.5] ${i < rating ? 'fill-current' : ''} ${className}`} />
      ))}
    </span>
  );
}
