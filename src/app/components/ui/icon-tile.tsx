// The one icon tile of the site: a slate square with a brass line icon, the brand's drawn style. On photographs it
// gains a shadow so it reads over any image.
import { Icon } from './icon';

export function IconTile({ name, size = 'md', onImage = false }: { name: string; size?: 'md' | 'lg'; onImage?: boolean }) {
  const box = size === 'lg' ? 'h-12 w-12' : 'h-11 w-11';
  return (
    <span
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded-xl bg-ink-900 text-brass-200 ${onImage ? 'shadow-lg ring-1 ring-white/15' : ''}`}
    >
      <Icon name={name} className={size === 'lg' ? 'h-6 w-6' : 'h-5 w-5'} />
    </span>
  );
}
