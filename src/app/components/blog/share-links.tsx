// Sharing a post: copy its address, or open Facebook, X or LinkedIn with it.
import { Icon } from '#app/components/ui/icon';
import { useEffect, useRef, useState } from 'react';
import { FacebookIcon, LinkedinIcon, XIcon } from '#app/components/ui/icons/brands';

/** Copies the page address and shows a check mark for 2 s. */
export function CopyLinkButton() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 2000);
  };
  return (
    <>
      <button
        type="button"
        onClick={copy}
        aria-label={copied ? 'Link copied' : 'Copy link'}
        data-copied={copied}
        className={`inline-flex h-10 w-10 items-center justify-center rounded-full border transition-colors ${
          copied ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-line bg-white text-ink hover:border-ink'
        }`}
      >
        {copied ? (
          <Icon name="Check" aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Icon name="Link2" aria-hidden="true" className="h-4 w-4" />
        )}
      </button>
      <span role="status" className="sr-only">
        {copied ? 'Link copied to clipboard' : ''}
      </span>
    </>
  );
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url);
  const links = [
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: FacebookIcon },
    { label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`, Icon: XIcon },
    { label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, Icon: LinkedinIcon },
  ];
  return (
    <div className="flex items-center gap-2">
      <span className="mr-1 text-xs font-semibold uppercase tracking-[0.14em] text-ink-500">Share</span>
      {links.map(({ label, href, Icon }) => (
        <a
          key={label}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-line bg-white text-ink transition-colors hover:border-ink hover:bg-ink hover:text-white"
        >
          <Icon className="h-4 w-4" />
        </a>
      ))}
      <CopyLinkButton />
    </div>
  );
}
