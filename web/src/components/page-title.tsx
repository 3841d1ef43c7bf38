import { createContext, useContext, useEffect } from 'react';

/** How the build-time prerender learns the page's title for the HTML head (prerender.tsx). */
export const PrerenderedTitle = createContext<((title: string) => void) | null>(null);

/** Sets the document title: every page says where the visitor is. */
export function PageTitle({ title }: { title: string }) {
  const text = `${title} | Petnest`;
  const collectTitle = useContext(PrerenderedTitle);
  collectTitle?.(text);
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
