import { useEffect, useState } from 'react';

export interface IntersectionOptions {
  /** The scrolling ancestor to watch against; the viewport when left out. */
  root?: Element | null;
  rootMargin?: string;
  threshold?: number | number[];
}

/**
 * Whether an element is in view. Returns a callback ref to put on the element, so the observer
 * follows the element even when React swaps the node.
 */
export function useIntersectionObserver(
  options: IntersectionOptions = {},
): [ref: (node: Element | null) => void, isIntersecting: boolean] {
  const [node, setNode] = useState<Element | null>(null);
  const [isIntersecting, setIntersecting] = useState(false);
  const { root = null, rootMargin = '0px', threshold = 0 } = options;
  // Arrays are compared by value so an inline `[0, 1]` does not restart the observer.
  const thresholdKey = JSON.stringify(threshold);

  useEffect(() => {
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setIntersecting(entry.isIntersecting);
      },
      { root, rootMargin, threshold: JSON.parse(thresholdKey) as number | number[] },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, root, rootMargin, thresholdKey]);

  return [setNode, isIntersecting];
}
