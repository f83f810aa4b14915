// Content names its icons as strings (lucide-react export names); each is a symbol of the sprite, drawn without
// shipping a table of every icon to the page. A test checks every icon name used in src/content is in the sprite.
import { spriteSvg, type SpriteIconProps } from './icons/sprite-icon';
import { toSymbolId } from './icons/symbol-id';

/** Decorative by default: the text next to it carries the meaning. */
export function Icon(props: { name: string } & SpriteIconProps) {
  return spriteSvg(toSymbolId(props.name), 'stroke', props);
}
