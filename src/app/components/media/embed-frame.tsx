// The only place the site renders a third-party iframe. It takes an Embed (see lib/embeds.ts), whose src is
// always rebuilt by us on an allowlisted host, and sets a fixed list of attributes: nothing from stored data
// reaches the markup except the validated id inside that URL and the item title.
import type { Embed } from '#shared/embeds';

export function EmbedFrame({ embed, className = '' }: { embed: Embed; className?: string }) {
  return (
    <iframe
      src={embed.src}
      title={embed.title}
      allow={embed.allow}
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className={`absolute inset-0 h-full w-full border-0 ${className}`}
      data-embed={embed.kind}
    />
  );
}
