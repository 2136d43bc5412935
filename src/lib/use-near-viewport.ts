import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport, or the page's URL fragment names
 * it, or something inside it takes focus; false on the server, so prerendered HTML and hydration
 * agree. Used to load a below-the-fold form's code only when a visitor gets near it.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const reveal = () => setNear(true);
    const matchesHash = () => element.id !== '' && window.location.hash === `#${element.id}`;
    if (matchesHash() || typeof IntersectionObserver === 'undefined') {
      reveal();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const onHashChange = () => {
      if (matchesHash()) reveal();
    };
    window.addEventListener('hashchange', onHashChange);
    element.addEventListener('focusin', reveal);
    element.addEventListener('pointerenter', reveal);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHashChange);
      element.removeEventListener('focusin', reveal);
      element.removeEventListener('pointerenter', reveal);
    };
  }, [ref, margin, near]);
  return near;
}
