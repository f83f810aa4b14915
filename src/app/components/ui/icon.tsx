// Content names its icons as strings (lucide-react export names); they resolve to the sprite's icons.
// A test checks every icon name used in src/content is here.
import * as spriteIcons from './icons/lucide';
import type { SpriteIcon, SpriteIconProps } from './icons/sprite-icon';

export const icons: Record<string, SpriteIcon> = spriteIcons;

export function hasIcon(name: string): boolean {
  return Object.hasOwn(icons, name);
}

/** Decorative by default: the text next to it carries the meaning. */
export function Icon({ name, ...props }: { name: string } & SpriteIconProps) {
  const Component = hasIcon(name) ? icons[name] : spriteIcons.Sparkles;
  return <Component {...props} />;
}
