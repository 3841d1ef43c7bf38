/** Sets the document title (React 19 hoists <title> into <head>): every page says where the visitor is. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | Petnest`}</title>;
}
