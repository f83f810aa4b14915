// The lightbox's state and item type, apart from the viewer itself, so grids can hold the state
// without shipping Radix Dialog until someone opens an item.
import { useCallback, useRef, useState } from 'react';
import type { PortfolioItem } from '#shared/portfolio-item';

export type LightboxItem = Pick<PortfolioItem, 'id' | 'title' | 'description' | 'type' | 'src'> &
  Partial<Pick<PortfolioItem, 'thumbnail' | 'category' | 'specs' | 'alt'>>;

export interface LightboxState {
  open: boolean;
  /** null until a card is clicked (and again after closing where the page clears it). */
  index: number | null;
  openAt: (index: number, opener?: HTMLElement | null) => void;
  close: () => void;
  go: (index: number) => void;
  /** The card that opened the viewer; focus returns to it on close. */
  opener: React.RefObject<HTMLElement | null>;
}

/** Lightbox state: closed with no index at first; clicking a card sets the index and opens it. */
export function useLightbox({ clearIndexOnClose = false }: { clearIndexOnClose?: boolean } = {}): LightboxState {
  const [state, setState] = useState<{ open: boolean; index: number | null }>({ open: false, index: null });
  const opener = useRef<HTMLElement | null>(null);
  const openAt = useCallback((index: number, el?: HTMLElement | null) => {
    opener.current = el ?? null;
    setState({ open: true, index });
  }, []);
  const close = useCallback(() => setState((s) => ({ open: false, index: clearIndexOnClose ? null : s.index })), [clearIndexOnClose]);
  const go = useCallback((index: number) => setState((s) => ({ ...s, index })), []);
  return { ...state, openAt, close, go, opener };
}
