// GitHub's mark, from simple-icons (imported one icon at a time, so only this path ships).
import { siGithub } from 'simple-icons';

export function GitHubMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d={siGithub.path} />
    </svg>
  );
}
